import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm, symlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { runMigrations } from '@journal/db';
import { createTestDatabase, describeWith, type TestDatabase } from '@journal/testing';
import { MIGRATIONS_DIR, SCHEMA } from '../../src/schema';

/**
 * Migration 003 (issue 26) on a database that already holds rounds decided more than once (the attack):
 * it applies, keeps every decision on record, makes the first of each round the round's decision, and
 * from then on the database itself refuses a second decision of a round.
 */
describeWith('postgres', 'review migration 003: one decision per round over existing duplicates', () => {
  let db: TestDatabase;
  let before: string;

  beforeAll(async () => {
    db = await createTestDatabase();
    before = await mkdtemp(path.join(os.tmpdir(), 'review-migrations-'));
    // Links, not copies: a TypeScript migration resolves its imports from where it really lives.
    for (const file of (await readdir(MIGRATIONS_DIR)).filter((f) => f < '003'))
      await symlink(path.join(MIGRATIONS_DIR, file), path.join(before, file));
  });
  afterAll(async () => {
    await db?.drop();
    await rm(before, { recursive: true, force: true });
  });

  it('keeps the first decision of a round as its decision; a new second one is refused', async () => {
    await runMigrations({ databaseUrl: db.url, schema: SCHEMA, dir: before });
    const submissionId = randomUUID();
    await db.pool.query('INSERT INTO review.submissions (submission_id) VALUES ($1)', [submissionId]);
    const insert = (decision: string, at: string, round = 1) =>
      db.pool.query(
        `INSERT INTO review.decisions (id, submission_id, round, decision, message, decided_by, decided_at)
         VALUES ($1, $2, $3, $4, 'x', 'editor@journal.test', $5) RETURNING id`,
        [randomUUID(), submissionId, round, decision, at],
      );
    const first = (await insert('revisions', '2026-01-01T10:00:00Z')).rows[0].id;
    await insert('reject', '2026-01-01T10:00:01Z');
    await insert('accept', '2026-01-01T10:00:02Z');
    const round2 = (await insert('accept', '2026-02-01T10:00:00Z', 2)).rows[0].id;

    // 003 runs first over the existing duplicates (later migrations follow it).
    const ran = await runMigrations({ databaseUrl: db.url, schema: SCHEMA, dir: MIGRATIONS_DIR });
    expect(ran[0]).toBe('003_review_decision_once');
    const { rows } = await db.pool.query(
      'SELECT id, round FROM review.decisions WHERE submission_id = $1 AND NOT superseded ORDER BY round',
      [submissionId],
    );
    expect(rows).toEqual([
      { id: first, round: 1 },
      { id: round2, round: 2 },
    ]);
    expect(
      (
        await db.pool.query('SELECT count(*)::int AS n FROM review.decisions WHERE submission_id = $1', [
          submissionId,
        ])
      ).rows[0].n,
    ).toBe(4);
    await expect(insert('reject', '2026-03-01T10:00:00Z')).rejects.toThrow(/decisions_one_per_round/);
  });
});
