import type { Pool, PoolClient } from 'pg';
import type { EventEnvelope } from '../envelope';
import { checkout } from '@journal/db';
import { quoteSchema } from '../util/sql-identifier';

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
  const table = `${quoteSchema(schema)}.processed_events`;
  const { client, fail, release } = await checkout(pool);
  try {
    await client.query('BEGIN');
    const inserted = await client.query(
      `INSERT INTO ${table} (event_id) VALUES ($1) ON CONFLICT (event_id) DO NOTHING`,
      [event.id],
    );
    if (inserted.rowCount === 0) {
      await client.query('ROLLBACK');
      return false;
    }
    await fn(client);
    await client.query('COMMIT');
    return true;
  } catch (err) {
    await client.query('ROLLBACK').catch(fail);
    throw err;
  } finally {
    release();
  }
}
