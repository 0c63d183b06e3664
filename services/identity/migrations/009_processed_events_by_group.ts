import { processedEventsByGroupMigration } from '@journal/events';

// processed_events keyed by (consumer group, event id), as in every service. identity consumes no events, so no
// group records here and no row is kept (see processedEventsByGroupMigration).
export const { up, down } = processedEventsByGroupMigration('identity', []);
