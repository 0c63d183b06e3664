import path from 'node:path';
import { runMigrations } from '@journal/db';
import { createTestDatabase, describeWith, type TestDatabase } from '@journal/testing';
import type { Pool } from 'pg';
import { outboxDdl, processedEventsDdl } from '../src';

const SERVICES = path.resolve(__dirname, '..', '..', '..', 'services');

/** Every service that keeps event tables, and which DDL of this library its migrations must reproduce. */
const CASES = [
  {
    service: 'identity',
    dir: 'identity',
    ddl: outboxDdl,
    tables: ['outbox', 'outbox_dead_letters', 'processed_events'],
  },
  {
    service: 'submission',
    dir: 'submission',
    ddl: outboxDdl,
    tables: ['outbox', 'outbox_dead_letters', 'processed_events'],
  },
  {
    service: 'journals',
    dir: 'journals',
    ddl: outboxDdl,
    tables: ['outbox', 'outbox_dead_letters', 'processed_events'],
  },
  {
    service: 'review',
    dir: 'review',
    ddl: outboxDdl,
    tables: ['outbox', 'outbox_dead_letters', 'processed_events'],
  },
  { service: 'admin', dir: 'admin', ddl: processedEventsDdl, tables: ['processed_events'] },
  { service: 'notification', dir: 'notification', ddl: processedEventsDdl, tables: ['processed_events'] },
  {
    service: 'publishing',
    dir: 'publishing',
    ddl: outboxDdl,
    tables: ['outbox', 'outbox_dead_letters', 'processed_events'],
  },
];

/** Columns, constraints and indexes of a table, with the schema name taken out. */
async function shape(pool: Pool, schema: string, table: string) {
  const columns = await pool.query(
    `SELECT column_name, ordinal_position, data_type, is_nullable, column_default, is_identity, identity_generation
     FROM information_schema.columns WHERE table_schema = $1 AND table_name = $2 ORDER BY ordinal_position`,
    [schema, table],
  );
  const constraints = await pool.query(
    `SELECT contype, pg_get_constraintdef(c.oid) AS def FROM pg_constraint c
     JOIN pg_class t ON t.oid = c.conrelid JOIN pg_namespace n ON n.oid = t.relnamespace
     WHERE n.nspname = $1 AND t.relname = $2 ORDER BY contype, def`,
    [schema, table],
  );
  const indexes = await pool.query<{ indexname: string; indexdef: string }>(
    `SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = $1 AND tablename = $2 ORDER BY indexname`,
    [schema, table],
  );
  return {
    columns: columns.rows,
    constraints: constraints.rows,
    indexes: indexes.rows.map((i) => ({
      name: i.indexname,
      def: i.indexdef.replaceAll(`${schema}.`, '<schema>.').replaceAll(`"${schema}".`, '<schema>.'),
    })),
  };
}

describeWith('postgres', 'event tables: one definition (libs/events outbox.ddl.ts) for every service', () => {
  let db: TestDatabase;

  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(async () => {
    await db?.drop();
  });

  it.each(CASES)(
    "$service's migrations create exactly the library's tables",
    async ({ service, dir, ddl, tables }) => {
      await runMigrations({
        databaseUrl: db.url,
        schema: service,
        dir: path.join(SERVICES, dir, 'migrations'),
      });
      const reference = `ref_${service}`;
      await db.pool.query(`CREATE SCHEMA ${reference}`);
      await db.pool.query(ddl(reference));
      for (const table of tables) {
        const migrated = await shape(db.pool, service, table);
        expect(migrated.columns.length).toBeGreaterThan(0);
        expect(migrated).toEqual(await shape(db.pool, reference, table));
      }
    },
  );
});
