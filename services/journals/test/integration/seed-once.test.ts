import { runMigrations } from '@journal/db';
import { createTestDatabase, describeWith, type TestDatabase } from '@journal/testing';
import { seedInitialContent } from '../../src/domain/seed.service';
import { MIGRATIONS_DIR, SCHEMA } from '../../src/schema';

const counts = async (db: TestDatabase) =>
  (
    await db.pool.query<{
      journals: number;
      members: number;
      entries: number;
      pages: number;
      events: number;
    }>(
      `SELECT (SELECT count(*)::int FROM journals.journals) AS journals,
              (SELECT count(*)::int FROM journals.board_members) AS members,
              (SELECT count(*)::int FROM journals.catalogue_entries) AS entries,
              (SELECT count(*)::int FROM journals.pages) AS pages,
              (SELECT count(*)::int FROM journals.outbox) AS events`,
    )
  ).rows[0];

/** The first start stores today's content once: never again, not even when two instances start together. */
describeWith('postgres', 'journals seed', () => {
  let db: TestDatabase;

  beforeAll(async () => {
    db = await createTestDatabase();
    await runMigrations({ databaseUrl: db.url, schema: SCHEMA, dir: MIGRATIONS_DIR });
  });
  afterAll(async () => {
    await db?.drop();
  });

  it('runs once when two instances start at the same moment, with one created event per journal', async () => {
    const results = await Promise.all([
      seedInitialContent(db.pool, '10.5555'),
      seedInitialContent(db.pool, '10.5555'),
    ]);
    expect(results.sort()).toEqual([false, true]);
    // 10 journals; boards 7+1+1+1+1+1 (SPEC.md); 8+8+8+6 catalogue entries; 5 pages; 10 events.
    expect(await counts(db)).toEqual({ journals: 10, members: 12, entries: 30, pages: 5, events: 10 });
    const { rows } = await db.pool.query<{ type: string; aggregate_id: string; version: number }>(
      'SELECT DISTINCT type, aggregate_id, version FROM journals.outbox',
    );
    expect(new Set(rows.map((r) => r.type))).toEqual(new Set(['journals.journal_created.v1']));
    expect(rows.map((r) => r.version)).toEqual(rows.map(() => 1));
  });

  it('never brings back what was changed or deleted', async () => {
    await db.pool.query("DELETE FROM journals.catalogue_entries WHERE kind = 'books' AND id = 1");
    await db.pool.query("UPDATE journals.pages SET title = 'Ours' WHERE slug = 'terms'");
    expect(await seedInitialContent(db.pool, '10.5555')).toBe(false);
    expect(await counts(db)).toEqual({ journals: 10, members: 12, entries: 29, pages: 5, events: 10 });
    const { rows } = await db.pool.query("SELECT title FROM journals.pages WHERE slug = 'terms'");
    expect(rows[0].title).toBe('Ours');
  });
});
