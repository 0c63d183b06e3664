import { defineConsumer, handleOnce, type ConsumingService } from '@journal/events';
import { countSubmission } from '../repositories/journal-submissions.repository';

/**
 * Counts each journal's submissions from the submission service's events, so a journal with any can be
 * refused deletion without a call (the journals service calls nobody: the role checks other services
 * make of it would close a cycle). Once per event id; a paper's later events do not change the count.
 */
export const submissionsConsumer = defineConsumer({
  group: 'journals.submissions',
  types: ['submission.created.v1'],
  handle:
    ({ pool }: ConsumingService, recordedAs) =>
    async (event) => {
      await handleOnce(pool, recordedAs, event, (client) => countSubmission(client, event.payload.journalId));
    },
});
