// Envelopes typed by their contract. Apart from the registry, which names the contracts, and the envelope,
// which names the fields, so that neither of the two imports the other.
import type { EventEnvelope } from '../envelope';
import type { EventPayload, EventType } from './event-contracts.registry';

export type TypedEvent<T extends EventType> = EventEnvelope<EventPayload<T>, T>;
/** Union of every known event, discriminated by `type`. */
export type KnownEvent = { [T in EventType]: TypedEvent<T> }[EventType];
/** The events of the types `T` (a union of contract types), discriminated by `type`. */
export type EventOf<T extends EventType> = Extract<KnownEvent, { type: T }>;
