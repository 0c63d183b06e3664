import type { Pool } from 'pg';
import { withTransaction } from '@journal/db';
import { quoteSchema } from '../util/sql-identifier';

export interface OutboxDeadLetter {
  id: string;
  type: string;
  aggregateId: string;
  version: number;
  attempts: number;
  error: string;
  parkedAt: Date;
}

/** The rows the relay parked, oldest first. */
export async function listOutboxDeadLetters(
  pool: Pool,
  schema: string,
  limit = 100,
): Promise<OutboxDeadLetter[]> {
  const { rows } = await pool.query<OutboxDeadLetter>(
    `SELECT id, type, aggregate_id AS "aggregateId", version, attempts, error, parked_at AS "parkedAt"
     FROM ${quoteSchema(schema)}.outbox_dead_letters ORDER BY parked_at, seq LIMIT $1`,
    [limit],
  );
  return rows;
}

/**
 * Puts parked rows back at the end of the outbox (fresh counters, same event id, so consumers that did see
 * the event skip it). `ids` unset replays every parked row. Returns the ids replayed.
 */
export async function replayOutboxDeadLetters(pool: Pool, schema: string, ids?: string[]): Promise<string[]> {
  const s = quoteSchema(schema);
  return withTransaction(pool, async (client) => {
    const { rows } = await client.query<{ id: string }>(
      `WITH moved AS (
         DELETE FROM ${s}.outbox_dead_letters WHERE $1::uuid[] IS NULL OR id = ANY($1::uuid[]) RETURNING *
       )
       INSERT INTO ${s}.outbox (id, type, aggregate_id, version, payload, occurred_at)
       SELECT id, type, aggregate_id, version, payload, occurred_at FROM moved ORDER BY seq
       RETURNING id`,
      [ids ?? null],
    );
    return rows.map((r) => r.id);
  });
}
