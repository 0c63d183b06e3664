import type { Queryable } from '@journal/db';
import { insertActivity } from '../../repositories/activity.repository';
import { activityEntriesOf, isActivityEvent } from './activity-entries';

/** An event's log entries, stored once in the consumer's transaction (insertActivity); other events leave none. */
export async function recordActivity(db: Queryable, event: { id: string; type: string }): Promise<void> {
  if (!isActivityEvent(event)) return;
  await insertActivity(db, event.id, event.payload.submissionId, activityEntriesOf(event));
}
