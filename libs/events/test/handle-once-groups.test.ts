// processed_events is keyed by (consumer group, event id): two groups of one service that take the same
// event type each handle it once. This replaces the house-shape check that forbade such groups while the
// table was keyed by the event id alone (each group then skipped what the other had handled).
import type { PoolClient } from 'pg';
import { createTestDatabase, describeWith, type TestDatabase } from '@journal/testing';
import { MemoryEventBus, handleBatchOnce, handleOnce, subscribe, type EventEnvelope } from '../src';
import { CONSUMER, createSchemas, resetTables, statusChanged } from './helpers/outbox-fixtures';
import { delay, waitFor } from './helpers/wait-for';

const TYPE = 'submission.status_changed.v1';
const MAILS = { schema: CONSUMER, group: 'consumer.mails' };
const DIRECTORY = { schema: CONSUMER, group: 'consumer.directory' };

describeWith('postgres', 'handleOnce: two consumer groups of one service', () => {
  let db: TestDatabase;

  beforeAll(async () => {
    db = await createTestDatabase();
    await createSchemas(db.pool);
    await db.pool.query(`CREATE TABLE ${CONSUMER}.group_effects (grp text NOT NULL, event_id uuid NOT NULL)`);
  });
  afterAll(async () => {
    await db?.drop();
  });
  beforeEach(async () => {
    await resetTables(db.pool);
    await db.pool.query(`TRUNCATE ${CONSUMER}.group_effects`);
  });

  const effect = (group: string, id: string) => async (client: PoolClient) => {
    await client.query(`INSERT INTO ${CONSUMER}.group_effects (grp, event_id) VALUES ($1, $2)`, [group, id]);
  };
  const effects = async () =>
    (
      await db.pool.query<{ grp: string; n: number }>(
        `SELECT grp, count(*)::int AS n FROM ${CONSUMER}.group_effects GROUP BY grp ORDER BY grp`,
      )
    ).rows;

  it('runs each group once for the same event id, and each skips only its own repeats', async () => {
    const event = statusChanged('b5a3c1a8-9f6b-4a41-8d57-2f0b7e1c2a01', 1);
    expect(await handleOnce(db.pool, MAILS, event, effect(MAILS.group, event.id))).toBe(true);
    // The other group has not handled it: the first group's record does not make it skip.
    expect(await handleOnce(db.pool, DIRECTORY, event, effect(DIRECTORY.group, event.id))).toBe(true);
    // Redeliveries to either group are skipped.
    expect(await handleOnce(db.pool, MAILS, event, effect(MAILS.group, event.id))).toBe(false);
    expect(await handleBatchOnce(db.pool, DIRECTORY, [event], async () => undefined)).toEqual([]);
    expect(await effects()).toEqual([
      { grp: DIRECTORY.group, n: 1 },
      { grp: MAILS.group, n: 1 },
    ]);
    const { rows } = await db.pool.query(
      `SELECT consumer_group FROM ${CONSUMER}.processed_events WHERE event_id = $1 ORDER BY consumer_group`,
      [event.id],
    );
    expect(rows).toEqual([{ consumer_group: DIRECTORY.group }, { consumer_group: MAILS.group }]);
  });

  it('delivered through a bus to two groups taking the type, twice each (a redelivery), both run once', async () => {
    const bus = new MemoryEventBus();
    try {
      const handled: Record<string, string[]> = { [MAILS.group]: [], [DIRECTORY.group]: [] };
      for (const consumer of [MAILS, DIRECTORY])
        await subscribe(bus, {
          group: consumer.group,
          types: [TYPE],
          handler: async (e) => {
            // Both groups at once on the same id: each waits only on its own key, never on the other's.
            await handleOnce(db.pool, consumer, e, async (client) => {
              await delay(50);
              handled[consumer.group]!.push(e.id);
              await effect(consumer.group, e.id)(client);
            });
          },
        });
      const events: EventEnvelope[] = [1, 2, 3].map((v) =>
        statusChanged('c0ffee00-0000-4000-8000-00000000000' + v, v),
      );
      // Each event published twice: the duplicate a relay makes when it dies between publish and mark-sent.
      await bus.publish([...events, ...events]);
      await waitFor(async () => {
        const rows = await db.pool.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM ${CONSUMER}.processed_events`,
        );
        return rows.rows[0]!.n === 6;
      }, 'both groups recording the three events');
      // Let the duplicates drain too, then count: once per group and event.
      await delay(300);
      expect(handled[MAILS.group]!.sort()).toEqual(events.map((e) => e.id).sort());
      expect(handled[DIRECTORY.group]!.sort()).toEqual(events.map((e) => e.id).sort());
      expect(await effects()).toEqual([
        { grp: DIRECTORY.group, n: 3 },
        { grp: MAILS.group, n: 3 },
      ]);
    } finally {
      await bus.close();
    }
  });
});
