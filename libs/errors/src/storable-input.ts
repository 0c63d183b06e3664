import type { RequestHandler } from 'express';
import { ValidationError } from './app-error';
import { CANNOT_STORE_MESSAGE, xmlIllegalCharacterIn } from './xml-characters';

/**
 * The central input check for the characters XML 1.0 cannot hold (xml-characters.ts): every string of a
 * parsed JSON body, its keys included, and every multipart text field. One such character answers 400
 * `This text contains characters that cannot be stored`, naming the field by its path (`members.1.name`),
 * before any route reads the body: a stored one would break every XML answer that carries it, and a NUL
 * makes Postgres fail the query (a 500).
 */

/** Deeper JSON is refused: no form nests this far, and recursive code downstream could overflow on it. */
export const MAX_BODY_DEPTH = 32;
export const TOO_DEEP_MESSAGE = 'Request body is nested too deeply';

/**
 * Top-level fields whose routes already refuse every C0 control with a message naming the field (the
 * single-line safe-text rule: "Given names contains a control or text-direction character ..."): a C0
 * control there is left to that rule so its more specific message stands. U+FFFE, U+FFFF and lone
 * surrogates, which safe-text alone would let through, are refused here in these fields too.
 */
const FIELDS_WITH_A_CONTROL_RULE: ReadonlySet<string> = new Set([
  'givenNames',
  'familyName',
  'institution',
  'userAgent',
  'paperTitle',
]);

// eslint-disable-next-line no-control-regex -- C0 controls are what it tells apart
const C0_CONTROL = /^[\u0000-\u001f]$/;

export interface UnstorableText {
  /** Path of the field (`subject`, `members.1.name`); '' for a body that is itself a string. */
  field: string;
  /** The first refused character, `U+XXXX`. */
  character: string;
}

/** The refused character of one text field, or undefined when it may be stored (or its own rule decides). */
function refusedIn(topField: string, text: string): string | undefined {
  const character = xmlIllegalCharacterIn(text);
  if (!character || !FIELDS_WITH_A_CONTROL_RULE.has(topField)) return character;
  const code = String.fromCharCode(parseInt(character.slice(2), 16));
  if (!C0_CONTROL.test(code)) return character;
  // A C0 control first; the rule of the field refuses it, but a later noncharacter or surrogate it would not.
  return xmlIllegalCharacterIn(text.replace(/[\u0000-\u001f]/g, '')); // eslint-disable-line no-control-regex
}

/**
 * The first string (value or key) of `body` holding a character XML cannot carry, with its path;
 * undefined when there is none. Walks without recursion, so any depth the JSON parser accepted is safe.
 */
export function unstorableTextIn(body: unknown): UnstorableText | 'too-deep' | undefined {
  const pending: { value: unknown; path: string[] }[] = [{ value: body, path: [] }];
  while (pending.length) {
    const { value, path } = pending.pop()!;
    if (typeof value === 'string') {
      const character = refusedIn(path[0] ?? '', value);
      if (character) return { field: path.join('.'), character };
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    if (path.length >= MAX_BODY_DEPTH) return 'too-deep';
    const entries = Array.isArray(value)
      ? value.map((item, index) => [String(index), item] as const)
      : Object.entries(value);
    // Reversed onto the stack: the first field in the body is the one reported.
    for (const [key, item] of entries.reverse()) {
      const keyCharacter = xmlIllegalCharacterIn(key);
      if (keyCharacter) return { field: [...path, key].join('.'), character: keyCharacter };
      pending.push({ value: item, path: [...path, key] });
    }
  }
  return undefined;
}

/** The 400 for an unstorable field: the shared message, the field in `errors` (and so in `field`). */
export function cannotStoreError(field: string): ValidationError {
  return new ValidationError(CANNOT_STORE_MESSAGE, [{ field, message: CANNOT_STORE_MESSAGE }]);
}

/** One multipart text field: the 400 to fail the upload with, or undefined when it may be stored. */
export function unstorableFormField(name: string, value: string): ValidationError | undefined {
  return refusedIn(name, value) || xmlIllegalCharacterIn(name) ? cannotStoreError(name) : undefined;
}

/** After the JSON body parser: refuses a body with an unstorable string, or nested deeper than MAX_BODY_DEPTH. */
export function refuseUnstorableText(): RequestHandler {
  return (req, _res, next) => {
    const found = unstorableTextIn(req.body);
    if (found === 'too-deep') return next(new ValidationError(TOO_DEEP_MESSAGE));
    next(found ? cannotStoreError(found.field) : undefined);
  };
}
