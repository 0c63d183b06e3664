const MARKUP_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const MARKUP_SPECIAL = /[&<>"']/g;

/**
 * Escapes text for HTML and XML content and double-quoted attribute values. One regular-expression pass
 * (most strings hold nothing to escape and come back as they are): a full text is thousands of strings.
 */
export function escapeMarkup(value: string): string {
  return value.replace(MARKUP_SPECIAL, (char) => MARKUP_ENTITIES[char]!);
}

/** JSON inside a <script> element: `<` escaped so `</script>` or `<!--` in a title cannot end it. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
