import { z } from 'zod';
import { ValidationError } from './app-error';
import { CANNOT_STORE_MESSAGE, hasXmlIllegalCharacter } from './xml-characters';

/**
 * The one text-safety rule of every service (issue 9): no C0 control character (NUL breaks Postgres text,
 * CR/LF forge header and log lines), no DEL, no C1 control (U+0080-U+009F: U+0085 is a line break to
 * some readers, U+009B a terminal escape), and no bidi embedding, override or isolate (U+202A-U+202E,
 * U+2066-U+2069), which make a name or title display differently from what it is. Multi-line text (an
 * abstract, a message) may hold tab, newline and carriage return; single-line text (names, titles,
 * institution, user agent, search) holds none of them, nor the other line breaks (U+2028, U+2029) or the
 * bidi marks (U+200E, U+200F, U+061C) that reorder what follows them on one line (issue 26).
 */
export type TextKind = 'single-line' | 'multi-line';

/* eslint-disable no-control-regex -- control characters are what these classes list */
const SINGLE_LINE_UNSAFE =
  /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/u;
const MULTI_LINE_UNSAFE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/u;
/* eslint-enable no-control-regex */

/** The first character the rule refuses, as `U+XXXX`; undefined when the text is safe. */
export function unsafeCharacterIn(value: string, kind: TextKind = 'single-line'): string | undefined {
  const match = (kind === 'multi-line' ? MULTI_LINE_UNSAFE : SINGLE_LINE_UNSAFE).exec(value);
  if (!match) return undefined;
  return `U+${match[0].codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
}

export function isSafeText(value: string, kind: TextKind = 'single-line'): boolean {
  return unsafeCharacterIn(value, kind) === undefined;
}

/** "Paper title contains a character that is not allowed (U+202E)": names the field and the character. */
export function unsafeTextMessage(label: string, character?: string): string {
  const which = character ? ` (${character})` : '';
  return `${label} contains a control or text-direction character that is not allowed${which}`;
}

/** Throws a 400 naming the field when `value` is a string the rule refuses; anything else passes. */
export function assertSafeText(
  field: string,
  label: string,
  value: unknown,
  kind: TextKind = 'single-line',
): void {
  if (typeof value !== 'string') return;
  const message = refusalOf(label, value, kind);
  if (message) throw new ValidationError(message, [{ field, message }]);
}

/**
 * What the rule answers for `value`: the message naming the character it refuses, else the storage message
 * for what XML 1.0 cannot hold and the classes above leave out (U+FFFE, U+FFFF, lone surrogates).
 */
function refusalOf(label: string, value: string, kind: TextKind): string | undefined {
  const character = unsafeCharacterIn(value, kind);
  if (character) return unsafeTextMessage(label, character);
  return hasXmlIllegalCharacter(value) ? CANNOT_STORE_MESSAGE : undefined;
}

/** zod form of the rule: `safeText('Paper title')` is a string schema that refuses unsafe characters. */
export function safeText(label: string, kind: TextKind = 'single-line') {
  return z.string().superRefine((value, ctx) => {
    const message = refusalOf(label, value, kind);
    if (message) ctx.addIssue({ code: 'custom', message });
  });
}
