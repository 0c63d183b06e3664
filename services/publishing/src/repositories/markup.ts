import { stripXmlIllegal } from '@journal/errors';

const MARKUP_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const MARKUP_SPECIAL = /[&<>"']/g;

/**
 * Escapes text for the server-rendered HTML pages: content and double-quoted attribute values (XML is
 * written by the builder in xml-document.ts, which escapes itself). One regular-expression pass
 * (most strings hold nothing to escape and come back as they are): a full text is thousands of strings.
 * Characters XML 1.0 cannot carry (C0 controls, U+FFFE/U+FFFF, lone surrogates) are dropped first: one
 * such character stored in a title would otherwise make every page that carries it ill-formed.
 */
export function escapeMarkup(value: string): string {
  return stripXmlIllegal(value).replace(MARKUP_SPECIAL, (char) => MARKUP_ENTITIES[char]!);
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
