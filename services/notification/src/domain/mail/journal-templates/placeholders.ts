/** `{{name}}`, spaces inside the braces allowed. */
const PLACEHOLDER = /\{\{\s*([A-Za-z][A-Za-z0-9]*)\s*\}\}/g;

/** The placeholder names a text uses, in order of first use. */
export function placeholdersIn(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((m) => m[1]!))];
}

/** The names `text` uses that are not in `known`. */
export function unknownPlaceholders(text: string, known: readonly string[]): string[] {
  return placeholdersIn(text).filter((name) => !known.includes(name));
}

/** Replaces every placeholder with its value (plain text; HTML escaping is the layout's job). */
export function fillPlaceholders(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => values[name] ?? whole);
}
