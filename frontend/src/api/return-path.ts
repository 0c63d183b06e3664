/**
 * Where a login page may send the user back to (`?next=`): a page of this site only. Browsers drop tab,
 * CR and LF from URLs and read `\` as `/`, so `/%09/evil.example/` or `/\evil` become `//evil.example/`
 * (another host) once navigated to; prefix checks cannot see that. The value is therefore refused when it
 * holds a control character or a backslash, raw or percent-decoded, then resolved against this origin as
 * the browser would, and kept only when it stays on it. What is returned is the resolved path, query and
 * hash, never the raw value.
 */

// C0 controls, DEL and C1 controls, and the backslash.
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\\]/;
const MAX_DECODES = 3;

/** The value and its percent-decodings (nested encodings too); null when one of them does not decode. */
function decodings(value: string): string[] | null {
  const forms = [value];
  let current = value;
  for (let i = 0; i < MAX_DECODES && current.includes('%'); i++) {
    try {
      current = decodeURIComponent(current);
    } catch {
      return null;
    }
    forms.push(current);
  }
  return forms;
}

export function safeReturnPath(
  value: string | null | undefined,
  origin: string = window.location.origin,
): string | null {
  if (!value) return null;
  const forms = decodings(value);
  if (!forms || forms.some((form) => UNSAFE.test(form))) return null;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  // `/.//evil` resolves to the path `//evil`, which a navigation would again read as another host.
  if (url.pathname.startsWith('//')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
