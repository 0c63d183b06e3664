import type { Consumer, EachBatchPayload, Producer } from 'kafkajs';
import { createEvent, silentLogger, type EventEnvelope } from '../src';
import { KafkaSubscription } from '../src/bus/kafka/kafka-consumer';

/**
 * Unit test of the Kafka subscription's commit rules with a fake kafkajs consumer (the real broker suite,
 * kafka-bus.test.ts, runs only where Kafka or Docker is available).
 */
function setup(
  handler: (e: EventEnvelope) => Promise<void>,
  maxAttempts = 3,
  batchHandler?: (events: EventEnvelope[]) => Promise<void>,
) {
  const commits: string[] = [];
  const deadLetters: unknown[] = [];
  let eachBatch!: (p: EachBatchPayload) => Promise<void>;
  let heartbeats = 0;
  const consumer = {
    connect: async () => undefined,
    subscribe: async () => undefined,
    run: async (config: { eachBatch: typeof eachBatch }) => void (eachBatch = config.eachBatch),
    commitOffsets: async (offsets: { offset: string }[]) =>
      void commits.push(...offsets.map((o) => o.offset)),
    disconnect: async () => undefined,
  } as unknown as Consumer;
  const producer = {
    send: async (record: { messages: { value: string }[] }) =>
      void deadLetters.push(...record.messages.map((m) => JSON.parse(m.value))),
  } as unknown as Producer;
  const sub = new KafkaSubscription({
    consumer,
    producer: async () => producer,
    topics: ['journal.events.t'],
    deadLetterTopic: 'journal.events.dead-letter',
    logicalGroup: 'g',
    types: new Set(['t.x.v1']),
    handler,
    batchHandler,
    batchSize: 100,
    policy: { maxAttempts, initialDelayMs: 1, maxDelayMs: 2, factor: 2 },
    logger: silentLogger,
    fromBeginning: true,
  });
  const resolved: string[] = [];
  /** One fetched batch of consecutive offsets from `first`. */
  const deliverBatch = (values: string[], first: string) =>
    eachBatch({
      batch: {
        topic: 'journal.events.t',
        partition: 0,
        messages: values.map((value, i) => ({
          offset: String(Number(first) + i),
          value: Buffer.from(value),
          key: null,
          timestamp: '0',
          attributes: 0,
          headers: {},
        })),
      },
      resolveOffset: (offset: string) => void resolved.push(offset),
      heartbeat: async () => void (heartbeats += 1),
      isRunning: () => true,
      isStale: () => false,
    } as unknown as EachBatchPayload);
  const deliver = (value: string, offset: string) => deliverBatch([value], offset);
  return { sub, deliver, deliverBatch, commits, resolved, deadLetters, heartbeats: () => heartbeats };
}

describe('KafkaSubscription', () => {
  it('commits the next offset only after the handler succeeded', async () => {
    const handled: string[] = [];
    const t = setup(async (e) => void handled.push(e.id));
    await t.sub.start();
    const event = createEvent('t.x.v1', 'a', 1, {});
    await t.deliver(JSON.stringify(event), '41');
    expect(handled).toEqual([event.id]);
    expect(t.commits).toEqual(['42']);
  });

  it('retries in place with heartbeats, then dead-letters and commits', async () => {
    let attempts = 0;
    const t = setup(async () => {
      attempts += 1;
      throw new Error('boom');
    });
    await t.sub.start();
    const event = createEvent('t.x.v1', 'a', 1, {});
    await t.deliver(JSON.stringify(event), '7');
    expect(attempts).toBe(3);
    expect(t.heartbeats()).toBe(2);
    expect(t.deadLetters).toEqual([
      expect.objectContaining({ event, group: 'g', attempts: 3, error: 'boom' }),
    ]);
    expect(t.commits).toEqual(['8']);
  });

  it('commits past events of other types without calling the handler', async () => {
    let calls = 0;
    const t = setup(async () => void (calls += 1));
    await t.sub.start();
    await t.deliver(JSON.stringify(createEvent('t.other.v1', 'a', 1, {})), '0');
    expect(calls).toBe(0);
    expect(t.commits).toEqual(['1']);
  });

  it('dead-letters an undecodable message instead of blocking the partition', async () => {
    const t = setup(async () => undefined);
    await t.sub.start();
    await t.deliver('not json', '3');
    expect(t.deadLetters).toEqual([
      expect.objectContaining({ event: 'not json', error: expect.stringMatching(/undecodable/) }),
    ]);
    expect(t.commits).toEqual(['4']);
  });

  it('leaves the offset uncommitted when stopped during a retry backoff', async () => {
    const t = setup(async () => {
      throw new Error('down');
    }, 10);
    await t.sub.start();
    const delivery = t.deliver(JSON.stringify(createEvent('t.x.v1', 'a', 1, {})), '5');
    await t.sub.stop();
    await delivery;
    expect(t.commits).toEqual([]);
    expect(t.deadLetters).toEqual([]);
  });

  it('hands a fetched batch to the batch handler at once and commits once after it', async () => {
    const batches: string[][] = [];
    const t = setup(
      async () => {
        throw new Error('the one-by-one path must not run');
      },
      3,
      async (events) => void batches.push(events.map((e) => e.id)),
    );
    await t.sub.start();
    const events = [1, 2, 3].map((v) => createEvent('t.x.v1', 'a', v, {}));
    await t.deliverBatch(
      events.map((e) => JSON.stringify(e)),
      '10',
    );
    expect(batches).toEqual([events.map((e) => e.id)]);
    expect(t.commits).toEqual(['13']);
  });

  it('a poison event in a batch is dead-lettered alone; the others are handled in order and committed', async () => {
    const handled: number[] = [];
    const t = setup(
      async (e) => {
        if (e.version === 2) throw new Error('poison');
        handled.push(e.version);
      },
      2,
      async () => {
        throw new Error('batch refused');
      },
    );
    await t.sub.start();
    const events = [1, 2, 3].map((v) => createEvent('t.x.v1', `agg-${v}`, v, {}));
    await t.deliverBatch(
      events.map((e) => JSON.stringify(e)),
      '20',
    );
    expect(handled).toEqual([1, 3]);
    expect(t.deadLetters).toEqual([expect.objectContaining({ event: events[1], error: 'poison' })]);
    expect(t.commits).toEqual(['23']);
  });
});
