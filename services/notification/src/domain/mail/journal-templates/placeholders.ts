/** `{{name}}`, spaces inside the braces allowed. */
const PLACEHOLDER = /\{\{\s*([A-Za-z][A-Za-z0-9]*)\s*\}\}/g;
/** A line that is one placeholder and nothing else. */
export const PLACEHOLDER_LINE = /^\s*\{\{\s*([A-Za-z][A-Za-z0-9]*)\s*\}\}\s*$/;

/** The placeholder names a text uses, in order of first use. */
export function placeholdersIn(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((m) => m[1]!))];
}

/** The names `text` uses that are not in `known`. */
export function unknownPlaceholders(text: string, known: readonly string[]): string[] {
  return placeholdersIn(text).filter((name) => !known.includes(name));
}

/**
 * Replaces every placeholder with its value (plain text; HTML escaping is the layout's job). A name without
 * a value stays as written: a template reads only the values its mail offers.
 */
export function fillPlaceholders(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(PLACEHOLDER, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(values, name) ? values[name]! : whole,
  );
}
