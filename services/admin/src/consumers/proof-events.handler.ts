import { defineConsumer, type ConsumingService } from '@journal/events';
import { recordActivity } from '../domain/activity/record-activity';

/**
 * Issue 31: the proofs of a paper's production file, and its failed conversions, as activity entries.
 * Not handleOnce: the log is this group's only effect and its rows are keyed by (event id, entry), so a
 * redelivered event writes nothing new without a processed_events row.
 */
export const proofActivityConsumer = defineConsumer({
  group: 'admin.proofs',
  types: [
    'publishing.proof_sent.v1',
    'publishing.proof_answered.v1',
    'publishing.production_conversion_failed.v1',
  ],
  handle:
    ({ pool }: ConsumingService) =>
    async (event) => {
      await recordActivity(pool, event);
    },
});
