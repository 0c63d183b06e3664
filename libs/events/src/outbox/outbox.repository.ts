import type { PoolClient } from 'pg';
import { beginWith } from '@journal/db';
import type { EventEnvelope } from '../envelope';
import { quoteSchema } from '../util/sql-identifier';

export interface OutboxRow {
  seq: string;
  id: string;
  type: string;
  aggregate_id: string;
  version: number;
  payload: unknown;
  occurred_at: Date;
  trace_context: string | null;
}

export function toEnvelope(row: OutboxRow): EventEnvelope {
  return {
    id: row.id,
    type: row.type,
    occurredAt: row.occurred_at.toISOString(),
    aggregateId: row.aggregate_id,
    version: row.version,
    payload: row.payload,
    ...(row.trace_context ? { traceparent: row.trace_context } : {}),
  };
}

/** SQL of the relay; every call runs on the relay's transaction client. */
export class OutboxRepository {
  private readonly table: string;
  private readonly deadLetters: string;

  constructor(schema: string) {
    this.table = `${quoteSchema(schema)}.outbox`;
    this.deadLetters = `${quoteSchema(schema)}.outbox_dead_letters`;
  }

  /**
   * BEGIN, then one statement claims the oldest pending rows not locked by another relay (FOR UPDATE SKIP
   * LOCKED; they stay locked until the transaction ends) and returns those that come before any pending row
   * of their aggregate held by another relay, in seq order: with several relays, an aggregate's events still
   * leave in order, and the rows of other aggregates are not held back. One round trip: the limit, a whole
   * number, is inlined.
   */
  async beginAndClaim(client: PoolClient, limit: number): Promise<OutboxRow[]> {
    if (!Number.isSafeInteger(limit) || limit < 1) throw new RangeError(`bad claim limit ${limit}`);
    return beginWith<OutboxRow>(client, this.claimSql(String(limit)));
  }

  private claimSql(limit: string): string {
    return `WITH claimed AS (
         SELECT seq, id, type, aggregate_id, version, payload, occurred_at, trace_context FROM ${this.table}
         WHERE sent_at IS NULL ORDER BY seq LIMIT ${limit} FOR UPDATE SKIP LOCKED
       )
       SELECT c.* FROM claimed c
       WHERE NOT EXISTS (
         SELECT 1 FROM ${this.table} o
         WHERE o.sent_at IS NULL AND o.aggregate_id = c.aggregate_id AND o.seq < c.seq
           AND NOT EXISTS (SELECT 1 FROM claimed mine WHERE mine.seq = o.seq)
       )
       ORDER BY c.seq`;
  }

  async markSent(client: PoolClient, ids: string[]): Promise<void> {
    await client.query(
      `UPDATE ${this.table} SET sent_at = now(), attempts = attempts + 1, last_error = NULL WHERE id = ANY($1::uuid[])`,
      [ids],
    );
  }

  async markFailed(client: PoolClient, ids: string[], error: string): Promise<void> {
    await client.query(
      `UPDATE ${this.table} SET attempts = attempts + 1, last_error = $2 WHERE id = ANY($1::uuid[])`,
      [ids, error.slice(0, 2000)],
    );
  }

  /**
   * Records failures that were the rows' own; rows that reached `maxFailures` move to the dead-letter table
   * (with their last error) so the rows behind them go on. Returns the ids parked.
   */
  async markRowFailures(
    client: PoolClient,
    failures: { id: string; error: string }[],
    maxFailures: number,
  ): Promise<string[]> {
    if (failures.length === 0) return [];
    const { rows } = await client.query<{ id: string; row_failures: number }>(
      `UPDATE ${this.table} o SET attempts = o.attempts + 1, row_failures = o.row_failures + 1, last_error = f.error
       FROM jsonb_to_recordset($1::jsonb) AS f(id uuid, error text)
       WHERE o.id = f.id RETURNING o.id, o.row_failures`,
      [JSON.stringify(failures.map((f) => ({ id: f.id, error: f.error.slice(0, 2000) })))],
    );
    const parked = rows.filter((r) => r.row_failures >= maxFailures).map((r) => r.id);
    if (parked.length === 0) return [];
    await client.query(
      `WITH moved AS (DELETE FROM ${this.table} WHERE id = ANY($1::uuid[]) RETURNING *)
       INSERT INTO ${this.deadLetters} (id, seq, type, aggregate_id, version, payload, occurred_at, created_at, attempts, error)
       SELECT id, seq, type, aggregate_id, version, payload, occurred_at, created_at, attempts, coalesce(last_error, 'unknown')
       FROM moved`,
      [parked],
    );
    return parked;
  }

  async purgeSent(client: PoolClient, olderThanMs: number): Promise<number> {
    const res = await client.query(
      `DELETE FROM ${this.table} WHERE sent_at < now() - make_interval(secs => $1::double precision / 1000)`,
      [olderThanMs],
    );
    return res.rowCount ?? 0;
  }
}
