import type { Pool } from 'pg';
import type { EventType } from '../contracts/event-contracts.registry';
import { startProcessedEventsPurge } from '../idempotency/processed-events-purge';
import type { EventsLogger } from '../logger';
import type { EventBus, Subscription } from './event-bus.port';
import { subscribe, type EventSubscription } from './subscribe';

/** One consumer group of a service, typed by its contract types (see `subscribe`). */
export interface Consumer {
  subscribe(bus: EventBus): Promise<Subscription>;
}

/**
 * A consumer group for `eventConsumers`. Pass a function when the handler needs something an earlier part
 * of the service's background work made at start (it is called then).
 */
export function consumer<T extends EventType>(
  subscription: EventSubscription<T> | (() => EventSubscription<T>),
): Consumer {
  return {
    subscribe: (bus) => subscribe(bus, typeof subscription === 'function' ? subscription() : subscription),
  };
}

/** What a consuming service's event work needs: its bus, and its schema's processed_events. */
export interface ConsumingService {
  bus: EventBus;
  pool: Pool;
  schema: string;
  logger?: EventsLogger;
  /** processed_events retention (default 7 days). */
  processedEventsRetentionMs?: number;
}

/**
 * A consuming service's event work, as parts of @journal/http's `backgroundWork`: each consumer group
 * subscribed in order at start, then the hourly purge of old processed_events rows (handleOnce's records).
 */
export function eventConsumers(
  service: ConsumingService,
  consumers: readonly Consumer[],
): Array<() => Promise<{ stop(): Promise<void> }>> {
  const purge = async () =>
    startProcessedEventsPurge({
      pool: service.pool,
      schema: service.schema,
      retentionMs: service.processedEventsRetentionMs,
      logger: service.logger,
    });
  return [...consumers.map((group) => () => group.subscribe(service.bus)), purge];
}
