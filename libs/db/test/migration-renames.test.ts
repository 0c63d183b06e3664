import { readdirSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { createTestDatabase, describeWith, type TestDatabase } from '@journal/testing';
import { MIGRATION_RENAMES, runMigrations, runPendingMigrations, type Pool } from '../src';
import {
  SERVICES,
  linkedMigrations,
  migrationFiles,
  migrationName,
  schemaShape,
} from './support/migration-folders';

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
    const files = await migrationFiles(dir);
    const old = await linkedMigrations(
      `${schema}-old-migrations-`,
      files.map((file) => ({
        name: file.replace(migrationName(file), oldNameOf.get(migrationName(file)) ?? migrationName(file)),
        target: path.join(dir, file),
      })),
    );
    folders.push(old);

    const appliedBefore = await runPendingMigrations({ databaseUrl: db.url, schema, dir: old });
    expect(appliedBefore).toEqual(expect.arrayContaining([...oldNameOf.values()]));
    expect(appliedBefore).toHaveLength(files.length);
    const shapeBefore = await schemaShape(db.pool, schema);
    const rowsBefore = await recorded(db.pool, schema);

    expect(await runMigrations({ databaseUrl: db.url, schema, dir })).toEqual([]);
    expect(await schemaShape(db.pool, schema)).toEqual(shapeBefore);
    const rowsAfter = await recorded(db.pool, schema);
    expect(rowsAfter.map((row) => row.name)).toEqual(files.map(migrationName));
    expect(rowsAfter.map((row) => row.run_on)).toEqual(rowsBefore.map((row) => row.run_on));
    for (const oldName of oldNameOf.values()) expect(rowsAfter.map((row) => row.name)).not.toContain(oldName);

    // Again: the renames are idempotent and nothing is pending.
    expect(await runMigrations({ databaseUrl: db.url, schema, dir })).toEqual([]);
    expect(await recorded(db.pool, schema)).toEqual(rowsAfter);
  });

  it('a database half migrated under the old names gets the rest under the new names', async () => {
    const partial = await createTestDatabase();
    try {
      const dir = path.join(SERVICES, 'identity', 'migrations');
      const old = await linkedMigrations('identity-partial-', [
        { name: '001_init.sql', target: path.join(dir, '001_init.sql') },
        { name: '002_outbox_dead_letters.ts', target: path.join(dir, '002_outbox_dead_letters.ts') },
        { name: '002_sessions.sql', target: path.join(dir, '003_sessions.sql') },
      ]);
      folders.push(old);
      expect(
        await runPendingMigrations({ databaseUrl: partial.url, schema: 'identity', dir: old }),
      ).toHaveLength(3);
      // Every identity migration after the renamed ones runs, under its own name, whatever is added later.
      const rest = readdirSync(dir)
        .map((file) => file.replace(/\.(sql|ts)$/, ''))
        .filter((name) => name > '004')
        .sort();
      expect(rest.slice(0, 6)).toEqual([
        '004_user_orcid',
        '005_outbox_trace_context',
        '006_verification_mails_by_address',
        '007_editorial_preferences',
        '008_password_reset_tokens',
        '009_processed_events_by_group',
      ]);
      expect(await runMigrations({ databaseUrl: partial.url, schema: 'identity', dir })).toEqual(rest);
      expect((await recorded(partial.pool, 'identity')).map((row) => row.name)).toEqual([
        '001_init',
        '002_outbox_dead_letters',
        '003_sessions',
        ...rest,
      ]);
    } finally {
      await partial.drop();
    }
  });
});
