import { eventTablesMigration } from '@journal/events';

// processed_events of the articles and journals consumers (handleOnce), from its one definition in
// @journal/events (ADR 0033). The usage consumer records none (see consumers/usage-events.handler.ts).
export const { up, down } = eventTablesMigration('statistics', 'processed_events');
