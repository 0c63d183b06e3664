import { eventTablesMigration } from '@journal/events';

// The outbox, its dead letters and processed_events, from their one definition in @journal/events
// (ADR 0033). A database whose 001 made them before trace_context existed gets that column.
export const { up, down } = eventTablesMigration('review');
