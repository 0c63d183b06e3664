// Markdown texts of the publisher (journal About, Aims & Scope, author guidelines, site pages) to HTML that
// is safe to insert: markdown-it with raw HTML switched off (tags are shown as text, javascript: and
// data: links are refused), and DOMPurify over the result as a second line of defence.
import DOMPurify from 'dompurify';
import MarkdownIt from 'markdown-it';

type Token = ReturnType<InstanceType<typeof MarkdownIt>['parse']>[number];

const md = new MarkdownIt('default', { html: false, linkify: true, typographer: false });

/** Headings move down by `offset` levels (## becomes h3 below a page's h2 section title), h6 at most. */
function shiftHeadings(tokens: Token[], offset: number): Token[] {
  if (offset === 0) return tokens;
  for (const token of tokens) {
    if (token.type === 'heading_open' || token.type === 'heading_close') {
      const level = Number(token.tag.slice(1));
      token.tag = `h${Math.min(6, level + offset)}`;
    }
  }
  return tokens;
}

function sanitize(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
}

function render(tokens: Token[]): string {
  return sanitize(md.renderer.render(tokens, md.options, {}));
}

export interface MarkdownOptions {
  /** Levels to add to every heading (default 0). */
  headingOffset?: number;
}

/** The Markdown text as sanitized HTML. */
export function markdownToHtml(source: string, options: MarkdownOptions = {}): string {
  return render(shiftHeadings(md.parse(source, {}), options.headingOffset ?? 0));
}

export interface ScopeCard {
  /** Sanitized inline HTML of the heading. */
  titleHtml: string;
  /** Plain text of the heading (a key, an accessible name). */
  title: string;
  bodyHtml: string;
}

/**
 * Aims & Scope as the landing page shows it: the text before the first `###` heading is the intro, and
 * each `###` heading with the text under it becomes one scope card (the seed writes each area that way).
 */
export function splitAimsAndScope(
  source: string,
  options: MarkdownOptions = {},
): { introHtml: string; cards: ScopeCard[] } {
  const tokens = md.parse(source, {});
  const starts = tokens.flatMap((token, index) =>
    token.type === 'heading_open' && token.tag === 'h3' && token.level === 0 ? [index] : [],
  );
  const introEnd = starts[0] ?? tokens.length;
  const introHtml = render(shiftHeadings(tokens.slice(0, introEnd), options.headingOffset ?? 0));
  const cards = starts.map((start, n) => {
    const end = starts[n + 1] ?? tokens.length;
    const inline = tokens[start + 1];
    const children = inline?.children ?? [];
    // heading_open, inline, heading_close, then the card's own text.
    const body = shiftHeadings(tokens.slice(start + 3, end), 1);
    return {
      titleHtml: sanitize(md.renderer.renderInline(children, md.options, {})),
      title: children
        .filter((child) => child.type === 'text' || child.type === 'code_inline')
        .map((child) => child.content)
        .join(''),
      bodyHtml: render(body),
    };
  });
  return { introHtml, cards };
}
