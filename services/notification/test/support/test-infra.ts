import { randomUUID } from 'node:crypto';
import Redis from 'ioredis';
import { runMigrations, type Queryable } from '@journal/db';
import { DEFAULT_REDIS_URL, createTestDatabase, type TestDatabase } from '@journal/testing';
import { MIGRATIONS_DIR, SCHEMA } from '../../src';

export const REDIS_URL = process.env.REDIS_URL || DEFAULT_REDIS_URL;

/** A fresh database with this service's migrations applied. */
export async function migratedDatabase(): Promise<TestDatabase> {
  const db = await createTestDatabase();
  await runMigrations({ databaseUrl: db.url, schema: SCHEMA, dir: MIGRATIONS_DIR });
  return db;
}

/** A Redis key prefix of its own per test file, so files running in parallel never share streams or queues. */
export function uniquePrefix(label: string): string {
  return `test:${label}:${randomUUID().slice(0, 8)}`;
}

export async function deleteRedisKeys(prefix: string): Promise<void> {
  const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 3 });
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      cursor = next;
      if (keys.length) await redis.del(...keys);
    } while (cursor !== '0');
  } finally {
    await redis.quit();
  }
}

/**
 * Consumer transactions (handleOnce's) open and waiting on their client: what an HTTP call made inside a
 * consumer's transaction looks like from Postgres (issue 27: no consumer makes one).
 */
export async function transactionsWaiting(pool: Queryable): Promise<number> {
  const { rows } = await pool.query<{ n: number }>(
    // Only the transactions of handleOnce's consumers (they hold a lock on processed_events from their first
    // statement): issue 29's editor-mails group writes idempotently without one, and may be mid-transaction
    // on the same event at the same moment without asking anybody anything.
    `SELECT count(DISTINCT a.pid)::int AS n
       FROM pg_stat_activity a JOIN pg_locks l ON l.pid = a.pid
      WHERE a.datname = current_database() AND a.pid <> pg_backend_pid()
        AND a.state LIKE 'idle in transaction%'
        AND l.relation = to_regclass('notification.processed_events')`,
  );
  return rows[0]!.n;
}
