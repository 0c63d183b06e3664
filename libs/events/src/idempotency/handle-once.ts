import type { Pool, PoolClient } from 'pg';
import type { EventEnvelope } from '../envelope';
import { beginWith, checkout } from '@journal/db';
import { quoteSchema } from '../util/sql-identifier';
import { uuidArrayLiteral } from '../util/sql-literals';

/**
 * Runs `fn` exactly once per event id: the id goes into `<schema>.processed_events` in the same
 * transaction as fn's writes. Returns false (and runs nothing) for an event already handled. If fn throws,
 * nothing is recorded and the error propagates, so the bus redelivers. Two concurrent deliveries of one
 * event serialise on the primary key: the second waits and is skipped once the first commits.
 */
export async function handleOnce(
  pool: Pool,
  schema: string,
  event: Pick<EventEnvelope, 'id'>,
  fn: (client: PoolClient) => Promise<void>,
): Promise<boolean> {
  return (await handleBatchOnce(pool, schema, [event], (client) => fn(client))).length > 0;
}

/**
 * handleOnce for several events in one transaction (handleOnce is its batch of one): one statement checks and records every id (sorted, so two
 * batches sharing ids cannot deadlock), then `fn` gets the events not handled before, in their order, and
 * writes their effects on the same client. Nothing is recorded if fn throws. Returns the events handled now.
 */
export async function handleBatchOnce<E extends Pick<EventEnvelope, 'id'>>(
  pool: Pool,
  schema: string,
  events: readonly E[],
  fn: (client: PoolClient, fresh: E[]) => Promise<void>,
): Promise<E[]> {
  const table = `${quoteSchema(schema)}.processed_events`;
  const ids = [...new Set(events.map((e) => e.id))].sort();
  const { client, fail, release } = await checkout(pool);
  try {
    const recorded = new Set(await beginAndRecord(client, table, ids));
    // A repeated id within the batch is handled at its first occurrence only.
    const fresh = events.filter((e) => recorded.delete(e.id));
    if (fresh.length === 0) {
      await client.query('ROLLBACK');
      return [];
    }
    await fn(client, fresh);
    await client.query('COMMIT');
    return fresh;
  } catch (err) {
    await client.query('ROLLBACK').catch(fail);
    throw err;
  } finally {
    release();
  }
}

/**
 * BEGIN, then records the ids; returns those not recorded before. Ids shaped as UUIDs (every event's) are
 * safe as literals, so both statements go in one simple query, one round trip instead of two: the
 * consumer's cost per batch is mostly its round trips (docs/performance.md).
 */
async function beginAndRecord(client: PoolClient, table: string, ids: readonly string[]): Promise<string[]> {
  const insert = (list: string) =>
    `INSERT INTO ${table} (event_id) SELECT unnest(${list}::uuid[]) ON CONFLICT (event_id) DO NOTHING RETURNING event_id`;
  const literal = uuidArrayLiteral(ids);
  if (literal) {
    const rows = await beginWith<{ event_id: string }>(client, insert(literal));
    return rows.map((r) => r.event_id);
  }
  await client.query('BEGIN');
  const { rows } = await client.query<{ event_id: string }>(insert('$1'), [ids]);
  return rows.map((r) => r.event_id);
}
