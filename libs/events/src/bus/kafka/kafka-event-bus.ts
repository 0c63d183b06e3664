import { Kafka, Partitioners, type Admin, type Producer } from 'kafkajs';
import type { EventEnvelope } from '../../envelope';
import { silentLogger, type EventsLogger } from '../../logger';
import { categoriesOf, physicalGroupName } from '../bus-naming';
import type { DeadLetter, InspectableEventBus, SubscribeOptions, Subscription } from '../event-bus.port';
import { resolveRetryPolicy, type RetryPolicy } from '../retry-policy';
import { groupDeliveryOf } from '../deliver-batch';
import { StartedSubscriptions } from '../started-subscriptions';
import { KafkaSubscription } from './kafka-consumer';
import { readDeadLetters } from './kafka-dead-letters';
import { kafkaLogCreator } from './kafka-log';
import {
  deadLetterTopic,
  TopicRegistry,
  topicForCategory,
  topicForType,
  type KafkaTopicSettings,
} from './kafka-topics';

export interface KafkaEventBusOptions extends Partial<KafkaTopicSettings> {
  brokers: string[];
  clientId?: string;
  /** New groups read the retained history (default) or only events published from now on. */
  startFrom?: 'earliest' | 'latest';
  sessionTimeoutMs?: number;
  /** Messages of a fetched batch handed to a batch handler at once (default 100). */
  batchSize?: number;
  logger?: EventsLogger;
  retry?: Partial<RetryPolicy>;
}

/** Kafka adapter: topic per event category, key = aggregateId (one partition per aggregate), commit after handling. */
export class KafkaEventBus implements InspectableEventBus {
  private readonly kafka: Kafka;
  private readonly topics: KafkaTopicSettings;
  private readonly registry: TopicRegistry;
  private readonly policy: RetryPolicy;
  private readonly logger: EventsLogger;
  private readonly subscriptions = new StartedSubscriptions();
  private producerReady: Promise<Producer> | null = null;
  private adminReady: Promise<Admin> | null = null;
  private closed = false;

  constructor(private readonly options: KafkaEventBusOptions) {
    this.logger = options.logger ?? silentLogger;
    this.policy = resolveRetryPolicy(options.retry);
    this.topics = {
      topicPrefix: options.topicPrefix ?? 'journal.events.',
      numPartitions: options.numPartitions ?? 6,
      replicationFactor: options.replicationFactor ?? 1,
    };
    this.kafka = new Kafka({
      clientId: options.clientId ?? 'journal',
      brokers: options.brokers,
      logCreator: kafkaLogCreator(this.logger),
    });
    this.registry = new TopicRegistry(() => this.admin(), this.topics);
  }

  async publish(events: EventEnvelope[]): Promise<void> {
    if (this.closed) throw new Error('event bus is closed');
    if (events.length === 0) return;
    const byTopic = new Map<string, EventEnvelope[]>();
    for (const e of events) {
      const topic = topicForType(this.topics, e.type);
      byTopic.set(topic, [...(byTopic.get(topic) ?? []), e]);
    }
    await this.registry.ensure([...byTopic.keys()]);
    const producer = await this.producer();
    await producer.sendBatch({
      acks: -1,
      topicMessages: [...byTopic].map(([topic, list]) => ({
        topic,
        messages: list.map((e) => ({
          key: e.aggregateId,
          value: JSON.stringify(e),
          headers: { type: e.type, eventId: e.id },
        })),
      })),
    });
  }

  async subscribe(opts: SubscribeOptions): Promise<Subscription> {
    if (this.closed) throw new Error('event bus is closed');
    const topics = categoriesOf(opts.types).map((c) => topicForCategory(this.topics, c));
    const dlq = deadLetterTopic(this.topics);
    await this.registry.ensure([...topics, dlq]);
    const subscription = new KafkaSubscription({
      consumer: this.kafka.consumer({
        groupId: physicalGroupName(opts.group, opts.types),
        sessionTimeout: this.options.sessionTimeoutMs ?? 30_000,
      }),
      producer: () => this.producer(),
      topics,
      deadLetterTopic: dlq,
      ...groupDeliveryOf(opts, this.policy, this.logger),
      batchSize: this.options.batchSize ?? 100,
      fromBeginning: (this.options.startFrom ?? 'earliest') === 'earliest',
    });
    await subscription.start();
    return this.subscriptions.add(subscription);
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.subscriptions.stopAll();
    if (this.producerReady) await (await this.producerReady).disconnect();
    if (this.adminReady) await (await this.adminReady).disconnect();
  }

  async listDeadLetters(limit = 100): Promise<DeadLetter[]> {
    const topic = deadLetterTopic(this.topics);
    await this.registry.ensure([topic]);
    return readDeadLetters(this.kafka, topic, limit);
  }

  private producer(): Promise<Producer> {
    this.producerReady ??= (async () => {
      // Idempotent producer: broker-side retries neither duplicate nor reorder a partition's messages.
      const producer = this.kafka.producer({
        idempotent: true,
        maxInFlightRequests: 1,
        createPartitioner: Partitioners.DefaultPartitioner,
      });
      await producer.connect();
      return producer;
    })();
    this.producerReady.catch(() => (this.producerReady = null));
    return this.producerReady;
  }

  private admin(): Promise<Admin> {
    this.adminReady ??= (async () => {
      const admin = this.kafka.admin();
      await admin.connect();
      return admin;
    })();
    this.adminReady.catch(() => (this.adminReady = null));
    return this.adminReady;
  }
}
