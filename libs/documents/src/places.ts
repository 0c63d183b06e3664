/** Where in a document a piece of text sits (the editors' anonymity warning names it). */
export const TEXT_PLACES = ['body', 'header', 'footer', 'footnotes', 'comments', 'properties'] as const;
export type TextPlace = (typeof TEXT_PLACES)[number];

/** A document's text by place; each place's parts are joined with newlines. */
export type TextByPlace = Record<TextPlace, string>;

export function emptyText(): TextByPlace {
  return { body: '', header: '', footer: '', footnotes: '', comments: '', properties: '' };
}

export function appendText(text: TextByPlace, place: TextPlace, more: string): void {
  if (!more) return;
  text[place] = text[place] ? `${text[place]}\n${more}` : more;
}
