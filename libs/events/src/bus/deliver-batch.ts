import { performance } from 'node:perf_hooks';
import type { EventEnvelope } from '../envelope';
import { errorMessage, type EventsLogger } from '../logger';
import { eventHooks } from '../observability/event-observer';
import {
  deliverWithRetry,
  secondsSince,
  type DeliveryContext,
  type DeliveryOutcome,
} from './deliver-with-retry';
import type { BatchHandler, EventHandler, SubscribeOptions } from './event-bus.port';
import type { RetryPolicy } from './retry-policy';

/**
 * Delivers events read together: one call of the batch handler when there is one and more than one event;
 * when that throws, each event alone through deliverWithRetry, in order, so a poison event is retried and
 * dead-lettered on its own while the others are handled (handlers are idempotent, so events the failed batch
 * may have touched are safe to handle again). Returns one outcome per event; after an `abandoned` one (the
 * subscription is stopping) the rest are abandoned too, so none overtakes an event left unacknowledged.
 */
export async function deliverBatch(
  events: EventEnvelope[],
  handlers: { handler: EventHandler; batchHandler?: BatchHandler },
  ctx: Omit<DeliveryContext, 'beforeRetry'> & {
    /** Before each retry of the event at `index` (in the one-by-one path); false abandons it. */
    beforeRetry?: (index: number) => Promise<boolean>;
  },
): Promise<DeliveryOutcome[]> {
  if (handlers.batchHandler && events.length > 1) {
    try {
      // Each event's consume hook wraps the one batch call (every event gets its span, and the call's
      // duration, as one delivered alone would), and each is counted handled: observers see batches like
      // single events.
      const batchHandler = handlers.batchHandler;
      let run = () => batchHandler(events);
      for (const event of events) {
        const inner = run;
        run = () => eventHooks.consume(ctx.group, event, inner);
      }
      const started = performance.now();
      await run();
      const seconds = secondsSince(started);
      for (const event of events) eventHooks.delivered(ctx.group, event, 'handled', seconds);
      return events.map(() => ({ kind: 'handled', attempts: 1 }));
    } catch (err) {
      ctx.logger.warn(
        { group: ctx.group, events: events.length, err: errorMessage(err) },
        'event batch failed; handling its events one by one',
      );
    }
  }
  const outcomes: DeliveryOutcome[] = [];
  for (const [index, event] of events.entries()) {
    const previous = outcomes[outcomes.length - 1];
    if (previous?.kind === 'abandoned' || ctx.signal.aborted) {
      outcomes.push({ kind: 'abandoned', attempts: 0 });
      continue;
    }
    const { beforeRetry } = ctx;
    outcomes.push(
      await deliverWithRetry(event, handlers.handler, {
        ...ctx,
        beforeRetry: beforeRetry && (() => beforeRetry(index)),
      }),
    );
  }
  return outcomes;
}

/** What a broker consumer (Kafka, Redis Streams) delivers with: its group's handlers, retry policy and logger. */
export interface GroupDelivery {
  logicalGroup: string;
  /** The event types the group takes; others are acknowledged unhandled. */
  types: Set<string>;
  handler: EventHandler;
  batchHandler?: BatchHandler;
  policy: RetryPolicy;
  logger: EventsLogger;
}

/** A subscription's group as its broker consumer delivers to it. */
export function groupDeliveryOf(
  opts: SubscribeOptions,
  policy: RetryPolicy,
  logger: EventsLogger,
): GroupDelivery {
  return {
    logicalGroup: opts.group,
    types: new Set(opts.types),
    handler: opts.handler,
    batchHandler: opts.batchHandler,
    policy,
    logger,
  };
}

/** deliverBatch for a broker consumer's group; `beforeRetry` keeps its hold on the event while it waits. */
export function deliverToGroup(
  events: EventEnvelope[],
  d: GroupDelivery,
  signal: AbortSignal,
  beforeRetry: (index: number) => Promise<boolean>,
): Promise<DeliveryOutcome[]> {
  return deliverBatch(events, d, {
    group: d.logicalGroup,
    policy: d.policy,
    logger: d.logger,
    signal,
    beforeRetry,
  });
}
