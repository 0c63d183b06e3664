import { eventTablesMigration } from '@journal/events';

// The outbox the publication event (publishing.article_published.v1) leaves through, its dead letters
// and processed_events, from their one definition in @journal/events (ADR 0033).
export const { up, down } = eventTablesMigration('publishing');
