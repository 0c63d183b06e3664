import type { Inline } from '../../repositories/fulltext.types';

/** Headings that open the reference list (the last such section of the document is taken). */
export const REFERENCES_HEADING =
  /^\s*(references|bibliography|works cited|literature cited|reference list)\s*$/i;

/** A DOI as written in a reference: a doi.org URL, `doi:` or a bare `10.x/y` name. */
const DOI_IN_TEXT = /(?:https?:\/\/(?:dx\.)?doi\.org\/|doi:\s*)?(10\.\d{4,9}\/[^\s"<>]+)/i;

/** Punctuation that ends the sentence rather than the DOI. */
const trimTrailing = (doi: string) => doi.replace(/[.,;:)\]]+$/, '');

/** A reference's text with its first DOI marked, so both outputs can link it. */
export function referenceContent(text: string): { content: Inline[]; doi: string | null } {
  const match = DOI_IN_TEXT.exec(text);
  if (!match) return { content: [text], doi: null };
  const doi = trimTrailing(match[1]!);
  const written = match[0].slice(0, match[0].length - (match[1]!.length - doi.length));
  const before = text.slice(0, match.index);
  const after = text.slice(match.index + written.length);
  const content: Inline[] = [];
  if (before) content.push(before);
  content.push({ tag: 'doi', doi, text: written });
  if (after) content.push(after);
  return { content, doi };
}
