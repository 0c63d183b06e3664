/** Escapes text for HTML and XML content and double-quoted attribute values. */
export function escapeMarkup(value: string): string {
  let out = '';
  for (const char of value) {
    if (char === '&') out += '&amp;';
    else if (char === '<') out += '&lt;';
    else if (char === '>') out += '&gt;';
    else if (char === '"') out += '&quot;';
    else if (char === "'") out += '&#39;';
    else out += char;
  }
  return out;
}

/** JSON inside a <script> element: `<` escaped so `</script>` or `<!--` in a title cannot end it. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
