import { randomUUID } from 'node:crypto';
import { KafkaContainer, type StartedKafkaContainer } from '@testcontainers/kafka';
import { Kafka, logLevel } from 'kafkajs';
import { describeWith } from '@journal/testing';
import { createEvent, KafkaEventBus } from '../src';
import { runBusContract } from './bus.contract';
import { delay, waitFor } from './helpers/wait-for';

/**
 * Runs against KAFKA_BROKERS when set, else against a Kafka started by testcontainers (needs a Docker
 * engine). With neither, describeWith skips the suite and prints why.
 */
jest.setTimeout(120_000);

const KAFKA_IMAGE = 'confluentinc/cp-kafka:7.5.0';
let container: StartedKafkaContainer | undefined;
let brokers: string[] = [];

async function startKafka(): Promise<void> {
  const fromEnv = (process.env.KAFKA_BROKERS ?? '')
    .split(',')
    .map((b) => b.trim())
    .filter(Boolean);
  if (fromEnv.length > 0) {
    brokers = fromEnv;
    return;
  }
  container = await new KafkaContainer(KAFKA_IMAGE).withKraft().start();
  brokers = [`${container.getHost()}:${container.getMappedPort(9093)}`];
}

async function deleteTopics(prefix: string): Promise<void> {
  const admin = new Kafka({ clientId: 'events-test-cleanup', brokers, logLevel: logLevel.NOTHING }).admin();
  await admin.connect();
  try {
    const topics = (await admin.listTopics()).filter((t) => t.startsWith(prefix));
    if (topics.length > 0) await admin.deleteTopics({ topics });
  } finally {
    await admin.disconnect();
  }
}

const newPrefix = (): string => `test.${randomUUID().slice(0, 8)}.`;
const busOptions = (topicPrefix: string) => ({
  brokers,
  topicPrefix,
  numPartitions: 3,
  sessionTimeoutMs: 10_000,
});

describeWith('kafka', 'KafkaEventBus', () => {
  beforeAll(startKafka, 240_000);
  afterAll(async () => {
    await container?.stop();
  });

  describe('contract', () => {
    runBusContract(() => {
      const prefix = newPrefix();
      return {
        createBus: async ({ retry }) => new KafkaEventBus({ ...busOptions(prefix), retry }),
        cleanup: () => deleteTopics(prefix),
        timeoutMs: 45_000,
        settleMs: 8_000,
      };
    });
  });

  it('keeps each aggregate in order across consumers of one group (key = aggregateId)', async () => {
    const prefix = newPrefix();
    const bus = new KafkaEventBus({ ...busOptions(prefix), retry: { initialDelayMs: 20, maxDelayMs: 100 } });
    try {
      const versions = new Map<string, number[]>();
      const record = async (e: { aggregateId: string; version: number }): Promise<void> => {
        versions.set(e.aggregateId, [...(versions.get(e.aggregateId) ?? []), e.version]);
      };
      await bus.subscribe({ group: 'ordered', types: ['order.item.v1'], handler: record });
      await bus.subscribe({ group: 'ordered', types: ['order.item.v1'], handler: record });
      await delay(8_000);
      const aggregates = Array.from({ length: 6 }, (_, i) => `agg-${i}`);
      for (let v = 1; v <= 5; v++)
        await bus.publish(aggregates.map((id) => createEvent('order.item.v1', id, v, {})));
      await waitFor(
        () => aggregates.every((id) => (versions.get(id)?.length ?? 0) >= 5),
        'all versions',
        45_000,
      );
      for (const id of aggregates) expect(versions.get(id)).toEqual([1, 2, 3, 4, 5]);
    } finally {
      await bus.close();
      await deleteTopics(prefix);
    }
  });
});
