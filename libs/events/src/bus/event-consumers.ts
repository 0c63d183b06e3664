import type { Pool } from 'pg';
import type { EventType } from '../contracts/event-contracts.registry';
import type { EventOf } from '../contracts/typed-events';
import type { ConsumerOf } from '../idempotency/handle-once';
import { startProcessedEventsPurge } from '../idempotency/processed-events-purge';
import type { EventsLogger } from '../logger';
import type { EventBus, Subscription } from './event-bus.port';
import { batched, inTurn, subscribe, type EventSubscription } from './subscribe';

/**
 * The wait after a small read that the lingering groups share (SubscribeOptions.lingerMs): at 100 changes/s
 * it lets a few events share a read and a transaction (docs/performance.md).
 */
export const READ_LINGER_MS = 50;

/** Where a service's groups subscribe, and whose processed_events (`schema`) their handlers record in. */
export interface SubscribingService {
  bus: EventBus;
  schema: string;
}

/**
 * One consumer group of a service, declared once beside its handler (`defineConsumer`): the service's
 * descriptor lists it (its group and types) and its composition subscribes it.
 */
export interface ConsumerDefinition<T extends EventType = EventType, D = SubscribingService> {
  readonly group: string;
  /** Contract types from the registry (a typo does not compile); they also name the group's streams. */
  readonly types: readonly T[];
  /**
   * Subscribes the group on the service's bus, its handler made then from the service's dependencies;
   * `reads` replaces the group's own read settings (a bench trying another batch size).
   */
  readonly subscribe: (service: D, reads?: ReadSettings) => Promise<Subscription>;
}

/** The events a definition's group takes, discriminated on `type`. */
export type ConsumedEvent<C> = C extends ConsumerDefinition<infer T, never> ? EventOf<T> : never;

/**
 * Makes a group's handler from the service's dependencies. `recordedAs` is where the group records the
 * events it handled (handleOnce): the service's processed_events under this very group.
 */
type HandlerFactory<D, H> = (service: D, recordedAs: ConsumerOf) => H;

/** SubscribeOptions.lingerMs and batchSize, which only a group with a batch handler uses. */
export type ReadSettings = Pick<EventSubscription<EventType>, 'lingerMs' | 'batchSize'>;

interface ConsumerReads<D> {
  group: string;
  types: readonly EventType[];
  /**
   * SubscribeOptions.lingerMs (with `inTurn` or `handleBatch`): the wait after a small read, so that at a
   * high rate one read takes several events. A function when the service's settings decide it.
   */
  lingerMs?: number | ((service: D) => number);
  /** SubscribeOptions.batchSize (with `handleBatch`): the most events read at once. */
  batchSize?: number;
}

/** Each event alone; `inTurn`: read several at once, still handed over one at a time (see `inTurn`). */
interface OneAtATime<T extends EventType, D> extends ConsumerReads<D> {
  types: readonly T[];
  handle: HandlerFactory<D, (event: NoInfer<EventOf<T>>) => Promise<void>>;
  inTurn?: true;
}

/** Several events read together, handled at once (an event delivered alone is a batch of one). */
interface InBatches<T extends EventType, D> extends ConsumerReads<D> {
  types: readonly T[];
  handleBatch: HandlerFactory<D, (events: NoInfer<EventOf<T>>[]) => Promise<void>>;
}

/**
 * Declares a consumer group once: its name, its contract types (whose events its handler gets, typed) and
 * how it reads them. The handler is made when the composition subscribes the group (its start), so it may
 * use what an earlier part of the service's background work made.
 */
export function defineConsumer<const T extends EventType, D extends SubscribingService>(
  spec: OneAtATime<T, D> | InBatches<T, D>,
): ConsumerDefinition<T, D> {
  const { group, types } = spec;
  return {
    group,
    types,
    subscribe: (service, reads) => {
      const recordedAs = { schema: service.schema, group };
      const lingerMs = typeof spec.lingerMs === 'function' ? spec.lingerMs(service) : spec.lingerMs;
      const handlers =
        'handleBatch' in spec
          ? batched(spec.handleBatch(service, recordedAs))
          : spec.inTurn
            ? inTurn(spec.handle(service, recordedAs))
            : { handler: spec.handle(service, recordedAs) };
      return subscribe(service.bus, {
        group,
        types,
        ...handlers,
        lingerMs,
        batchSize: spec.batchSize,
        ...reads,
      });
    },
  };
}

/** What a consuming service's event work needs: its bus, and its schema's processed_events. */
export interface ConsumingService extends SubscribingService {
  pool: Pool;
  logger?: EventsLogger;
  /** processed_events retention (default 7 days). */
  processedEventsRetentionMs?: number;
}

/**
 * A consuming service's event work, as parts of @journal/http's `backgroundWork`: each consumer group
 * subscribed in order at start (its handler made from `service`), then the hourly purge of old
 * processed_events rows (handleOnce's records).
 */
export function eventConsumers<D extends ConsumingService>(
  service: D,
  consumers: readonly ConsumerDefinition<EventType, D>[],
): Array<() => Promise<{ stop(): Promise<void> }>> {
  const purge = async () =>
    startProcessedEventsPurge({
      pool: service.pool,
      schema: service.schema,
      retentionMs: service.processedEventsRetentionMs,
      logger: service.logger,
    });
  return [...consumers.map((group) => () => group.subscribe(service)), purge];
}
