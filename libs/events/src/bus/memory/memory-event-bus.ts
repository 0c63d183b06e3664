import type { EventEnvelope } from '../../envelope';
import { silentLogger, type EventsLogger } from '../../logger';
import { physicalGroupName } from '../bus-naming';
import { deliverBatch } from '../deliver-batch';
import type {
  BatchHandler,
  DeadLetter,
  EventHandler,
  InspectableEventBus,
  SubscribeOptions,
  Subscription,
} from '../event-bus.port';
import { resolveRetryPolicy, type RetryPolicy } from '../retry-policy';

export interface MemoryEventBusOptions {
  logger?: EventsLogger;
  retry?: Partial<RetryPolicy>;
  /**
   * Events kept for groups that subscribe later (oldest dropped first; default 0 = none). With it set, a new
   * group starts from the retained history like on Redis and Kafka, so a service that subscribes after another
   * one's relay published at start-up still gets those events.
   */
  retainEvents?: number;
  /** Events handed to a batch handler at once (default 100). */
  batchSize?: number;
}

/** A queued event and, when its publisher waits for this group, how to tell it the outcome. */
interface Queued {
  event: EventEnvelope;
  settle?: { resolve(): void; reject(err: Error): void };
}

interface Consumer {
  handler: EventHandler;
  batchHandler?: BatchHandler;
  controller: AbortController;
}

/** A group outlives its subscriptions: events published while nobody listens wait for the next subscriber. */
interface Group {
  /** The group name as subscribed (dead letters and logs use it). */
  name: string;
  types: Set<string>;
  queue: Queued[];
  consumers: Consumer[];
  nextConsumer: number;
  draining: boolean;
  inFlight: { consumer: Consumer; done: Promise<void> } | null;
}

/**
 * In-process bus for the embedded mode and unit tests. `publish` resolves only once every group that has
 * consumers has handled the events (or dead-lettered them), so the outbox marks rows sent only after their
 * effects are committed: a crash before that leaves them pending and they are published again (at least
 * once). It rejects when such a group loses its last consumer first. Serial per group (so per-aggregate order
 * holds), in batches of what has accumulated, round-robin over the group's consumers, retries in place, a dead-letter list. A group without
 * consumers keeps the events for its next consumer without holding the publisher. Nothing survives the
 * process; new groups replay what the bus retained (only with retainEvents > 0).
 */
export class MemoryEventBus implements InspectableEventBus {
  private readonly groups = new Map<string, Group>();
  private readonly deadLetters: DeadLetter[] = [];
  /** JSON of published events, oldest first, for groups created later. */
  private readonly history: { type: string; wire: string }[] = [];
  private readonly retainEvents: number;
  private readonly batchSize: number;
  private readonly policy: RetryPolicy;
  private readonly logger: EventsLogger;
  private closed = false;

  constructor(options: MemoryEventBusOptions = {}) {
    this.policy = resolveRetryPolicy(options.retry);
    this.logger = options.logger ?? silentLogger;
    this.retainEvents = options.retainEvents ?? 0;
    this.batchSize = Math.max(1, options.batchSize ?? 100);
  }

  async publish(events: EventEnvelope[]): Promise<void> {
    if (this.closed) throw new Error('event bus is closed');
    const handled: Promise<void>[] = [];
    for (const event of events) {
      // Serialise like a real transport: consumers get their own copy and non-JSON values fail here.
      const wire = JSON.stringify(event);
      if (this.retainEvents > 0) this.history.push({ type: event.type, wire });
      if (this.history.length > this.retainEvents) this.history.shift();
      for (const group of this.groups.values()) {
        if (!group.types.has(event.type)) continue;
        const queued: Queued = { event: JSON.parse(wire) as EventEnvelope };
        if (group.consumers.length > 0)
          handled.push(new Promise<void>((resolve, reject) => (queued.settle = { resolve, reject })));
        group.queue.push(queued);
      }
    }
    for (const group of this.groups.values()) this.scheduleDrain(group);
    await Promise.all(handled);
  }

  async subscribe(opts: SubscribeOptions): Promise<Subscription> {
    if (this.closed) throw new Error('event bus is closed');
    const key = physicalGroupName(opts.group, opts.types);
    let group = this.groups.get(key);
    if (!group) {
      const types = new Set(opts.types);
      group = {
        name: opts.group,
        types,
        queue: this.history
          .filter((h) => types.has(h.type))
          .map((h) => ({ event: JSON.parse(h.wire) as EventEnvelope })),
        consumers: [],
        nextConsumer: 0,
        draining: false,
        inFlight: null,
      };
      this.groups.set(key, group);
    }
    const consumer: Consumer = {
      handler: opts.handler,
      batchHandler: opts.batchHandler,
      controller: new AbortController(),
    };
    group.consumers.push(consumer);
    this.scheduleDrain(group);
    const owner = group;
    return { stop: () => this.stopConsumer(owner, consumer) };
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const group of this.groups.values()) {
      for (const consumer of [...group.consumers]) await this.stopConsumer(group, consumer);
    }
  }

  async listDeadLetters(limit = 100): Promise<DeadLetter[]> {
    return this.deadLetters.slice(-limit);
  }

  private async stopConsumer(group: Group, consumer: Consumer): Promise<void> {
    consumer.controller.abort();
    group.consumers = group.consumers.filter((c) => c !== consumer);
    if (group.inFlight?.consumer === consumer) await group.inFlight.done;
    if (group.consumers.length > 0) return;
    // Nobody left to handle them now: their publishers must not count them as delivered.
    for (const queued of group.queue) {
      queued.settle?.reject(
        new Error(`group ${group.name} stopped before handling event ${queued.event.id}`),
      );
      delete queued.settle;
    }
  }

  private scheduleDrain(group: Group): void {
    if (group.draining || group.queue.length === 0 || group.consumers.length === 0) return;
    group.draining = true;
    setImmediate(() => {
      void this.drain(group).finally(() => {
        group.draining = false;
        this.scheduleDrain(group);
      });
    });
  }

  /** Takes the queue head in batches (what has accumulated, up to batchSize) and settles each event's publisher. */
  private async drain(group: Group): Promise<void> {
    for (;;) {
      if (group.queue.length === 0 || group.consumers.length === 0) return;
      const consumer = group.consumers[group.nextConsumer++ % group.consumers.length]!;
      // Without a batch handler, one event per turn keeps the round-robin over the group's consumers.
      const batch = group.queue.slice(0, consumer.batchHandler ? this.batchSize : 1);
      let release!: () => void;
      group.inFlight = { consumer, done: new Promise((r) => (release = r)) };
      try {
        const outcomes = await deliverBatch(
          batch.map((q) => q.event),
          consumer,
          { group: group.name, policy: this.policy, logger: this.logger, signal: consumer.controller.signal },
        );
        for (const [i, outcome] of outcomes.entries()) {
          if (outcome.kind === 'abandoned') break; // stays at the head for the next consumer
          const queued = batch[i]!;
          group.queue.shift();
          queued.settle?.resolve();
          if (outcome.kind === 'exhausted') {
            this.deadLetters.push({
              event: queued.event,
              group: group.name,
              attempts: outcome.attempts,
              error: outcome.error,
              failedAt: new Date().toISOString(),
            });
          }
        }
      } finally {
        group.inFlight = null;
        release();
      }
    }
  }
}
