import type { Pool } from 'pg';
import type { EventEnvelope } from '../envelope';

export type DeliveryEvent = 'handled' | 'failed' | 'retried' | 'dead_lettered';

/**
 * Hooks the event machinery calls at a few named points, so metrics and tracing (libs/metrics,
 * libs/tracing) observe it without libs/events depending on them. Every hook is optional; with no
 * observer registered each point costs one empty loop.
 */
export interface EventObserver {
  /** writeOutbox: the W3C traceparent of the change being committed, stored with its outbox row. */
  traceparent?(): string | undefined;
  /** A relay was created for `schema` (outbox backlog gauges read its table). */
  relayCreated?(relay: { schema: string; pool: Pool }): void;
  /** The relay hands rows to the bus: wraps the publish (spans) and may restamp the envelopes. */
  publish?(
    schema: string,
    events: EventEnvelope[],
    publish: (events: EventEnvelope[]) => Promise<void>,
  ): Promise<void>;
  /** The relay published `count` rows of `schema` (they are marked sent in the same transaction). */
  published?(schema: string, count: number): void;
  /** A service subscribed a consumer group (backlog gauges read its streams or topics). */
  subscribed?(group: string, types: readonly string[]): void;
  /** One attempt of a consumer's handler: wraps it (spans). */
  consume?(group: string, event: EventEnvelope, handle: () => Promise<void>): Promise<void>;
  /**
   * What became of one attempt (failed, then retried or dead_lettered) or of the event (handled). For
   * `handled` and `failed`, `seconds` is how long the attempt took, the wrapping hooks included (a batch
   * handled in one call: that call's time, for each of its events).
   */
  delivered?(group: string, event: EventEnvelope, outcome: DeliveryEvent, seconds?: number): void;
}

const observers: EventObserver[] = [];
/** The observers with a consume hook: an event pays for a wrapper only where one wraps. */
let consumers: EventObserver[] = [];

/** Registers an observer for this process; returns its removal. */
export function observeEvents(observer: EventObserver): () => void {
  observers.push(observer);
  consumers = observers.filter((o) => o.consume);
  return () => {
    const index = observers.indexOf(observer);
    if (index >= 0) observers.splice(index, 1);
    consumers = observers.filter((o) => o.consume);
  };
}

// The wrapping hooks nest the observers, the last registered outermost, by recursion over an index rather
// than by composing closures in a loop: tsx (esbuild keepNames) names every closure assigned to a
// variable with Object.defineProperty, a cost each event would pay per observer.

function publishFrom(
  index: number,
  schema: string,
  events: EventEnvelope[],
  publish: (events: EventEnvelope[]) => Promise<void>,
): Promise<void> {
  for (let i = index; i >= 0; i--) {
    const o = observers[i]!;
    if (o.publish) return o.publish(schema, events, (list) => publishFrom(i - 1, schema, list, publish));
  }
  return publish(events);
}

function consumeFrom(
  list: EventObserver[],
  index: number,
  group: string,
  event: EventEnvelope,
  handle: () => Promise<void>,
): Promise<void> {
  if (index < 0) return handle();
  // The innermost wrapper gets the handler itself, not a closure that comes back here to find it.
  const inner = index === 0 ? handle : () => consumeFrom(list, index - 1, group, event, handle);
  return list[index]!.consume!(group, event, inner);
}

/** The hooks as libs/events calls them. */
export const eventHooks = {
  traceparent(): string | undefined {
    for (const o of observers) {
      const value = o.traceparent?.();
      if (value) return value;
    }
    return undefined;
  },
  relayCreated(relay: { schema: string; pool: Pool }): void {
    for (const o of observers) o.relayCreated?.(relay);
  },
  /** Runs `publish` with the envelopes as the observers restamp them (a span per event). */
  publish(
    schema: string,
    events: EventEnvelope[],
    publish: (events: EventEnvelope[]) => Promise<void>,
  ): Promise<void> {
    return publishFrom(observers.length - 1, schema, events, publish);
  },
  published(schema: string, count: number): void {
    if (count > 0) for (const o of observers) o.published?.(schema, count);
  },
  subscribed(group: string, types: readonly string[]): void {
    for (const o of observers) o.subscribed?.(group, types);
  },
  consume(group: string, event: EventEnvelope, handle: () => Promise<void>): Promise<void> {
    // The list as it is now: an observer removed meanwhile (a shutdown) replaces it, never changes it.
    const list = consumers;
    return consumeFrom(list, list.length - 1, group, event, handle);
  },
  delivered(group: string, event: EventEnvelope, outcome: DeliveryEvent, seconds?: number): void {
    for (const o of observers) o.delivered?.(group, event, outcome, seconds);
  },
};
