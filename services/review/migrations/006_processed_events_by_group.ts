import { processedEventsByGroupMigration } from '@journal/events';

// processed_events keyed by (consumer group, event id), so two groups of this service taking one event type
// each handle it once. Existing rows go to the one group that records handled ids here (see
// processedEventsByGroupMigration).
export const { up, down } = processedEventsByGroupMigration('review', ['review.reviewer-pool']);
