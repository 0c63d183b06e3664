import type { Pool } from '@journal/db';
import { handleOnce } from '@journal/events';
import { activityEntriesOf, type ActivityEvent } from '../domain/activity/activity-entries';
import { insertActivity } from '../repositories/activity.repository';
import { SCHEMA } from '../repositories/schema';

export { ACTIVITY_EVENT_TYPES } from '../domain/activity/activity-entries';
export const ACTIVITY_CONSUMER_GROUP = 'admin.activity';

/** Writes each event's activity entries once per event id (issue 29 item 7). */
export function activityEventsHandler(pool: Pool) {
  return async (event: ActivityEvent): Promise<void> => {
    await handleOnce(pool, SCHEMA, event, async (client) => {
      await insertActivity(client, event.id, event.payload.submissionId, activityEntriesOf(event));
    });
  };
}
