import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { createTestDatabase, describeWith, type TestDatabase } from '@journal/testing';
import {
  handleOnce,
  listOutboxDeadLetters,
  MemoryEventBus,
  outboxDdl,
  OutboxRelay,
  RedisEventBus,
  writeOutbox,
  type EventEnvelope,
} from '../src';
import { statusChanged } from './helpers/outbox-fixtures';
import { redisNamespace, redisUrl } from './helpers/redis-namespace';
import { waitFor } from './helpers/wait-for';

const TYPE = 'submission.status_changed.v1';
// The operator command replays the tables of a real producer schema; this database is the test's own.
const SCHEMA = 'submission';
const CONSUMER = 'consumer';
const GOOD = 1_000;
const REPO_ROOT = path.resolve(__dirname, '..', '..', '..');

describeWith(['postgres', 'redis'], 'outbox: a poison row among 1,000 good ones (Redis Streams bus)', () => {
  let db: TestDatabase;
  const ns = redisNamespace();

  beforeAll(async () => {
    db = await createTestDatabase();
    await db.pool.query(`CREATE SCHEMA ${SCHEMA}; CREATE SCHEMA ${CONSUMER};`);
    await db.pool.query(outboxDdl(SCHEMA));
    await db.pool.query(outboxDdl(CONSUMER));
    await db.pool.query(`CREATE TABLE ${CONSUMER}.received (event_id uuid NOT NULL)`);
  });
  afterAll(async () => {
    await ns.cleanup();
    await db?.drop();
  });

  it('delivers every good event once, parks the poison one with its error, and replays it by command', async () => {
    const bus = new RedisEventBus({ url: redisUrl(), prefix: ns.prefix, blockMs: 200 });
    const relay = new OutboxRelay({
      pool: db.pool,
      schema: SCHEMA,
      bus,
      batchSize: 100,
      pollIntervalMs: 50,
      maxRowFailures: 3,
    });
    const sub = await bus.subscribe({
      group: CONSUMER,
      types: [TYPE],
      handler: async (e: EventEnvelope) => {
        await handleOnce(db.pool, { schema: CONSUMER, group: 'consumer' }, e, async (client) => {
          await client.query(`INSERT INTO ${CONSUMER}.received (event_id) VALUES ($1)`, [e.id]);
        });
      },
    });
    try {
      const good = Array.from({ length: GOOD }, (_, i) => statusChanged(`paper-${i % 50}`, i + 2));
      const client = await db.pool.connect();
      try {
        await writeOutbox(client, SCHEMA, good.slice(0, 400));
        // The poison: a row that breaks its contract (written around writeOutbox, e.g. by a manual fix).
        const poison = statusChanged('paper-poison', 2);
        await client.query(
          `INSERT INTO ${SCHEMA}.outbox (id, type, aggregate_id, version, payload, occurred_at)
           VALUES ($1, $2, $3, $4, $5, now())`,
          [
            poison.id,
            TYPE,
            poison.aggregateId,
            poison.version,
            JSON.stringify({ ...poison.payload, newStatus: 'lost' }),
          ],
        );
        await writeOutbox(client, SCHEMA, good.slice(400));
        relay.start();

        const counts = async () =>
          (
            await db.pool.query<{ received: number; distinct: number }>(
              `SELECT count(*)::int AS received, count(DISTINCT event_id)::int AS distinct FROM ${CONSUMER}.received`,
            )
          ).rows[0]!;
        await waitFor(async () => (await counts()).received >= GOOD, 'the good events', 60_000, 100);
        await waitFor(
          async () => (await listOutboxDeadLetters(db.pool, SCHEMA)).length === 1,
          'the poison row parked',
          20_000,
        );
        const { received, distinct } = await counts();
        const goodIds = new Set(good.map((e) => e.id));
        const receivedIds = (
          await db.pool.query<{ event_id: string }>(`SELECT event_id FROM ${CONSUMER}.received`)
        ).rows;
        const lost = good.filter((e) => !receivedIds.some((r) => r.event_id === e.id)).length;
        process.stdout.write(
          `outbox poison: sent ${GOOD} good + 1 poison, received ${received}, lost ${lost}, duplicated ${received - distinct}, parked 1\n`,
        );
        expect(lost).toBe(0);
        expect(received).toBe(distinct);
        expect(receivedIds.every((r) => goodIds.has(r.event_id))).toBe(true);

        const [parked] = await listOutboxDeadLetters(db.pool, SCHEMA);
        expect(parked).toMatchObject({ id: poison.id, attempts: 3 });
        expect(parked!.error).toMatch(/invalid event/);
        const pending = await db.pool.query(`SELECT 1 FROM ${SCHEMA}.outbox WHERE sent_at IS NULL`);
        expect(pending.rowCount).toBe(0);

        // Repaired by an operator, then replayed with the command: published once, like any row.
        await relay.stop();
        await db.pool.query(
          `UPDATE ${SCHEMA}.outbox_dead_letters SET payload = jsonb_set(payload, '{newStatus}', '"accepted"') WHERE id = $1`,
          [poison.id],
        );
        const run = promisify(execFile);
        const env = { ...process.env, DATABASE_URL: db.url };
        const listed = await run('node', ['--import', 'tsx', 'scripts/outbox.ts', 'list', SCHEMA], {
          cwd: REPO_ROOT,
          env,
        });
        expect(listed.stdout).toContain(poison.id);
        const replayed = await run(
          'node',
          ['--import', 'tsx', 'scripts/outbox.ts', 'replay', SCHEMA, poison.id],
          {
            cwd: REPO_ROOT,
            env,
          },
        );
        expect(replayed.stdout).toContain('replayed 1 row(s)');
        expect(await listOutboxDeadLetters(db.pool, SCHEMA)).toEqual([]);
        relay.start();
        await waitFor(
          async () =>
            (await db.pool.query(`SELECT 1 FROM ${CONSUMER}.received WHERE event_id = $1`, [poison.id]))
              .rowCount === 1,
          'the replayed event',
          20_000,
        );
        expect((await counts()).received).toBe(GOOD + 1);
      } finally {
        client.release();
      }
    } finally {
      await relay.stop();
      await sub.stop();
      await bus.close();
    }
  }, 120_000);
});

/** A real in-process bus that refuses some events, like a broker rejecting one message. */
class RefusingBus extends MemoryEventBus {
  down = false;
  constructor(private readonly refuses: (e: EventEnvelope) => boolean) {
    super();
  }
  override async publish(events: EventEnvelope[]): Promise<void> {
    if (this.down) throw new Error('bus unreachable');
    const refused = events.find(this.refuses);
    if (refused) throw new Error(`message ${refused.id} rejected`);
    return super.publish(events);
  }
}

describeWith('postgres', 'outbox: rows the bus refuses', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
    await db.pool.query(`CREATE SCHEMA ${SCHEMA}`);
    await db.pool.query(outboxDdl(SCHEMA));
  });
  afterAll(async () => {
    await db?.drop();
  });

  it("lets the other aggregates through, holds the refused one's later rows, and parks it after N refusals", async () => {
    const bus = new RefusingBus((e) => e.aggregateId === 'refused' && e.version === 2);
    const received: string[] = [];
    await bus.subscribe({
      group: 'g',
      types: [TYPE],
      handler: async (e) => void received.push(`${e.aggregateId}@${e.version}`),
    });
    const relay = new OutboxRelay({ pool: db.pool, schema: SCHEMA, bus, maxRowFailures: 3 });
    const client = await db.pool.connect();
    try {
      await writeOutbox(client, SCHEMA, [
        statusChanged('ok-1', 2),
        statusChanged('refused', 2),
        statusChanged('ok-2', 2),
        statusChanged('refused', 3),
      ]);
    } finally {
      client.release();
    }
    expect(await relay.publishBatch()).toBe(2);
    expect(received).toEqual(['ok-1@2', 'ok-2@2']);
    const pending = async () =>
      (
        await db.pool.query<{
          aggregate_id: string;
          version: number;
          row_failures: number;
          last_error: string | null;
        }>(
          `SELECT aggregate_id, version, row_failures, last_error FROM ${SCHEMA}.outbox WHERE sent_at IS NULL ORDER BY seq`,
        )
      ).rows;
    expect(await pending()).toEqual([
      { aggregate_id: 'refused', version: 2, row_failures: 1, last_error: expect.stringMatching(/rejected/) },
      { aggregate_id: 'refused', version: 3, row_failures: 0, last_error: null }, // waits behind it, blamed for nothing
    ]);
    // The bus down: nothing is the rows' own fault, nothing is parked.
    bus.down = true;
    await expect(relay.publishBatch()).rejects.toThrow('bus unreachable');
    expect((await pending()).map((r) => r.row_failures)).toEqual([1, 0]);
    bus.down = false;
    // Alone at the head, a refused row cannot be told from an outage; a new row of another aggregate tells.
    for (const paper of ['ok-3', 'ok-4']) {
      const c = await db.pool.connect();
      await writeOutbox(c, SCHEMA, [statusChanged(paper, 2)]).finally(() => c.release());
      await relay.publishBatch();
    }
    expect((await listOutboxDeadLetters(db.pool, SCHEMA)).map((d) => d.aggregateId)).toEqual(['refused']);
    expect(await relay.publishBatch()).toBe(1); // refused@3 goes once the row ahead of it is parked
    await waitFor(() => received.length === 5, 'the deliveries');
    expect(received).toEqual(['ok-1@2', 'ok-2@2', 'ok-3@2', 'ok-4@2', 'refused@3']);
    await bus.close();
  });
});
