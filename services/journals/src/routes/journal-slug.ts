import { validatePathParam } from '@journal/errors';
import { JOURNAL_NOT_FOUND } from '../domain/board.service';
import { slugField } from '../domain/journal.input';

/** The journal a path names by `:slug`; a slug no journal can have is an unknown journal (404). */
export function journalSlugOf(raw: unknown): string {
  return validatePathParam(slugField, raw, JOURNAL_NOT_FOUND);
}
