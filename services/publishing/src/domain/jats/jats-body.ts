import type {
  Block,
  Footnote,
  FullText,
  Inline,
  Reference,
  Section,
} from '../../repositories/fulltext.types';
import { textElement as leaf, type XmlNode as Node } from '../xml-document';

/** Where a figure's image is served (its `graphic/@xlink:href`). */
export type ImageUrl = (name: string) => string;

/** The XML id written for a model id (`fig-1`): unchanged, or prefixed where records share a document. */
export type XmlId = (id: string) => string;

/** What every writer below needs besides its node: the notes that exist, the ids, the images. */
interface Context {
  notes: ReadonlySet<number>;
  xmlId: XmlId;
  imageUrl: ImageUrl;
  images: FullText['images'];
}

const JATS_INLINE = { em: 'italic', strong: 'bold', u: 'underline', sup: 'sup', sub: 'sub' } as const;

/** Inline content into `parent`: text escaped by the builder, the model's marks as JATS elements. */
function inline(parent: Node, content: readonly Inline[], ctx: Context): void {
  for (const node of content) {
    if (typeof node === 'string') {
      parent.txt(node);
      continue;
    }
    switch (node.tag) {
      case 'fnref':
        // a call of a note the document does not have would point nowhere (an invalid IDREF)
        if (ctx.notes.has(node.note))
          leaf(parent, 'xref', node.note, { 'ref-type': 'fn', rid: ctx.xmlId(`fn-${node.note}`) });
        break;
      case 'doi': {
        const written = node.text.endsWith(node.doi) ? node.text.slice(0, -node.doi.length) : '';
        if (written) parent.txt(written);
        leaf(parent, 'pub-id', node.doi, { 'pub-id-type': 'doi' });
        break;
      }
      case 'link':
        inline(
          parent.ele('ext-link', { 'ext-link-type': 'uri', 'xlink:href': node.href }),
          node.children,
          ctx,
        );
        break;
      default:
        inline(parent.ele(JATS_INLINE[node.tag]), node.children, ctx);
    }
  }
}

function captioned(parent: Node, label: string | null, caption: readonly Inline[], ctx: Context) {
  if (label) leaf(parent, 'label', label);
  if (caption.length) inline(parent.ele('caption').ele('p'), caption, ctx);
}

function block(parent: Node, b: Block, ctx: Context) {
  switch (b.kind) {
    case 'p':
      inline(parent.ele('p'), b.content, ctx);
      return;
    case 'list': {
      const list = parent.ele('list', { 'list-type': b.ordered ? 'order' : 'bullet' });
      for (const item of b.items) inline(list.ele('list-item').ele('p'), item, ctx);
      return;
    }
    case 'table': {
      const wrap = parent.ele('table-wrap', { id: ctx.xmlId(b.id) });
      captioned(wrap, b.label, b.caption, ctx);
      const body = wrap.ele('table').ele('tbody');
      for (const row of b.rows) {
        const tr = body.ele('tr');
        for (const cell of row.cells) inline(tr.ele(row.header ? 'th' : 'td'), cell, ctx);
      }
      return;
    }
    case 'figure': {
      const fig = parent.ele('fig', { id: ctx.xmlId(b.id) });
      captioned(fig, b.label, b.caption, ctx);
      const type = ctx.images.find((i) => i.name === b.image)?.contentType ?? 'image/png';
      const graphic = fig.ele('graphic', {
        'xlink:href': ctx.imageUrl(b.image),
        mimetype: 'image',
        'mime-subtype': type.slice('image/'.length),
      });
      if (b.alt) leaf(graphic, 'alt-text', b.alt);
      return;
    }
  }
}

function section(parent: Node, s: Section, ctx: Context) {
  const sec = parent.ele('sec', { id: ctx.xmlId(s.id) });
  leaf(sec, 'title', s.title);
  for (const b of s.blocks) block(sec, b, ctx);
  for (const child of s.sections) section(sec, child, ctx);
}

const contextOf = (fullText: FullText, xmlId: XmlId, imageUrl: ImageUrl = () => ''): Context => ({
  notes: new Set(fullText.footnotes.map((n) => n.note)),
  xmlId,
  imageUrl,
  images: fullText.images,
});

/** `<body>`: the paragraphs before the first heading, then the sections with figures and tables. */
export function jatsBody(article: Node, fullText: FullText, imageUrl: ImageUrl, xmlId: XmlId): void {
  const ctx = contextOf(fullText, xmlId, imageUrl);
  const body = article.ele('body');
  for (const b of fullText.intro) block(body, b, ctx);
  for (const s of fullText.sections) section(body, s, ctx);
}

function footnotes(back: Node, notes: readonly Footnote[], ctx: Context) {
  const group = back.ele('fn-group');
  for (const note of notes) {
    const fn = group.ele('fn', { id: ctx.xmlId(`fn-${note.note}`) });
    leaf(fn, 'label', note.note);
    inline(fn.ele('p'), note.content, ctx);
  }
}

function references(back: Node, title: string, refs: readonly Reference[], ctx: Context) {
  const list = back.ele('ref-list');
  leaf(list, 'title', title);
  // a reference calls no note
  const noNotes = { ...ctx, notes: new Set<number>() };
  for (const ref of refs)
    inline(list.ele('ref', { id: ctx.xmlId(ref.id) }).ele('mixed-citation'), ref.content, noNotes);
}

/** `<back>`: footnotes and the reference list (each entry a mixed-citation, its DOI a pub-id); none when empty. */
export function jatsBack(
  article: Node,
  fullText: FullText | null,
  xmlId: XmlId,
  dataAvailability = '',
): void {
  const notes = fullText?.footnotes.length ?? 0;
  const refs = fullText?.references.length ?? 0;
  const statement = dataAvailability.split(/\n+/).filter((p) => p.trim());
  if (!notes && !refs && !statement.length) return;
  const back = article.ele('back');
  // The data availability statement (issue 42 item 8) as JATS4R recommends: a sec of its type in back.
  if (statement.length) {
    const sec = back.ele('sec', { 'sec-type': 'data-availability', id: xmlId('data-availability') });
    leaf(sec, 'title', 'Data availability');
    for (const p of statement) leaf(sec, 'p', p);
  }
  if (!fullText) return;
  const ctx = contextOf(fullText, xmlId);
  if (notes) footnotes(back, fullText.footnotes, ctx);
  if (refs) references(back, fullText.referencesTitle, fullText.references, ctx);
}
