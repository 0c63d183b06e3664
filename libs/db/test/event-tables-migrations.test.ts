import { readdirSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { createTestDatabase, describeWith, type TestDatabase } from '@journal/testing';
import { runMigrations, runPendingMigrations, type Pool } from '../src';
import {
  SERVICES,
  linkedMigrations,
  migrationFiles,
  migrationName,
  schemaShape,
} from './support/migration-folders';

/**
 * ADR 0033: the event tables left the services' SQL migrations for one TypeScript migration per service
 * that calls @journal/events (`eventTablesMigration`). The files as they were before (the ones that
 * changed) are kept under fixtures/; every other file is today's. A database migrated by the old files,
 * fully or only up to any migration, must come through today's files under the same names and end in
 * exactly the schema a new database gets.
 */
const FIXTURES = path.join(__dirname, 'fixtures', 'migrations-before-adr-0033');
const SERVICES_CHANGED = readdirSync(FIXTURES);

const recordedNames = async (pool: Pool, schema: string) =>
  (await pool.query<{ name: string }>(`SELECT name FROM "${schema}".schema_migrations ORDER BY id`)).rows.map(
    (row) => row.name,
  );

describeWith('postgres', 'db: event tables from @journal/events on databases migrated before', () => {
  let db: TestDatabase;
  const folders: string[] = [];

  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(async () => {
    await db?.drop();
    for (const folder of folders) await rm(folder, { recursive: true, force: true });
  });

  it('covers the services whose migrations changed', () => {
    expect(SERVICES_CHANGED).toEqual(
      expect.arrayContaining(['identity', 'journals', 'publishing', 'review', 'submission']),
    );
  });

  it.each(SERVICES_CHANGED)('%s', async (schema) => {
    const dir = path.join(SERVICES, schema, 'migrations');
    const files = await migrationFiles(dir);
    const names = files.map(migrationName);
    const oldFiles = Object.fromEntries(
      (await migrationFiles(path.join(FIXTURES, schema))).map((file) => [migrationName(file), file]),
    );
    for (const name of Object.keys(oldFiles)) expect(names).toContain(name);
    // The old folder: the fixture where a file changed, today's file otherwise; first `count` migrations.
    const oldFolder = async (count: number) => {
      const folder = await linkedMigrations(
        `${schema}-before-0033-`,
        files.slice(0, count).map((file) => {
          const old = oldFiles[migrationName(file)];
          return old
            ? { name: old, target: path.join(FIXTURES, schema, old) }
            : { name: file, target: path.join(dir, file) };
        }),
      );
      folders.push(folder);
      return folder;
    };
    const reset = () => db.pool.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);

    // A new database.
    await reset();
    expect(await runMigrations({ databaseUrl: db.url, schema, dir })).toEqual(names);
    const expected = await schemaShape(db.pool, schema);
    expect(expected.columns.filter((column) => column.table_name === 'outbox')).not.toHaveLength(0);

    // Migrated by the old files, all of them or the first few; then today's.
    for (let count = files.length; count >= 1; count -= 1) {
      await reset();
      const old = await oldFolder(count);
      expect(await runPendingMigrations({ databaseUrl: db.url, schema, dir: old })).toEqual(
        names.slice(0, count),
      );
      if (count === files.length) expect(await schemaShape(db.pool, schema)).toEqual(expected);
      expect(await runMigrations({ databaseUrl: db.url, schema, dir })).toEqual(names.slice(count));
      expect(await recordedNames(db.pool, schema)).toEqual(names);
      expect(await schemaShape(db.pool, schema)).toEqual(expected);
    }
  });
});
