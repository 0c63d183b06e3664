import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createTestDatabase, type TestDatabase } from '@journal/testing';
import { runMigrations, withTransaction } from '../src';

describe('db: transactions and migrations', () => {
  let db: TestDatabase;
  let dir: string;

  beforeAll(async () => {
    db = await createTestDatabase();
    dir = await mkdtemp(path.join(os.tmpdir(), 'migrations-'));
    await writeFile(
      path.join(dir, '001_things.sql'),
      '-- Up Migration\nCREATE TABLE things (id serial PRIMARY KEY, name text NOT NULL);\n-- Down Migration\nDROP TABLE things;\n',
    );
  });
  afterAll(() => db.drop());

  it('creates the schema, applies each migration once and records it', async () => {
    expect(await runMigrations({ databaseUrl: db.url, schema: 'sample', dir })).toEqual(['001_things']);
    expect(await runMigrations({ databaseUrl: db.url, schema: 'sample', dir })).toEqual([]);
    const tables = await db.pool.query(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'sample' ORDER BY table_name",
    );
    expect(tables.rows.map((row) => row.table_name)).toEqual(['schema_migrations', 'things']);
  });

  it('commits on success and rolls back on error', async () => {
    await withTransaction(db.pool, (client) =>
      client.query("INSERT INTO sample.things (name) VALUES ('kept')"),
    );
    await expect(
      withTransaction(db.pool, async (client) => {
        await client.query("INSERT INTO sample.things (name) VALUES ('lost')");
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    const rows = await db.pool.query('SELECT name FROM sample.things ORDER BY id');
    expect(rows.rows.map((row) => row.name)).toEqual(['kept']);
  });
});

describe('db: a connection dying inside a transaction', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(() => db.drop());

  it('rejects the transaction without crashing and the pool keeps working', async () => {
    await expect(
      withTransaction(db.pool, async (client) => {
        const { rows } = await client.query('SELECT pg_backend_pid() AS pid');
        // Kill our own backend from another connection, as a failover or idle-timeout would.
        await db.pool.query('SELECT pg_terminate_backend($1)', [rows[0].pid]);
        await new Promise((resolve) => setTimeout(resolve, 100));
        await client.query('SELECT 1');
      }),
    ).rejects.toThrow();
    const { rows } = await db.pool.query('SELECT 1 AS ok');
    expect(rows[0].ok).toBe(1);
  });
});
