/**
 * The characters XML 1.0 cannot hold (its `Char` production): C0 controls other than tab, LF and CR,
 * lone surrogates (a high surrogate not followed by a low one, or a low one not preceded by a high one),
 * and the noncharacters U+FFFE and U+FFFF. One such character in a stored title makes every XML answer
 * that carries it ill-formed, and a JATS builder throws on it; Postgres refuses NUL in text outright.
 *
 * Input refuses them (form fields, JSON) and extraction removes them (text taken from uploaded
 * documents); every XML and HTML writer removes any that is already stored, so one record can never
 * break a whole response.
 */

/* eslint-disable no-control-regex -- control characters are what this class lists */
const XML_ILLEGAL =
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const XML_ILLEGAL_ALL = new RegExp(XML_ILLEGAL.source, 'g');
/* eslint-enable no-control-regex */

/** The message every text input answers with when it holds such a character. */
export const CANNOT_STORE_MESSAGE = 'This text contains characters that cannot be stored';

/** True when `value` holds a character XML 1.0 cannot carry. */
export function hasXmlIllegalCharacter(value: string): boolean {
  return XML_ILLEGAL.test(value);
}

/** The first such character as `U+XXXX` (a lone surrogate as its code unit); undefined when none. */
export function xmlIllegalCharacterIn(value: string): string | undefined {
  const match = XML_ILLEGAL.exec(value);
  if (!match) return undefined;
  return `U+${match[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;
}

/** `value` without the characters XML 1.0 cannot carry; the same string when it has none (the usual case). */
export function stripXmlIllegal(value: string): string {
  return XML_ILLEGAL.test(value) ? value.replace(XML_ILLEGAL_ALL, '') : value;
}
