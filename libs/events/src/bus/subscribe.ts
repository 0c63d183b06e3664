import { parseEvent } from '../contracts/parse-event';
import type { EventType } from '../contracts/event-contracts.registry';
import type { EventOf } from '../contracts/typed-events';
import { eventHooks } from '../observability/event-observer';
import type { EventBus, Subscription } from './event-bus.port';

export interface EventSubscription<T extends EventType> {
  /** Consumer group: each group gets every event of its types once; consumers of one group compete. */
  group: string;
  /** Contract types from the registry (a typo does not compile); they also name the group's streams. */
  types: readonly T[];
  /** Gets the event parsed against its contract. Resolve = handled; throw = redelivered, then dead-lettered. */
  handler: (event: EventOf<T>) => Promise<void>;
  /**
   * Optional: several events read together, parsed, in stream order, all or nothing (see BatchHandler).
   * When one event breaks its contract the batch is refused, so each event goes through `handler` alone and
   * only the bad one is retried and dead-lettered.
   */
  batchHandler?: (events: EventOf<T>[]) => Promise<void>;
  /** With batchHandler: see SubscribeOptions.lingerMs. */
  lingerMs?: number;
  /** With batchHandler: see SubscribeOptions.batchSize. */
  batchSize?: number;
}

/**
 * How services subscribe: by contract type, receiving the parsed, typed event. An event that breaks
 * its contract throws here, so the bus retries and then dead-letters it; no handler re-parses.
 * `bus.subscribe` itself is the transport's untyped port, for libs/events and its tests only.
 */
export function subscribe<T extends EventType>(
  bus: EventBus,
  options: EventSubscription<T>,
): Promise<Subscription> {
  const types: readonly string[] = options.types;
  eventHooks.subscribed(options.group, types);
  return bus.subscribe({
    group: options.group,
    types: [...types],
    handler: async (envelope) => {
      const event = parseEvent(envelope);
      // Adapters deliver only subscribed types; anything else (a shared stream, a stale group) is not ours.
      if (!types.includes(event.type)) return;
      await options.handler(event as EventOf<T>);
    },
    ...(options.batchHandler && {
      lingerMs: options.lingerMs,
      batchSize: options.batchSize,
      batchHandler: async (envelopes) => {
        const events = envelopes.map(parseEvent).filter((event) => types.includes(event.type));
        if (events.length > 0) await options.batchHandler!(events as EventOf<T>[]);
      },
    }),
  });
}

/**
 * The handlers of a group whose handler takes batches: an event delivered alone is a batch of one.
 * Spread into a subscription: `{ group, types, ...batched(handle), lingerMs }`.
 */
export function batched<E>(handle: (events: E[]) => Promise<void>) {
  return { handler: (event: E) => handle([event]), batchHandler: handle };
}

/**
 * The handlers of a group whose events are handled one at a time, spread like `batched` so the group may
 * linger: its reads then take several events at once (fewer reads at a high rate, on a shared stream
 * mostly of other groups' types). A batch that fails is handled again event by event, so `handle` must
 * be idempotent, as every handler is.
 */
export function inTurn<E>(handle: (event: E) => Promise<void>) {
  return {
    handler: handle,
    batchHandler: async (events: E[]) => {
      for (const event of events) await handle(event);
    },
  };
}
