import type { Pool } from '@journal/db';
import {
  defineConsumer,
  handleOnce,
  type ConsumerOf,
  type ConsumingService,
  type TypedEvent,
} from '@journal/events';
import { copyConsentedReports } from '../repositories/transferred-reports.repository';

/**
 * Issue 44 item 1: when a paper is transferred to a sister journal, the reports whose reviewers consented
 * go with it (a group of its own, so no older group's type list changes).
 */
export const transfersConsumer = defineConsumer({
  group: 'review.transfers',
  types: ['submission.transferred.v1'],
  handle:
    ({ pool }: ConsumingService, recordedAs) =>
    (event) =>
      applyTransfer(pool, recordedAs, event),
});

/** Once per event id; a second event of the same transfer copies nothing again (one row per report). */
export async function applyTransfer(
  pool: Pool,
  recordedAs: ConsumerOf,
  event: TypedEvent<'submission.transferred.v1'>,
): Promise<void> {
  await handleOnce(pool, recordedAs, event, async (client) => {
    const p = event.payload;
    await copyConsentedReports(client, {
      from: p.fromSubmissionId,
      to: p.toSubmissionId,
      fromJournal: p.fromJournalId,
    });
  });
}
