import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import Redis, { type RedisOptions } from 'ioredis';
import type { EventEnvelope } from '../../envelope';
import { errorMessage, silentLogger, type EventsLogger } from '../../logger';
import { categoriesOf, physicalGroupName } from '../bus-naming';
import type { DeadLetter, InspectableEventBus, SubscribeOptions, Subscription } from '../event-bus.port';
import { resolveRetryPolicy, type RetryPolicy } from '../retry-policy';
import { groupDeliveryOf } from '../deliver-batch';
import { StartedSubscriptions } from '../started-subscriptions';
import { encodeEvent, fieldValue, type StreamEntry } from './redis-codec';
import { RedisConsumer, type RedisConsumerSettings } from './redis-consumer';
import { RedisConsumerGroup } from './redis-consumer-group';
import { redisKeys, type RedisKeys } from './redis-keys';

export interface RedisEventBusOptions extends Partial<RedisConsumerSettings> {
  /** redis://host:port/db */
  url: string;
  redisOptions?: RedisOptions;
  /** Key prefix of the streams (`<prefix>:<category>`, `<prefix>:dead-letter`). */
  prefix?: string;
  /**
   * Approximate MAXLEN per stream on publish (default 100,000; 0 keeps everything). A group that falls
   * further behind loses the trimmed entries and reports it (error log 'fell behind the stream trim point').
   */
  maxLen?: number;
  logger?: EventsLogger;
  retry?: Partial<RetryPolicy>;
}

export const DEFAULT_STREAM_MAX_LEN = 100_000;

const defaults: RedisConsumerSettings = {
  batchSize: 100,
  blockMs: 2_000,
  claimIdleMs: 30_000,
  claimIntervalMs: 5_000,
  startFrom: 'earliest',
  closeTimeoutMs: 10_000,
};

/** Redis Streams adapter; see README "Redis Streams" for the key layout and guarantees. */
export class RedisEventBus implements InspectableEventBus {
  private readonly commands: Redis;
  private readonly keys: RedisKeys;
  private readonly settings: RedisConsumerSettings;
  private readonly policy: RetryPolicy;
  private readonly logger: EventsLogger;
  private readonly consumers = new StartedSubscriptions();
  private closed = false;

  constructor(private readonly options: RedisEventBusOptions) {
    this.logger = options.logger ?? silentLogger;
    this.policy = resolveRetryPolicy(options.retry);
    this.keys = redisKeys(options.prefix ?? 'journal:events');
    this.settings = {
      batchSize: options.batchSize ?? defaults.batchSize,
      blockMs: options.blockMs ?? defaults.blockMs,
      claimIdleMs: options.claimIdleMs ?? defaults.claimIdleMs,
      claimIntervalMs:
        options.claimIntervalMs ?? Math.min(defaults.claimIntervalMs, options.claimIdleMs ?? Infinity),
      startFrom: options.startFrom ?? defaults.startFrom,
      closeTimeoutMs: options.closeTimeoutMs ?? defaults.closeTimeoutMs,
    };
    // Fail a command after a few reconnect attempts instead of queueing forever: the outbox retries.
    this.commands = this.connect('events-commands');
  }

  async publish(events: EventEnvelope[]): Promise<void> {
    if (this.closed) throw new Error('event bus is closed');
    if (events.length === 0) return;
    const tx = this.commands.multi();
    const maxLen = this.options.maxLen ?? DEFAULT_STREAM_MAX_LEN;
    const trim = maxLen > 0 ? ['MAXLEN', '~', String(maxLen)] : [];
    for (const event of events)
      tx.call('XADD', this.keys.streamFor(event.type), ...trim, '*', ...encodeEvent(event));
    const results = await tx.exec();
    const failed = results?.find(([err]) => err);
    if (!results || failed) throw failed?.[0] ?? new Error('publish transaction aborted');
  }

  async subscribe(opts: SubscribeOptions): Promise<Subscription> {
    if (this.closed) throw new Error('event bus is closed');
    const reader = this.connect('events-reader');
    const group = physicalGroupName(opts.group, opts.types);
    const consumerName = `${hostname()}-${process.pid}-${randomUUID().slice(0, 8)}`;
    const consumer = new RedisConsumer({
      commands: this.commands,
      reader,
      groupOps: new RedisConsumerGroup(this.commands, group, opts.group, consumerName, this.keys.deadLetter),
      streams: categoriesOf(opts.types).map((c) => this.keys.streamForCategory(c)),
      ...groupDeliveryOf(opts, this.policy, this.logger),
      lingerMs: opts.lingerMs,
      settings:
        opts.batchHandler && opts.batchSize ? { ...this.settings, batchSize: opts.batchSize } : this.settings,
    });
    try {
      await consumer.start();
    } catch (err) {
      reader.disconnect();
      throw err;
    }
    return this.consumers.add(consumer);
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.consumers.stopAll();
    await this.commands.quit().catch(() => this.commands.disconnect());
  }

  async listDeadLetters(limit = 100): Promise<DeadLetter[]> {
    const entries = (await this.commands.call(
      'XREVRANGE',
      this.keys.deadLetter,
      '+',
      '-',
      'COUNT',
      limit,
    )) as StreamEntry[];
    return entries.reverse().map(([, fields]) => {
      const f = fields ?? [];
      return {
        event: JSON.parse(fieldValue(f, 'event') ?? 'null') as EventEnvelope,
        group: fieldValue(f, 'group') ?? '',
        attempts: Number(fieldValue(f, 'attempts') ?? 0),
        error: fieldValue(f, 'error') ?? '',
        failedAt: fieldValue(f, 'failedAt') ?? '',
      };
    });
  }

  private connect(name: string): Redis {
    const client = new Redis(this.options.url, {
      maxRetriesPerRequest: 3,
      connectionName: name,
      ...this.options.redisOptions,
    });
    client.on('error', (err: Error) =>
      this.logger.warn({ err: errorMessage(err), connection: name }, 'redis connection error'),
    );
    return client;
  }
}
