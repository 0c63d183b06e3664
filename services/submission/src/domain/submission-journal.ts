import type { Queryable } from '@journal/db';
import { findSubmission } from '../repositories/submissions.repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The journal of a paper, as the editorial guard asks it (`submissionJournal`, docs/conventions.md "Auth"):
 * undefined for an unknown or malformed id, which the guard answers 404 `Submission not found`.
 */
export async function submissionJournal(db: Queryable, id: string): Promise<string | undefined> {
  return UUID.test(id) ? (await findSubmission(db, id))?.journalId : undefined;
}
