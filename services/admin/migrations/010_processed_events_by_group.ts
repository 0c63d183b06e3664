import { processedEventsByGroupMigration } from '@journal/events';

// processed_events keyed by (consumer group, event id), so two groups of this service taking one event type
// each handle it once. Existing rows go to the groups below, the ones that recorded handled ids here when
// this was written. The old table holds no event type, so a row cannot be traced to its group; each goes
// to all of them, which keeps exactly the old skips: those groups took disjoint types (house-shape checked
// it), so the copies under the groups that never take the row's type are never looked up, and they expire
// with the purge (see processedEventsByGroupMigration).
export const { up, down } = processedEventsByGroupMigration('admin', [
  'admin.read-model',
  'admin.review-summary',
  'admin.journals',
]);
