import { copyFile, mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createTestDatabase, describeWith, type TestDatabase } from '@journal/testing';
import { MIGRATION_RENAMES, runMigrations, runPendingMigrations, type Pool } from '../src';

const SERVICES = path.resolve(__dirname, '../../../services');

/** Everything a migration can create in a schema, in a comparable form. */
async function schemaShape(pool: Pool, schema: string) {
  const q = async (sql: string) => (await pool.query(sql, [schema])).rows;
  return {
    columns: await q(
      `SELECT table_name, column_name, data_type, is_nullable, column_default FROM information_schema.columns
        WHERE table_schema = $1 ORDER BY table_name, column_name`,
    ),
    indexes: await q('SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = $1 ORDER BY indexname'),
    constraints: await q(
      `SELECT c.conname, pg_get_constraintdef(c.oid) AS def FROM pg_constraint c
         JOIN pg_namespace n ON n.oid = c.connamespace WHERE n.nspname = $1 ORDER BY c.conname`,
    ),
    triggers: await q(
      `SELECT event_object_table, trigger_name, action_statement FROM information_schema.triggers
        WHERE trigger_schema = $1 ORDER BY event_object_table, trigger_name, event_manipulation`,
    ),
    functions: await q(
      `SELECT p.proname, pg_get_functiondef(p.oid) AS def FROM pg_proc p
         JOIN pg_namespace n ON n.oid = p.pronamespace WHERE n.nspname = $1 ORDER BY p.proname`,
    ),
  };
}

const recorded = async (pool: Pool, schema: string) =>
  (await pool.query(`SELECT name, run_on FROM "${schema}".schema_migrations ORDER BY id`)).rows as Array<{
    name: string;
    run_on: Date;
  }>;

/**
 * Issue 27: identity's second `002_*` and submission's second `004_*` were renumbered (later files
 * shifted). A database migrated by the code before that (files under their old names) must come through
 * today's runner with nothing run again, its schema untouched and the new names recorded.
 */
describeWith('postgres', 'db: renumbered migrations on a database migrated under the old names', () => {
  let db: TestDatabase;
  const folders: string[] = [];

  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(async () => {
    await db?.drop();
    for (const folder of folders) await rm(folder, { recursive: true, force: true });
  });

  it.each(Object.keys(MIGRATION_RENAMES))('%s', async (schema) => {
    const dir = path.join(SERVICES, schema, 'migrations');
    const oldNameOf = new Map(Object.entries(MIGRATION_RENAMES[schema]!).map(([from, to]) => [to, from]));
    // Today's files under the names the previous code had (only the names changed, never the content).
    const old = await mkdtemp(path.join(os.tmpdir(), `${schema}-old-migrations-`));
    folders.push(old);
    const files = (await readdir(dir)).filter((file) => file.endsWith('.sql'));
    for (const file of files) {
      const name = file.replace(/\.sql$/, '');
      await copyFile(path.join(dir, file), path.join(old, `${oldNameOf.get(name) ?? name}.sql`));
    }

    const appliedBefore = await runPendingMigrations({ databaseUrl: db.url, schema, dir: old });
    expect(appliedBefore).toEqual(expect.arrayContaining([...oldNameOf.values()]));
    expect(appliedBefore).toHaveLength(files.length);
    const shapeBefore = await schemaShape(db.pool, schema);
    const rowsBefore = await recorded(db.pool, schema);

    expect(await runMigrations({ databaseUrl: db.url, schema, dir })).toEqual([]);
    expect(await schemaShape(db.pool, schema)).toEqual(shapeBefore);
    const rowsAfter = await recorded(db.pool, schema);
    expect(rowsAfter.map((row) => row.name)).toEqual(files.map((file) => file.replace(/\.sql$/, '')).sort());
    expect(rowsAfter.map((row) => row.run_on)).toEqual(rowsBefore.map((row) => row.run_on));
    for (const oldName of oldNameOf.values()) expect(rowsAfter.map((row) => row.name)).not.toContain(oldName);

    // Again: the renames are idempotent and nothing is pending.
    expect(await runMigrations({ databaseUrl: db.url, schema, dir })).toEqual([]);
    expect(await recorded(db.pool, schema)).toEqual(rowsAfter);
  });

  it('a database half migrated under the old names gets the rest under the new names', async () => {
    const partial = await createTestDatabase();
    try {
      const old = await mkdtemp(path.join(os.tmpdir(), 'identity-partial-'));
      folders.push(old);
      const dir = path.join(SERVICES, 'identity', 'migrations');
      for (const file of ['001_init.sql', '002_outbox_dead_letters.sql'])
        await copyFile(path.join(dir, file), path.join(old, file));
      await copyFile(path.join(dir, '003_sessions.sql'), path.join(old, '002_sessions.sql'));
      expect(
        await runPendingMigrations({ databaseUrl: partial.url, schema: 'identity', dir: old }),
      ).toHaveLength(3);
      expect(await runMigrations({ databaseUrl: partial.url, schema: 'identity', dir })).toEqual([
        '004_user_orcid',
        '005_outbox_trace_context',
        '006_verification_mails_by_address',
      ]);
      expect((await recorded(partial.pool, 'identity')).map((row) => row.name)).toEqual([
        '001_init',
        '002_outbox_dead_letters',
        '003_sessions',
        '004_user_orcid',
        '005_outbox_trace_context',
        '006_verification_mails_by_address',
      ]);
    } finally {
      await partial.drop();
    }
  });
});
