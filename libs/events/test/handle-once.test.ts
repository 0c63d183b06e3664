import { createTestDatabase, type TestDatabase } from '@journal/testing';
import { createEvent, handleBatchOnce, handleOnce } from '../src';
import { CONSUMER, createSchemas, resetTables } from './helpers/outbox-fixtures';
import { delay } from './helpers/wait-for';

let db: TestDatabase;
/** The consumer group most tests record under. */
const GROUP = { schema: CONSUMER, group: 'consumer.effects' };
const effectCount = async (): Promise<number> =>
  (await db.pool.query(`SELECT count(*)::int AS n FROM ${CONSUMER}.effects`)).rows[0].n;
const insertEffect = (id: string) => async (client: import('pg').PoolClient) => {
  await client.query(
    `INSERT INTO ${CONSUMER}.effects (event_id, aggregate_id, version) VALUES ($1, 'a', 1)`,
    [id],
  );
};

beforeAll(async () => {
  db = await createTestDatabase();
  await createSchemas(db.pool);
});
afterAll(async () => {
  await db.drop();
});
beforeEach(() => resetTables(db.pool));

describe('handleOnce', () => {
  it('runs the handler once and skips the same event afterwards', async () => {
    const event = createEvent('t.x.v1', 'a', 1, {});
    let calls = 0;
    const fn = async (client: import('pg').PoolClient): Promise<void> => {
      calls += 1;
      await insertEffect(event.id)(client);
    };
    expect(await handleOnce(db.pool, GROUP, event, fn)).toBe(true);
    expect(await handleOnce(db.pool, GROUP, event, fn)).toBe(false);
    expect(calls).toBe(1);
    expect(await effectCount()).toBe(1);
  });

  it('records nothing and rolls the handler back when it throws, so a redelivery runs it again', async () => {
    const event = createEvent('t.x.v1', 'a', 1, {});
    await expect(
      handleOnce(db.pool, GROUP, event, async (client) => {
        await insertEffect(event.id)(client);
        throw new Error('downstream failed');
      }),
    ).rejects.toThrow('downstream failed');
    expect(await effectCount()).toBe(0);
    const processed = await db.pool.query(`SELECT 1 FROM ${CONSUMER}.processed_events WHERE event_id = $1`, [
      event.id,
    ]);
    expect(processed.rowCount).toBe(0);
    expect(await handleOnce(db.pool, GROUP, event, insertEffect(event.id))).toBe(true);
    expect(await effectCount()).toBe(1);
  });

  it('lets only one of two concurrent deliveries of an event through', async () => {
    const event = createEvent('t.x.v1', 'a', 1, {});
    let calls = 0;
    const slow = async (client: import('pg').PoolClient): Promise<void> => {
      calls += 1;
      await delay(200);
      await insertEffect(event.id)(client);
    };
    const results = await Promise.all([
      handleOnce(db.pool, GROUP, event, slow),
      handleOnce(db.pool, GROUP, event, slow),
    ]);
    expect(results.sort()).toEqual([false, true]);
    expect(calls).toBe(1);
    expect(await effectCount()).toBe(1);
  });

  it('returns its connection to the pool after each outcome', async () => {
    const event = createEvent('t.x.v1', 'a', 1, {});
    await handleOnce(db.pool, GROUP, event, insertEffect(event.id));
    await handleOnce(db.pool, GROUP, event, insertEffect(event.id));
    await handleOnce(db.pool, GROUP, createEvent('t.x.v1', 'a', 2, {}), async () =>
      Promise.reject(new Error('x')),
    ).catch(() => undefined);
    expect(db.pool.totalCount - db.pool.idleCount).toBe(0);
  });

  it('records under a group of any name (parameters when it is not of the plain shape)', async () => {
    const event = createEvent('t.x.v1', 'a', 1, {});
    const odd = { schema: CONSUMER, group: "o'brien; --" };
    expect(await handleOnce(db.pool, odd, event, insertEffect(event.id))).toBe(true);
    expect(await handleOnce(db.pool, odd, event, insertEffect(event.id))).toBe(false);
    const { rows } = await db.pool.query(`SELECT consumer_group FROM ${CONSUMER}.processed_events`);
    expect(rows).toEqual([{ consumer_group: "o'brien; --" }]);
  });

  it('refuses to record without a group', async () => {
    await expect(
      handleOnce(
        db.pool,
        { schema: CONSUMER, group: '' },
        createEvent('t.x.v1', 'a', 1, {}),
        async () => undefined,
      ),
    ).rejects.toThrow(/consumer group/);
  });

  it('rejects a schema name that is not a plain identifier', async () => {
    await expect(
      handleOnce(
        db.pool,
        { schema: 'x"; DROP TABLE y; --', group: 'g' },
        createEvent('t.x.v1', 'a', 1, {}),
        async () => undefined,
      ),
    ).rejects.toThrow(/invalid schema/);
  });
});

describe('handleBatchOnce', () => {
  const insertEffects = async (client: import('pg').PoolClient, fresh: { id: string }[]) => {
    for (const e of fresh) await insertEffect(e.id)(client);
  };

  it('runs the effects of the events not handled before, in order, and records them in one transaction', async () => {
    const [a, b, c] = [1, 2, 3].map((v) => createEvent('t.x.v1', `agg-${v}`, v, {}));
    await handleOnce(db.pool, GROUP, b!, insertEffect(b!.id));
    const seen: string[] = [];
    const handled = await handleBatchOnce(db.pool, GROUP, [a!, b!, c!, a!], async (client, fresh) => {
      seen.push(...fresh.map((e) => e.id));
      await insertEffects(client, fresh);
    });
    expect(handled.map((e) => e.id)).toEqual([a!.id, c!.id]);
    expect(seen).toEqual([a!.id, c!.id]);
    expect(await effectCount()).toBe(3);
    expect(await handleBatchOnce(db.pool, GROUP, [a!, b!, c!], insertEffects)).toEqual([]);
    expect(await effectCount()).toBe(3);
  });

  it('records none of the batch when its effects throw', async () => {
    const events = [1, 2].map((v) => createEvent('t.x.v1', 'a', v, {}));
    await expect(
      handleBatchOnce(db.pool, GROUP, events, async (client, fresh) => {
        await insertEffects(client, fresh);
        throw new Error('downstream failed');
      }),
    ).rejects.toThrow('downstream failed');
    expect(await effectCount()).toBe(0);
    expect((await handleBatchOnce(db.pool, GROUP, events, insertEffects)).length).toBe(2);
    expect(await effectCount()).toBe(2);
  });

  it('lets each event of two concurrent overlapping batches through once', async () => {
    const events = Array.from({ length: 6 }, (_, i) => createEvent('t.x.v1', `agg-${i}`, 1, {}));
    const slow = async (client: import('pg').PoolClient, fresh: { id: string }[]) => {
      await delay(100);
      await insertEffects(client, fresh);
    };
    const [first, second] = await Promise.all([
      handleBatchOnce(db.pool, GROUP, events.slice(0, 4), slow),
      handleBatchOnce(db.pool, GROUP, [...events.slice(2)].reverse(), slow),
    ]);
    expect(first.length + second.length).toBe(6);
    expect(await effectCount()).toBe(6);
    expect(db.pool.totalCount - db.pool.idleCount).toBe(0);
  });
});
