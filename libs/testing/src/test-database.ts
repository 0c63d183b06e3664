import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createPool } from '@journal/db';

export interface TestDatabase {
  url: string;
  pool: pg.Pool;
  drop(): Promise<void>;
}

/** The server to create databases on: jest's global setup sets TEST_DATABASE_URL, `npm run bench` DATABASE_URL. */
function adminUrl(): string {
  const url = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  if (!url)
    throw new Error(
      'No Postgres: run tests through jest and benchmarks through `npm run bench` (both provide one)',
    );
  return url;
}

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * A fresh database per test file (or benchmark), so they run in parallel without seeing each other's rows.
 * `prefix` names it for whoever finds it in `\l` (lowercase letters, digits, underscores).
 */
export async function createTestDatabase(
  options: { prefix?: string; poolSize?: number } = {},
): Promise<TestDatabase> {
  const prefix = options.prefix ?? 't';
  if (!/^[a-z][a-z0-9_]{0,30}$/.test(prefix)) throw new Error(`Invalid database prefix: ${prefix}`);
  const name = `${prefix}_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  const pool = createPool(url.toString(), { max: options.poolSize ?? 5 });
  return {
    url: url.toString(),
    pool,
    drop: async () => {
      await pool.end();
      await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
