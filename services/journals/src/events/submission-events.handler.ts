import type { Pool } from '@journal/db';
import { handleOnce, type EventOf } from '@journal/events';
import { countSubmission } from '../repositories/journal-submissions.repository';
import { SCHEMA } from '../schema';

export const SUBMISSIONS_CONSUMER_GROUP = 'journals.submissions';
export const SUBMISSIONS_EVENT_TYPES = ['submission.created.v1'] as const;

/**
 * Counts each journal's submissions from the submission service's events, so a journal with any can be
 * refused deletion without a call (the journals service calls nobody: the role checks other services
 * make of it would close a cycle). Once per event id; a paper's later events do not change the count.
 */
export function submissionEventsHandler(pool: Pool) {
  return async (event: EventOf<'submission.created.v1'>): Promise<void> => {
    await handleOnce(pool, { schema: SCHEMA, group: SUBMISSIONS_CONSUMER_GROUP }, event, (client) =>
      countSubmission(client, event.payload.journalId),
    );
  };
}
