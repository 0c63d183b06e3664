/**
 * The converted full text of an article: a small, closed document model (not HTML) that the article
 * page and the JATS XML are both rendered from. Only what is listed here survives a conversion, so no
 * script, style or attribute of a Word file can reach either output.
 */
export type Inline =
  | string
  | { tag: 'em' | 'strong' | 'sup' | 'sub' | 'u'; children: Inline[] }
  /** An external link (http, https or mailto only). */
  | { tag: 'link'; href: string; children: Inline[] }
  /** A call of footnote `note` (1-based, as numbered in `FullText.footnotes`). */
  | { tag: 'fnref'; note: number }
  /** A DOI inside a reference: `text` as written, `doi` the bare name (10.x/y). */
  | { tag: 'doi'; doi: string; text: string };

export interface TableRow {
  header: boolean;
  cells: Inline[][];
}

export type Block =
  | { kind: 'p'; content: Inline[] }
  | { kind: 'list'; ordered: boolean; items: Inline[][] }
  | { kind: 'table'; id: string; label: string | null; caption: Inline[]; rows: TableRow[] }
  /** `image` names one of `FullText.images`. */
  | { kind: 'figure'; id: string; image: string; alt: string; label: string | null; caption: Inline[] };

export interface Section {
  /** Anchor on the page and JATS `sec/@id` (`sec-1`, `sec-1-2`). */
  id: string;
  title: string;
  blocks: Block[];
  sections: Section[];
}

export interface Reference {
  /** `ref-1` ... in the order of the list. */
  id: string;
  content: Inline[];
  doi: string | null;
}

export interface Footnote {
  /** 1-based, as the calls in the text number them. */
  note: number;
  content: Inline[];
}

/** An image taken out of the document, stored with the article. */
export interface FullTextImage {
  /** `image-1.png`: its name under the article's full-text images. */
  name: string;
  contentType: 'image/png' | 'image/jpeg' | 'image/gif';
  size: number;
}

export interface FullText {
  /** Paragraphs before the first heading. */
  intro: Block[];
  sections: Section[];
  referencesTitle: string;
  references: Reference[];
  footnotes: Footnote[];
  images: FullTextImage[];
}

/** The plain text of inline content (titles, alt text, search). */
export function inlineText(content: readonly Inline[]): string {
  return content
    .map((node) => {
      if (typeof node === 'string') return node;
      if (node.tag === 'fnref') return '';
      if (node.tag === 'doi') return node.text;
      return inlineText(node.children);
    })
    .join('');
}
