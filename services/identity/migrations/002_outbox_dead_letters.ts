import { eventTablesMigration } from '@journal/events';

// The outbox, its dead letters and processed_events, from their one definition in @journal/events
// (ADR 0033). A database whose 001 made the first outbox gets the dead-letter table and the later columns.
export const { up, down } = eventTablesMigration('identity');
