import { hasXmlIllegalCharacter } from '@journal/errors';

/**
 * The reason a conversion fails when its text still cannot be stored: a character XML 1.0 cannot hold
 * that the extraction did not remove, or Postgres refusing the model (NUL, a lone surrogate in jsonb).
 */
export const UNSTORABLE_DOCUMENT_MESSAGE = 'The document contains characters that cannot be stored';

/**
 * Postgres's refusals of text it cannot hold: 22P05 untranslatable_character (`\u0000` in jsonb), 22021
 * character_not_in_repertoire, and 22P02 when json input holds a lone surrogate escape. Nothing a retry fixes.
 */
export function isUnstorableTextError(err: unknown): boolean {
  const { code, message } = (err ?? {}) as { code?: unknown; message?: unknown };
  if (code === '22P05' || code === '22021') return true;
  return code === '22P02' && typeof message === 'string' && /json|unicode|surrogate/i.test(message);
}

/** Whether any string in `value` (a document model, walked through) holds a character XML cannot hold. */
export function holdsUnstorableText(value: unknown): boolean {
  if (typeof value === 'string') return hasXmlIllegalCharacter(value);
  if (Array.isArray(value)) return value.some(holdsUnstorableText);
  if (value && typeof value === 'object') return Object.values(value).some(holdsUnstorableText);
  return false;
}
