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
 * Sessions of this database with a transaction open and waiting on their client: what an HTTP call made
 * inside a transaction looks like from Postgres (issue 27: no consumer makes one).
 */
export async function transactionsWaiting(pool: Queryable): Promise<number> {
  const { rows } = await pool.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM pg_stat_activity
      WHERE datname = current_database() AND pid <> pg_backend_pid() AND state LIKE 'idle in transaction%'`,
  );
  return rows[0]!.n;
}
