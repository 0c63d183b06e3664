/**
 * An opening greeting the editor typed at the top of their own text ("Dear Dr Hartmann,"). Every copy of
 * a letter already greets its recipient by name, so the editor's greeting is dropped: otherwise a
 * co-author's copy would greet the submitting author too.
 */
const OPENING_GREETING =
  /^\s*(?:dear|hello|hi)\b(?:[^\n,:;!.]|(?<=\b(?:dr|prof|mr|mrs|ms|mx))\.){0,100}(?:[,:;!][ \t]*(?:\r?\n[ \t]*)*|[ \t]*(?:\r?\n[ \t]*)+|[ \t]*$)/i;

/** The editor's text without its opening greeting, the next word capitalised if it went on the same line. */
export function withoutOpeningGreeting(text: string): string {
  const match = OPENING_GREETING.exec(text);
  if (!match) return text;
  const rest = text.slice(match[0].length);
  return rest.charAt(0).toUpperCase() + rest.slice(1);
}
