import pg from 'pg';
import { createTestDatabase, describeWith, type TestDatabase } from '@journal/testing';
import {
  handleOnce,
  InvalidEventError,
  MemoryEventBus,
  OutboxRelay,
  RedisEventBus,
  writeOutbox,
  type EventBus,
  type EventEnvelope,
} from '../src';
import {
  commitEvents,
  CONSUMER,
  createSchemas,
  pendingRows,
  PRODUCER,
  resetTables,
  statusChanged,
} from './helpers/outbox-fixtures';
import { redisNamespace, redisUrl } from './helpers/redis-namespace';
import { TcpProxy } from './helpers/tcp-proxy';
import { delay, waitFor } from './helpers/wait-for';

const TYPE = 'submission.status_changed.v1';
let db: TestDatabase;
let cleanups: (() => Promise<void>)[] = [];

beforeAll(async () => {
  db = await createTestDatabase();
  await createSchemas(db.pool);
});
afterAll(async () => {
  await db.drop();
});
beforeEach(async () => {
  cleanups = [];
  await resetTables(db.pool);
});
afterEach(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

function track<T extends { close?(): Promise<void>; stop?(): Promise<void> }>(thing: T): T {
  cleanups.push(async () => {
    await thing.stop?.();
    await thing.close?.();
  });
  return thing;
}

async function recordingBus(): Promise<{ bus: MemoryEventBus; received: EventEnvelope[] }> {
  const bus = track(new MemoryEventBus());
  const received: EventEnvelope[] = [];
  await bus.subscribe({ group: 'recorder', types: [TYPE], handler: async (e) => void received.push(e) });
  return { bus, received };
}

describe('writeOutbox + OutboxRelay', () => {
  it('publishes committed rows only: never rolled-back ones, and open transactions once they commit', async () => {
    const { bus, received } = await recordingBus();
    const [rolledBack, committed, late] = [
      statusChanged('s1', 1),
      statusChanged('s2', 1),
      statusChanged('s3', 1),
    ];

    const rollbackClient = await db.pool.connect();
    await rollbackClient.query('BEGIN');
    await writeOutbox(rollbackClient, PRODUCER, [rolledBack]);
    await rollbackClient.query('ROLLBACK');
    rollbackClient.release();
    await commitEvents(db.pool, [committed]);
    const open = await db.pool.connect();
    await open.query('BEGIN');
    await writeOutbox(open, PRODUCER, [late]);

    const relay = new OutboxRelay({ pool: db.pool, schema: PRODUCER, bus });
    expect(await relay.flush()).toBe(1);
    await waitFor(() => received.length === 1, 'the committed event');

    await open.query('COMMIT');
    open.release();
    expect(await relay.flush()).toBe(1);
    await waitFor(() => received.length === 2, 'the late event');
    await delay(50);
    expect(received).toEqual([committed, late]);
    const { rows } = await db.pool.query(`SELECT id, sent_at, attempts FROM ${PRODUCER}.outbox ORDER BY seq`);
    expect(rows.map((r) => r.id)).toEqual([committed.id, late.id]);
    expect(rows.every((r) => r.sent_at instanceof Date && r.attempts === 1)).toBe(true);
  });

  it('refuses an event that breaks its contract, so the transaction fails', async () => {
    const client = await db.pool.connect();
    try {
      await client.query('BEGIN');
      const bad = { ...statusChanged('s1', 1), payload: { submissionId: 's1', newStatus: 'lost' } };
      await expect(writeOutbox(client, PRODUCER, [bad])).rejects.toBeInstanceOf(InvalidEventError);
      await client.query('ROLLBACK');
    } finally {
      client.release();
    }
    expect(await pendingRows(db.pool)).toEqual([]);
  });

  it('publishes right after kick() instead of waiting for the poll', async () => {
    const { bus, received } = await recordingBus();
    const relay = track(new OutboxRelay({ pool: db.pool, schema: PRODUCER, bus, pollIntervalMs: 60_000 }));
    relay.start();
    await delay(200); // the first (empty) round is over, the relay sleeps for a minute
    await commitEvents(db.pool, [statusChanged('s1', 1)]);
    const kickedAt = Date.now();
    relay.kick();
    await waitFor(() => received.length === 1, 'the kicked event', 5_000);
    expect(Date.now() - kickedAt).toBeLessThan(2_000);
  });

  it('publishes each row exactly once with two relays, keeping every aggregate in order', async () => {
    const { bus, received } = await recordingBus();
    const relays = [1, 2].map(() =>
      track(new OutboxRelay({ pool: db.pool, schema: PRODUCER, bus, batchSize: 7, pollIntervalMs: 20 })),
    );
    relays.forEach((r) => r.start());
    const aggregates = Array.from({ length: 15 }, (_, i) => `sub-${i}`);
    for (let v = 1; v <= 8; v++) {
      for (const id of aggregates) await commitEvents(db.pool, [statusChanged(id, v)]);
      relays.forEach((r) => r.kick());
    }
    const total = aggregates.length * 8;
    await waitFor(() => received.length >= total, `${total} events`, 20_000);
    await delay(300);
    expect(received).toHaveLength(total);
    expect(new Set(received.map((e) => e.id)).size).toBe(total);
    for (const id of aggregates) {
      expect(received.filter((e) => e.aggregateId === id).map((e) => e.version)).toEqual([
        1, 2, 3, 4, 5, 6, 7, 8,
      ]);
    }
    expect(await pendingRows(db.pool)).toEqual([]);
  });

  it('does not let a second relay overtake an aggregate whose earlier row the first relay holds', async () => {
    const { bus, received } = await recordingBus();
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    let entered!: () => void;
    const inPublish = new Promise<void>((r) => (entered = r));
    const slowBus: EventBus = {
      publish: async (events) => {
        entered();
        await gate;
        await bus.publish(events);
      },
      subscribe: (opts) => bus.subscribe(opts),
      close: async () => undefined,
    };
    const x = [1, 2, 3].map((v) => statusChanged('x', v));
    const y = statusChanged('y', 1);
    await commitEvents(db.pool, [x[0]!, x[1]!, y, x[2]!]);
    const first = new OutboxRelay({ pool: db.pool, schema: PRODUCER, bus: slowBus, batchSize: 1 });
    const second = new OutboxRelay({ pool: db.pool, schema: PRODUCER, bus });
    const firstBatch = first.publishBatch(); // holds x v1 while publishing
    await inPublish;
    expect(await second.publishBatch()).toBe(1); // only y: x v2 and v3 must wait for x v1
    await waitFor(() => received.length === 1, 'y');
    release();
    expect(await firstBatch).toBe(1);
    expect(await second.flush()).toBe(2);
    await waitFor(() => received.length === 4, 'all events');
    expect(received.map((e) => `${e.aggregateId}${e.version}`)).toEqual(['y1', 'x1', 'x2', 'x3']);
  });

  it('absorbs the duplicate of a relay that died between publish and mark-sent (handleOnce)', async () => {
    const appName = `relay-crash-${process.pid}`;
    const relayPool = new pg.Pool({ connectionString: db.url, application_name: appName, max: 2 });
    cleanups.push(() => relayPool.end());
    const inner = track(new MemoryEventBus());
    const deliveries = new Map<string, number>();
    await inner.subscribe({
      group: 'projector',
      types: [TYPE],
      handler: async (e) => {
        deliveries.set(e.id, (deliveries.get(e.id) ?? 0) + 1);
        await handleOnce(db.pool, { schema: CONSUMER, group: 'consumer' }, e, async (client) => {
          await client.query(
            `INSERT INTO ${CONSUMER}.effects (event_id, aggregate_id, version) VALUES ($1, $2, $3)`,
            [e.id, e.aggregateId, e.version],
          );
        });
      },
    });
    let crashed = false;
    // The relay's database connection is killed after the bus accepted the batch, before the commit.
    const crashingBus: EventBus = {
      publish: async (events) => {
        await inner.publish(events);
        if (crashed) return;
        crashed = true;
        const { rows } = await db.pool.query(
          `SELECT pg_terminate_backend(pid) AS killed FROM pg_stat_activity WHERE application_name = $1 AND datname = current_database()`,
          [appName],
        );
        expect(rows.some((r) => r.killed)).toBe(true);
      },
      subscribe: (opts) => inner.subscribe(opts),
      close: async () => undefined,
    };
    const events = [statusChanged('s1', 1), statusChanged('s1', 2), statusChanged('s2', 1)];
    await commitEvents(db.pool, events);
    const relay = track(
      new OutboxRelay({
        pool: relayPool,
        schema: PRODUCER,
        bus: crashingBus,
        initialBackoffMs: 50,
        pollIntervalMs: 50,
      }),
    );
    relay.start();
    await waitFor(
      async () => (await pendingRows(db.pool)).length === 0,
      'rows marked sent after the crash',
      10_000,
    );
    await waitFor(() => events.every((e) => deliveries.get(e.id) === 2), 'each event delivered twice');
    const effects = await db.pool.query(`SELECT event_id FROM ${CONSUMER}.effects`);
    expect(effects.rows.map((r) => r.event_id).sort()).toEqual(events.map((e) => e.id).sort());
    const processed = await db.pool.query(`SELECT count(*)::int AS n FROM ${CONSUMER}.processed_events`);
    expect(processed.rows[0].n).toBe(3);
  });
});

describeWith('redis', 'OutboxRelay with the Redis bus going down', () => {
  it('keeps rows pending while Redis is unreachable and publishes them after it comes back', async () => {
    const ns = redisNamespace();
    cleanups.push(ns.cleanup);
    const target = new URL(redisUrl());
    const proxy = new TcpProxy(target.hostname, Number(target.port || 6379));
    await proxy.up();
    cleanups.push(() => proxy.down());
    const publisher = track(new RedisEventBus({ url: `redis://127.0.0.1:${proxy.port}`, prefix: ns.prefix }));
    const consumer = track(new RedisEventBus({ url: redisUrl(), prefix: ns.prefix, blockMs: 200 }));
    const received: string[] = [];
    await consumer.subscribe({
      group: 'reader',
      types: [TYPE],
      handler: async (e) => void received.push(e.id),
    });
    const relay = track(
      new OutboxRelay({
        pool: db.pool,
        schema: PRODUCER,
        bus: publisher,
        pollIntervalMs: 100,
        initialBackoffMs: 50,
        maxBackoffMs: 400,
      }),
    );
    relay.start();

    const before = statusChanged('s0', 1);
    await commitEvents(db.pool, [before]);
    relay.kick();
    await waitFor(() => received.includes(before.id), 'delivery while Redis is up');

    await proxy.down();
    const during = [1, 2, 3, 4, 5].map((v) => statusChanged('s1', v));
    await commitEvents(db.pool, during);
    relay.kick();
    await waitFor(
      async () => (await pendingRows(db.pool)).every((r) => r.attempts >= 2),
      'several failed attempts',
      15_000,
    );
    const pending = await pendingRows(db.pool);
    expect(pending.map((r) => r.id)).toEqual(during.map((e) => e.id));
    expect(pending.every((r) => r.last_error !== null)).toBe(true);
    expect(received).toEqual([before.id]);

    await proxy.up();
    await waitFor(
      async () => (await pendingRows(db.pool)).length === 0,
      'rows sent after Redis came back',
      20_000,
    );
    await waitFor(() => during.every((e) => received.includes(e.id)), 'delivery after Redis came back');
    // At least once: a publish that timed out on the client may still have reached Redis and be sent again.
    const firstSeen = [...new Set(received)];
    expect(firstSeen).toEqual([before.id, ...during.map((e) => e.id)]);
  });
});
