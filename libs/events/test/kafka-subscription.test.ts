import type { Consumer, EachMessagePayload, Producer } from 'kafkajs';
import { createEvent, silentLogger, type EventEnvelope } from '../src';
import { KafkaSubscription } from '../src/bus/kafka/kafka-consumer';

/**
 * Unit test of the Kafka subscription's commit rules with a fake kafkajs consumer (the real broker suite,
 * kafka-bus.test.ts, runs only where Kafka or Docker is available).
 */
function setup(handler: (e: EventEnvelope) => Promise<void>, maxAttempts = 3) {
  const commits: string[] = [];
  const deadLetters: unknown[] = [];
  let eachMessage!: (p: EachMessagePayload) => Promise<void>;
  let heartbeats = 0;
  const consumer = {
    connect: async () => undefined,
    subscribe: async () => undefined,
    run: async (config: { eachMessage: typeof eachMessage }) => void (eachMessage = config.eachMessage),
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
    policy: { maxAttempts, initialDelayMs: 1, maxDelayMs: 2, factor: 2 },
    logger: silentLogger,
    fromBeginning: true,
  });
  const deliver = (value: string, offset: string) =>
    eachMessage({
      topic: 'journal.events.t',
      partition: 0,
      message: { offset, value: Buffer.from(value), key: null, timestamp: '0', attributes: 0, headers: {} },
      heartbeat: async () => void (heartbeats += 1),
      pause: () => () => undefined,
    } as EachMessagePayload);
  return { sub, deliver, commits, deadLetters, heartbeats: () => heartbeats };
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
});
