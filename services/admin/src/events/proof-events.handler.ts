import type { Pool } from '@journal/db';
import type { EventOf } from '@journal/events';
import { recordActivity } from '../domain/activity/record-activity';

/** Issue 31: the proofs of a paper's production file, and its failed conversions, as activity entries. */
export const PROOF_ACTIVITY_CONSUMER_GROUP = 'admin.proofs';
export const PROOF_ACTIVITY_EVENT_TYPES = [
  'publishing.proof_sent.v1',
  'publishing.proof_answered.v1',
  'publishing.production_conversion_failed.v1',
] as const;
type ProofEvent = EventOf<(typeof PROOF_ACTIVITY_EVENT_TYPES)[number]>;

/**
 * Not handleOnce: the log is this group's only effect and its rows are keyed by (event id, entry), so a
 * redelivered event writes nothing new without a processed_events row.
 */
export function proofEventsHandler(pool: Pool) {
  return async (event: ProofEvent): Promise<void> => {
    await recordActivity(pool, event);
  };
}
