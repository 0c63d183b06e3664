import type { EventEnvelope } from '../envelope';

export type EventHandler = (event: EventEnvelope) => Promise<void>;

/**
 * Handles several events at once, in stream order, all or nothing: resolve = every event handled; throw =
 * none counts as handled and the adapter hands each event to `handler` alone (with its retries and dead
 * letter), so one poison event holds back nobody. Must be idempotent like `handler` (see handleBatchOnce).
 */
export type BatchHandler = (events: EventEnvelope[]) => Promise<void>;

export interface SubscribeOptions {
  /** Consumer group: each group gets every event of its types once; consumers of one group compete. */
  group: string;
  /** Event types this subscription handles. A group is identified by its name and this list. */
  types: string[];
  /** Resolve = handled (acknowledged); throw = redelivered with backoff, dead-lettered after N attempts. */
  handler: EventHandler;
  /** Optional fast path for several events read together (a stream read, a Kafka batch, a queue drain). */
  batchHandler?: BatchHandler;
  /**
   * With a batchHandler: after a small read (under a tenth of a batch), wait up to this long before reading
   * again, so events arriving close together are handled (one transaction, one acknowledgement) together.
   * The wait follows the arrival rate: none when fewer than four events would arrive in it (low rates keep
   * their latency, the first event after a quiet spell included), a few milliseconds under heavy load.
   * Redis Streams honours it; Kafka batches by its fetch settings and the in-memory bus drains its queue,
   * so they ignore it.
   */
  lingerMs?: number;
  /**
   * With a batchHandler: the most events read at once, for a group whose batch costs the same at any size
   * (one transaction): the usage consumer reads 1,000. Redis Streams honours it (default: the bus's
   * batchSize); Kafka and the in-memory bus ignore it.
   */
  batchSize?: number;
}

export interface Subscription {
  /** Stops taking new events, lets the event in progress finish, then returns. */
  stop(): Promise<void>;
}

/**
 * Event bus port. At-least-once: a handler may see an event again (after a failure, a crash or a
 * rebalance), so handlers are idempotent (see handleOnce). See README "Delivery guarantees".
 */
export interface EventBus {
  publish(events: EventEnvelope[]): Promise<void>;
  subscribe(opts: SubscribeOptions): Promise<Subscription>;
  close(): Promise<void>;
}

/** An event a group gave up on after the configured number of attempts. */
export interface DeadLetter {
  event: EventEnvelope;
  group: string;
  attempts: number;
  error: string;
  failedAt: string;
}

/** Every adapter keeps dead letters somewhere inspectable (memory list, Redis stream, Kafka topic). */
export interface DeadLetterSource {
  listDeadLetters(limit?: number): Promise<DeadLetter[]>;
}

export type InspectableEventBus = EventBus & DeadLetterSource;
