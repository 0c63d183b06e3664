// Each service's `*_processed_events_by_group.ts` migration on a database that already holds rows under
// the old key (the event id alone): the rows go to the groups that recorded ids in that service, with their
// handling time, so those groups still skip what they handled, while any other group may handle the id.
import { mkdtemp, readdir, rm, symlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { runMigrations } from '@journal/db';
import { createTestDatabase, describeWith, type TestDatabase } from '@journal/testing';
import { handleOnce, processedEventsByGroupMigration } from '../src';

const SERVICES = path.resolve(__dirname, '..', '..', '..', 'services');
const MIGRATION = /^\d{3}_processed_events_by_group\.ts$/;

/** The groups each service's migration assigns old rows to: those whose handlers recorded ids then. */
const RECORDING_GROUPS: Record<string, string[]> = {
  identity: [],
  submission: ['submission.authors', 'submission.journals'],
  admin: ['admin.read-model', 'admin.review-summary', 'admin.journals'],
  notification: [
    'notification',
    'notification.publications',
    'notification.verifications',
    'notification.editorial',
    'notification.proofs',
    'notification.resets',
  ],
  publishing: ['publishing.journals', 'publishing.articles'],
  review: ['review.reviewer-pool'],
  journals: ['journals.users', 'journals.submissions'],
};

const OLD_IDS = [
  '0b7c2f10-3a1e-4d0a-9a55-000000000001',
  '0b7c2f10-3a1e-4d0a-9a55-000000000002',
  '0b7c2f10-3a1e-4d0a-9a55-000000000003',
];

const columnsOf = async (db: TestDatabase, schema: string) =>
  (
    await db.pool.query<{ column_name: string }>(
      `SELECT column_name FROM information_schema.columns
       WHERE table_schema = $1 AND table_name = 'processed_events' ORDER BY ordinal_position`,
      [schema],
    )
  ).rows.map((r) => r.column_name);

describeWith(
  'postgres',
  'processed_events keyed by (group, event id): the migration of existing rows',
  () => {
    let db: TestDatabase;
    const folders: string[] = [];

    beforeAll(async () => {
      db = await createTestDatabase();
    });
    afterAll(async () => {
      await db?.drop();
      for (const folder of folders) await rm(folder, { recursive: true, force: true });
    });

    it.each(Object.keys(RECORDING_GROUPS))('%s', async (schema) => {
      const dir = path.join(SERVICES, schema, 'migrations');
      const files = (await readdir(dir)).filter((file) => /\.(sql|ts)$/.test(file)).sort();
      const at = files.findIndex((file) => MIGRATION.test(file));
      expect(at).toBeGreaterThan(0);
      // The database as it was before: every migration up to this one (links, so TS imports resolve).
      const before = await mkdtemp(path.join(os.tmpdir(), `${schema}-before-by-group-`));
      folders.push(before);
      for (const file of files.slice(0, at)) await symlink(path.join(dir, file), path.join(before, file));
      await db.pool.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      await runMigrations({ databaseUrl: db.url, schema, dir: before });
      // Where the table comes from a TS migration (eventTablesMigration), a new database gets today's
      // processedEventsDdl even from the earlier files; a database migrated before this change has the old
      // table, which the library's DDL made then. Made here as it was, empty, in the migrated schema.
      await db.pool.query(`DROP TABLE "${schema}".processed_events;
        CREATE TABLE "${schema}".processed_events (
          event_id   uuid PRIMARY KEY,
          handled_at timestamptz NOT NULL DEFAULT now()
        );
        CREATE INDEX processed_events_handled_at_idx ON "${schema}".processed_events (handled_at);`);
      expect(await columnsOf(db, schema)).toEqual(['event_id', 'handled_at']);
      await db.pool.query(
        `INSERT INTO "${schema}".processed_events (event_id, handled_at)
       SELECT id, now() - make_interval(hours => n::int) FROM unnest($1::uuid[]) WITH ORDINALITY AS t(id, n)`,
        [OLD_IDS],
      );
      const handledAt = new Map(
        (
          await db.pool.query<{ event_id: string; handled_at: Date }>(
            `SELECT event_id, handled_at FROM "${schema}".processed_events`,
          )
        ).rows.map((r) => [r.event_id, r.handled_at.toISOString()]),
      );

      expect(await runMigrations({ databaseUrl: db.url, schema, dir })).toContain(
        files[at]!.replace(/\.ts$/, ''),
      );

      expect(await columnsOf(db, schema)).toEqual(['consumer_group', 'event_id', 'handled_at']);
      const { rows } = await db.pool.query<{ consumer_group: string; event_id: string; handled_at: Date }>(
        `SELECT consumer_group, event_id, handled_at FROM "${schema}".processed_events ORDER BY consumer_group, event_id`,
      );
      const groups = RECORDING_GROUPS[schema]!;
      expect(rows.map((r) => [r.consumer_group, r.event_id, r.handled_at.toISOString()])).toEqual(
        [...groups].sort().flatMap((group) => OLD_IDS.map((id) => [group, id, handledAt.get(id)])),
      );
      // Each recording group still skips what was handled before; a group that never recorded here does not.
      for (const group of groups)
        expect(await handleOnce(db.pool, { schema, group }, { id: OLD_IDS[0]! }, async () => undefined)).toBe(
          false,
        );
      const other = { schema, group: `${schema}.not-recording-before` };
      expect(await handleOnce(db.pool, other, { id: OLD_IDS[0]! }, async () => undefined)).toBe(true);
      expect(await handleOnce(db.pool, other, { id: OLD_IDS[0]! }, async () => undefined)).toBe(false);
    });

    describe('processedEventsByGroupMigration', () => {
      const run = async (sql: (pgm: { sql(statement: string): void }) => void) => {
        const statements: string[] = [];
        sql({ sql: (statement) => void statements.push(statement) });
        for (const statement of statements) await db.pool.query(statement);
      };
      const migration = processedEventsByGroupMigration('scratch', ['scratch.a', 'scratch.b']);

      it('goes back to one row per event id (its earliest handling), and forward again', async () => {
        await db.pool.query(`DROP SCHEMA IF EXISTS scratch CASCADE; CREATE SCHEMA scratch`);
        await db.pool.query(`CREATE TABLE scratch.processed_events (
        event_id uuid PRIMARY KEY, handled_at timestamptz NOT NULL DEFAULT now())`);
        await db.pool.query(
          `CREATE INDEX processed_events_handled_at_idx ON scratch.processed_events (handled_at)`,
        );
        await db.pool.query(`INSERT INTO scratch.processed_events (event_id) SELECT unnest($1::uuid[])`, [
          OLD_IDS,
        ]);
        await run(migration.up);
        expect((await db.pool.query('SELECT 1 FROM scratch.processed_events')).rowCount).toBe(6);
        // Running it again (a table already keyed by group) changes nothing.
        await run(migration.up);
        expect((await db.pool.query('SELECT 1 FROM scratch.processed_events')).rowCount).toBe(6);
        await db.pool.query(
          `INSERT INTO scratch.processed_events (consumer_group, event_id, handled_at)
         VALUES ('scratch.c', $1, now() - interval '1 day')`,
          [OLD_IDS[0]],
        );
        await run(migration.down);
        expect(await columnsOf(db, 'scratch')).toEqual(['event_id', 'handled_at']);
        const { rows } = await db.pool.query<{ event_id: string; old: boolean }>(
          `SELECT event_id, handled_at < now() - interval '1 hour' AS old FROM scratch.processed_events ORDER BY event_id`,
        );
        expect(rows).toEqual(OLD_IDS.map((id, i) => ({ event_id: id, old: i === 0 })));
        await run(migration.up);
        expect(await columnsOf(db, 'scratch')).toEqual(['consumer_group', 'event_id', 'handled_at']);
      });

      it('refuses a group name that could break out of its literal', () => {
        expect(() => processedEventsByGroupMigration('scratch', ["x'); DROP TABLE y; --"])).toThrow(
          /invalid consumer group/,
        );
      });
    });
  },
);
