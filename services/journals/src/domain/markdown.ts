// Publisher-written Markdown to HTML that is safe to insert on the site's origin: the one server-side
// renderer (site pages, journal pages, and the gateway's /help guide). markdown-it with raw HTML off
// (tags show as text; its link check refuses javascript:, vbscript:, file: and non-image data:), then
// sanitize-html over the result as a second line of defence (no script, no on* attribute, only the
// schemes below).
import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';

type Token = ReturnType<InstanceType<typeof MarkdownIt>['parse']>[number];

export interface MarkdownOptions {
  /** Levels added to every heading (a page's `##` below its own title), h6 at most. Default 0. */
  headingOffset?: number;
  /** Bare URLs become links (the SPA's pages do, the guide does not). Default false. */
  linkify?: boolean;
  /** Schemes a picture may use besides a site path; [] (the default) allows site paths only. */
  imageSchemes?: string[];
  /** Where a link or picture points; null drops the link (its text stays) or the picture (its alt stays). */
  address?: (target: string, kind: 'link' | 'image') => string | null;
}

const renderers = new Map<boolean, InstanceType<typeof MarkdownIt>>();

function rendererFor(linkify: boolean): InstanceType<typeof MarkdownIt> {
  let md = renderers.get(linkify);
  if (md) return md;
  md = new MarkdownIt('default', { html: false, linkify, typographer: false });
  renderers.set(linkify, md);
  return md;
}

function shiftHeadings(tokens: Token[], offset: number): void {
  if (offset === 0) return;
  for (const token of tokens)
    if (token.type === 'heading_open' || token.type === 'heading_close')
      token.tag = `h${Math.min(6, Number(token.tag.slice(1)) + offset)}`;
}

function rewriteAddresses(tokens: Token[], address: NonNullable<MarkdownOptions['address']>): void {
  for (const block of tokens) {
    for (const token of block.children ?? []) {
      const kind = token.type === 'link_open' ? 'link' : token.type === 'image' ? 'image' : null;
      if (!kind) continue;
      const attr = kind === 'link' ? 'href' : 'src';
      const target = address(String(token.attrGet(attr) ?? ''), kind);
      if (target !== null) token.attrSet(attr, target);
      else if (kind === 'image') {
        token.type = 'text';
        token.children = null;
      } else token.attrs = (token.attrs ?? []).filter(([name]) => name !== attr);
    }
  }
}

function sanitizeOptions(imageSchemes: string[]): sanitizeHtml.IOptions {
  return {
    allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img'],
    allowedAttributes: { a: ['href'], img: ['src', 'alt'], th: ['align'], td: ['align'] },
    allowedSchemes: ['https', 'http', 'mailto'],
    allowedSchemesByTag: { img: imageSchemes },
    allowProtocolRelative: false,
  };
}

/** The Markdown text as sanitized HTML. */
export function renderMarkdown(source: string, options: MarkdownOptions = {}): string {
  const md = rendererFor(options.linkify ?? false);
  const tokens = md.parse(source, {});
  shiftHeadings(tokens, options.headingOffset ?? 0);
  if (options.address) rewriteAddresses(tokens, options.address);
  return sanitizeHtml(
    md.renderer.render(tokens, md.options, {}),
    sanitizeOptions(options.imageSchemes ?? []),
  );
}

/** How the site's and the journals' pages render: `##` below the page title, bare links, https pictures. */
export function renderPageBody(body: string): string {
  return renderMarkdown(body, { headingOffset: 1, linkify: true, imageSchemes: ['https'] });
}
