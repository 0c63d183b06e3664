import Redis from 'ioredis';
import { createTestDatabase, describeWith, type TestDatabase } from '@journal/testing';
import {
  createEvent,
  processedEventsDdl,
  purgeProcessedEvents,
  RedisEventBus,
  startProcessedEventsPurge,
  type EventsLogger,
} from '../src';
import { redisNamespace, redisUrl } from './helpers/redis-namespace';
import { delay, waitFor } from './helpers/wait-for';

describeWith('postgres', 'processed_events purge', () => {
  let db: TestDatabase;

  beforeAll(async () => {
    db = await createTestDatabase();
    await db.pool.query('CREATE SCHEMA consumer');
    await db.pool.query(processedEventsDdl('consumer'));
  });
  afterAll(async () => {
    await db?.drop();
  });

  it('deletes only rows older than the retention, once and then periodically', async () => {
    await db.pool.query(
      `INSERT INTO consumer.processed_events (consumer_group, event_id, handled_at)
       SELECT 'consumer', gen_random_uuid(), now() - make_interval(secs => s) FROM generate_series(1, 10) AS s`,
    );
    // 10 rows handled 1..10 s ago; a 5.5 s retention keeps the 5 newest.
    expect(await purgeProcessedEvents(db.pool, 'consumer', 5_500)).toBe(5);
    const count = async () =>
      (await db.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM consumer.processed_events'))
        .rows[0]!.n;
    expect(await count()).toBe(5);

    const purge = startProcessedEventsPurge({
      pool: db.pool,
      schema: 'consumer',
      retentionMs: 2_500,
      intervalMs: 100,
    });
    try {
      await waitFor(async () => (await count()) === 2, 'the first pass (rows 1 and 2 s old stay)');
      await db.pool.query(
        `INSERT INTO consumer.processed_events (consumer_group, event_id, handled_at)
         VALUES ('consumer', gen_random_uuid(), now())`,
      );
      await waitFor(async () => (await count()) === 1, 'later passes as rows age', 5_000);
    } finally {
      await purge.stop();
    }
  });
});

describeWith('redis', 'Redis Streams trimming', () => {
  const ns = redisNamespace();
  afterAll(() => ns.cleanup());

  it('caps each stream near maxLen and reports a group that fell behind the trim point', async () => {
    const errors: { obj: Record<string, unknown>; msg?: string }[] = [];
    const logger: EventsLogger = {
      info: () => undefined,
      debug: () => undefined,
      warn: () => undefined,
      error: (obj, msg) => void errors.push({ obj: obj as Record<string, unknown>, msg }),
    };
    const bus = new RedisEventBus({
      url: redisUrl(),
      prefix: ns.prefix,
      maxLen: 100,
      blockMs: 100,
      claimIntervalMs: 100,
      logger,
    });
    const redis = new Redis(redisUrl());
    let release!: () => void;
    const stuck = new Promise<void>((resolve) => (release = resolve));
    const seen: number[] = [];
    // A group whose handler hangs on its first event: it falls behind while 1,000 more are published.
    const sub = await bus.subscribe({
      group: 'slow',
      types: ['t.x.v1'],
      handler: async (e) => {
        seen.push(e.version);
        if (e.version === 1) await stuck;
      },
    });
    try {
      await bus.publish([createEvent('t.x.v1', 'a', 1, {})]);
      await waitFor(() => seen.length === 1, 'the first event');
      for (let i = 0; i < 10; i++)
        await bus.publish(
          Array.from({ length: 100 }, (_, j) => createEvent('t.x.v1', 'a', 2 + i * 100 + j, {})),
        );
      const length = await redis.xlen(`${ns.prefix}:t`);
      expect(length).toBeGreaterThanOrEqual(100);
      expect(length).toBeLessThan(300); // approximate trimming: whole radix nodes go
      release();
      await waitFor(
        () => errors.some((e) => /fell behind the stream trim point/.test(e.msg ?? '')),
        'the trim report',
        10_000,
      );
      const report = errors.find((e) => /fell behind/.test(e.msg ?? ''))!;
      expect(report.obj).toMatchObject({ group: 'slow', stream: `${ns.prefix}:t` });
      expect(Number(report.obj.missed)).toBeGreaterThan(700);
      await delay(300);
      // Reported once per new loss, not on every pass.
      expect(errors.filter((e) => /fell behind/.test(e.msg ?? '')).length).toBe(1);
    } finally {
      release();
      await sub.stop();
      await bus.close();
      redis.disconnect();
    }
  }, 60_000);
});
