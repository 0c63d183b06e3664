import { escapeHtml, stripXmlIllegal } from '@journal/errors';

/**
 * Escapes text for the server-rendered HTML pages: content and double-quoted attribute values (XML is
 * written by the builder in xml-document.ts, which escapes itself), with the platform's one HTML escape.
 * Characters XML 1.0 cannot carry (C0 controls, U+FFFE/U+FFFF, lone surrogates) are dropped first: one
 * such character stored in a title would otherwise make every page that carries it ill-formed.
 */
export function escapeMarkup(value: string): string {
  return escapeHtml(stripXmlIllegal(value));
}

/** Strings inside the JSON lose the characters XML and HTML cannot carry, as escapeMarkup's do. */
const withoutIllegal = (_key: string, value: unknown) =>
  typeof value === 'string' ? stripXmlIllegal(value) : value;

/** JSON inside a <script> element: `<` escaped so `</script>` or `<!--` in a title cannot end it. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value, withoutIllegal)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
