import type { PoolClient } from '@journal/db';
import { recordJournalDeleted } from '../events/journal-events.publisher';
import { deleteSubmissionCount } from '../repositories/journal-submissions.repository';
import { deleteJournalRow } from '../repositories/journals.repository';
import type { Journal } from './journal.types';

export const JOURNAL_HAS_SUBMISSIONS = 'This journal has submissions; archive it instead';

/** Removes the cover image of a deleted journal once its row is gone (after COMMIT, never fatal). */
export type DiscardCover = (key: string) => Promise<void>;

/**
 * Deletes a journal the caller locked and found without submissions: the row (board, roles and invitations
 * cascade), its submission count, and a journal_deleted event in the same transaction.
 */
export async function deleteLockedJournal(client: PoolClient, journal: Journal): Promise<void> {
  await deleteJournalRow(client, journal.slug);
  await deleteSubmissionCount(client, journal.slug);
  await recordJournalDeleted(client, journal);
}
