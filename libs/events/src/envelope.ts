import { randomUUID } from 'node:crypto';
import type { EventPayload, EventType } from './contracts/event-contracts.registry';

/**
 * Integration event as it travels through the outbox and the bus.
 * `version` is the aggregate's version after the change (consumers apply versions in order).
 */
export interface EventEnvelope<P = unknown, T extends string = string> {
  id: string;
  type: T;
  occurredAt: string;
  aggregateId: string;
  version: number;
  payload: P;
  /** W3C trace context of the change that produced the event (set by writeOutbox when tracing is on). */
  traceparent?: string;
}

/** Payload type for a known contract type, `unknown` for any other string. */
export type PayloadFor<T extends string> = T extends EventType ? EventPayload<T> : unknown;

/** Builds an envelope with a fresh uuid and the current time; typed against the contract when `type` is known. */
export function createEvent<T extends string>(
  type: T,
  aggregateId: string,
  version: number,
  payload: PayloadFor<T>,
): EventEnvelope<PayloadFor<T>, T> {
  return { id: randomUUID(), type, occurredAt: new Date().toISOString(), aggregateId, version, payload };
}
