import { processedEventsByGroupMigration } from '@journal/events';

// processed_events keyed by (consumer group, event id), so two groups of this service taking one event type
// each handle it once. Existing rows go to the groups that record handled ids here: journals.users, and
// journals.submissions, added alongside this migration (should a database have run it under the old key).
// They take disjoint event types and the old table holds no type, so each old row goes to both, which keeps
// exactly the old skips (see processedEventsByGroupMigration).
export const { up, down } = processedEventsByGroupMigration('journals', [
  'journals.users',
  'journals.submissions',
]);
