/**
 * Where in a document a piece of text sits (the editors' anonymity warning names it). `text-boxes` is
 * the text of text boxes (shapes) wherever they are anchored, not counted as the body's. The next five
 * are where Word keeps identity a reader does not see: document variables (settings), embedded
 * documents and objects, custom XML parts, the attached template's path, and hyperlink bases.
 * `tracked-changes` holds who made each tracked change (and Word's list of people who edited); it is
 * read only when asked for (the author's original), like the comments' authors.
 */
export const TEXT_PLACES = [
  'body',
  'header',
  'footer',
  'footnotes',
  'text-boxes',
  'comments',
  'properties',
  'document-variables',
  'embedded-document',
  'custom-xml',
  'template',
  'hyperlinks',
  'tracked-changes',
] as const;
export type TextPlace = (typeof TEXT_PLACES)[number];

/** A document's text by place; each place's parts are joined with newlines. */
export type TextByPlace = Record<TextPlace, string>;

export function emptyText(): TextByPlace {
  return Object.fromEntries(TEXT_PLACES.map((place) => [place, ''])) as TextByPlace;
}

export function appendText(text: TextByPlace, place: TextPlace, more: string): void {
  if (!more) return;
  text[place] = text[place] ? `${text[place]}\n${more}` : more;
}
