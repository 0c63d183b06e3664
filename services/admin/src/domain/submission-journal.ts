import type { Queryable } from '@journal/db';
import { journalOfSubmission } from '../repositories/submission-listing.repository';

/**
 * The journal of a submission in the read model, as the editorial guard asks it (`submissionJournal`,
 * docs/conventions.md "Auth"): undefined for an unknown or malformed id, which the guard answers 404.
 */
export function submissionJournal(db: Queryable, id: string): Promise<string | undefined> {
  return journalOfSubmission(db, id);
}
