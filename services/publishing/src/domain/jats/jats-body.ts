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

const JATS_INLINE = { em: 'italic', strong: 'bold', u: 'underline', sup: 'sup', sub: 'sub' } as const;

/** Inline content into `parent`: text escaped by the builder, the model's marks as JATS elements. */
function inline(parent: Node, content: readonly Inline[], notes: ReadonlySet<number>): void {
  for (const node of content) {
    if (typeof node === 'string') {
      parent.txt(node);
      continue;
    }
    switch (node.tag) {
      case 'fnref':
        // a call of a note the document does not have would point nowhere (an invalid IDREF)
        if (notes.has(node.note))
          leaf(parent, 'xref', node.note, { 'ref-type': 'fn', rid: `fn-${node.note}` });
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
          notes,
        );
        break;
      default:
        inline(parent.ele(JATS_INLINE[node.tag]), node.children, notes);
    }
  }
}

function captioned(
  parent: Node,
  label: string | null,
  caption: readonly Inline[],
  notes: ReadonlySet<number>,
) {
  if (label) leaf(parent, 'label', label);
  if (caption.length) inline(parent.ele('caption').ele('p'), caption, notes);
}

function block(
  parent: Node,
  b: Block,
  imageUrl: ImageUrl,
  notes: ReadonlySet<number>,
  images: FullText['images'],
) {
  switch (b.kind) {
    case 'p':
      inline(parent.ele('p'), b.content, notes);
      return;
    case 'list': {
      const list = parent.ele('list', { 'list-type': b.ordered ? 'order' : 'bullet' });
      for (const item of b.items) inline(list.ele('list-item').ele('p'), item, notes);
      return;
    }
    case 'table': {
      const wrap = parent.ele('table-wrap', { id: b.id });
      captioned(wrap, b.label, b.caption, notes);
      const body = wrap.ele('table').ele('tbody');
      for (const row of b.rows) {
        const tr = body.ele('tr');
        for (const cell of row.cells) inline(tr.ele(row.header ? 'th' : 'td'), cell, notes);
      }
      return;
    }
    case 'figure': {
      const fig = parent.ele('fig', { id: b.id });
      captioned(fig, b.label, b.caption, notes);
      const type = images.find((i) => i.name === b.image)?.contentType ?? 'image/png';
      const graphic = fig.ele('graphic', {
        'xlink:href': imageUrl(b.image),
        mimetype: 'image',
        'mime-subtype': type.slice('image/'.length),
      });
      if (b.alt) leaf(graphic, 'alt-text', b.alt);
      return;
    }
  }
}

function section(
  parent: Node,
  s: Section,
  imageUrl: ImageUrl,
  notes: ReadonlySet<number>,
  fullText: FullText,
) {
  const sec = parent.ele('sec', { id: s.id });
  leaf(sec, 'title', s.title);
  for (const b of s.blocks) block(sec, b, imageUrl, notes, fullText.images);
  for (const child of s.sections) section(sec, child, imageUrl, notes, fullText);
}

/** `<body>`: the paragraphs before the first heading, then the sections with figures and tables. */
export function jatsBody(article: Node, fullText: FullText, imageUrl: ImageUrl): void {
  const notes = new Set(fullText.footnotes.map((n) => n.note));
  const body = article.ele('body');
  for (const b of fullText.intro) block(body, b, imageUrl, notes, fullText.images);
  for (const s of fullText.sections) section(body, s, imageUrl, notes, fullText);
}

function footnotes(back: Node, notes: readonly Footnote[]) {
  const all = new Set(notes.map((n) => n.note));
  const group = back.ele('fn-group');
  for (const note of notes) {
    const fn = group.ele('fn', { id: `fn-${note.note}` });
    leaf(fn, 'label', note.note);
    inline(fn.ele('p'), note.content, all);
  }
}

function references(back: Node, title: string, refs: readonly Reference[]) {
  const list = back.ele('ref-list');
  leaf(list, 'title', title);
  for (const ref of refs)
    inline(list.ele('ref', { id: ref.id }).ele('mixed-citation'), ref.content, new Set());
}

/** `<back>`: footnotes and the reference list (each entry a mixed-citation, its DOI a pub-id); none when empty. */
export function jatsBack(article: Node, fullText: FullText): void {
  if (!fullText.footnotes.length && !fullText.references.length) return;
  const back = article.ele('back');
  if (fullText.footnotes.length) footnotes(back, fullText.footnotes);
  if (fullText.references.length) references(back, fullText.referencesTitle, fullText.references);
}
