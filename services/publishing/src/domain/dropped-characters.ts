import { hasXmlIllegalCharacter } from '@journal/errors';
import type { Logger } from '@journal/logger';

/**
 * True when a string anywhere in `value` holds a character XML 1.0 cannot carry. `value` is what a
 * writer is given: a record read from the database (strings, numbers, dates, arrays, plain objects).
 */
export function holdsXmlIllegalText(value: unknown): boolean {
  if (typeof value === 'string') return hasXmlIllegalCharacter(value);
  if (Array.isArray(value)) return value.some(holdsXmlIllegalText);
  if (value !== null && typeof value === 'object' && !(value instanceof Date))
    return Object.values(value).some(holdsXmlIllegalText);
  return false;
}

/** A record a response is written from: its id and everything of it the writers read. */
export interface WrittenRecord {
  id: string;
  content: unknown;
}

export const DROPPED_CHARACTERS_MESSAGE =
  'stored text holds characters XML cannot carry: they were left out of the response';

/**
 * The writers drop such characters (the XML builder of xml-document.ts, escapeMarkup for HTML), so the
 * response stays well-formed; this says which records held them, one warning per response, so the
 * stored text can be repaired.
 */
export function warnOfDroppedCharacters(
  logger: Logger,
  response: string,
  records: readonly WrittenRecord[],
): void {
  const articleIds = records.filter((r) => holdsXmlIllegalText(r.content)).map((r) => r.id);
  if (articleIds.length) logger.warn({ response, articleIds }, DROPPED_CHARACTERS_MESSAGE);
}

/** The same warning for a list of whole records that carry their own id (articles). */
export function warnOfDroppedCharactersIn(
  logger: Logger,
  response: string,
  records: readonly { id: string }[],
): void {
  warnOfDroppedCharacters(
    logger,
    response,
    records.map((record) => ({ id: record.id, content: record })),
  );
}
