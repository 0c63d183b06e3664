import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm, symlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { runMigrations } from '@journal/db';
import { createTestDatabase, describeWith, type TestDatabase } from '@journal/testing';
import { MIGRATIONS_DIR, SCHEMA } from '../../src';

const JOURNAL = 'applied-science';

/**
 * Issue 30: each issue's live article count (migration 013) is kept by the placement and article writes
 * themselves, so it must equal the count it replaces (placements of live articles) after any sequence of
 * writes, including a placement and a publication of the same paper committed by two transactions at once.
 */
describeWith(['postgres'], 'publishing: live article counts per issue', () => {
  let db: TestDatabase;

  const query = (sql: string, params: unknown[] = []) => db.pool.query(sql, params);
  const newIssue = async (volume: number, number: number) => {
    const id = randomUUID();
    await query(
      `INSERT INTO publishing.issues (id, journal_id, volume, number, year, published_at)
       VALUES ($1, $2, $3, $4, 2026, now())`,
      [id, JOURNAL, volume, number],
    );
    return id;
  };
  const ARTICLE = `INSERT INTO publishing.articles (id, doi, journal_id, journal_name, title, abstract, keywords,
      authors, received_at, published_at, modified_at)
    VALUES ($1, $2, '${JOURNAL}', 'Applied Science', 'A title', 'An abstract.', ARRAY['k'], '[]',
      now(), now(), now())`;
  const PLACE = `INSERT INTO publishing.placements (submission_id, issue_id, position) VALUES ($1, $2, 1)
    ON CONFLICT (submission_id) DO UPDATE SET issue_id = EXCLUDED.issue_id`;
  const articleArgs = (id: string) => [id, `10.5555/${id}`];
  const publish = (id: string) => query(ARTICLE, articleArgs(id));
  const place = (id: string, issueId: string) => query(PLACE, [id, issueId]);
  const withdraw = (id: string, at: Date | null = new Date()) =>
    query('UPDATE publishing.articles SET withdrawn_at = $2 WHERE id = $1', [id, at]);

  /** The kept counts beside the counts as the list used to compute them, per issue. */
  const counts = async () =>
    (
      await query(
        `SELECT i.id, i.live_article_count AS kept,
            (SELECT count(*)::int FROM publishing.placements p
               JOIN publishing.articles a ON a.id = p.submission_id AND a.withdrawn_at IS NULL
              WHERE p.issue_id = i.id) AS computed
           FROM publishing.issues i ORDER BY i.volume, i.number`,
      )
    ).rows as { id: string; kept: number; computed: number }[];
  const keptOf = async (issueId: string) => (await counts()).find((c) => c.id === issueId)!.kept;

  beforeAll(async () => {
    db = await createTestDatabase();
    await runMigrations({ databaseUrl: db.url, dir: MIGRATIONS_DIR, schema: SCHEMA });
  });
  afterAll(() => db?.drop());
  beforeEach(() => query('TRUNCATE publishing.placements, publishing.issues, publishing.articles CASCADE'));

  it('counts a placed article from either side, follows a move, a withdrawal and a deleted placement', async () => {
    const one = await newIssue(1, 1);
    const two = await newIssue(1, 2);
    const [placedFirst, publishedFirst, neverPublished] = [randomUUID(), randomUUID(), randomUUID()];

    await place(placedFirst, one);
    expect(await keptOf(one)).toBe(0); // placed, not published yet
    await publish(placedFirst);
    await publish(publishedFirst);
    await place(publishedFirst, one);
    await place(neverPublished, one);
    expect(await keptOf(one)).toBe(2);

    await place(publishedFirst, one); // placed again in the same issue: no change
    await place(placedFirst, two); // moved
    expect([await keptOf(one), await keptOf(two)]).toEqual([1, 1]);

    await withdraw(placedFirst);
    expect(await keptOf(two)).toBe(0);
    await withdraw(placedFirst); // withdrawn again: no change
    expect(await keptOf(two)).toBe(0);
    await withdraw(placedFirst, null); // live again
    expect(await keptOf(two)).toBe(1);

    await query('DELETE FROM publishing.placements WHERE submission_id = $1', [publishedFirst]);
    await query('DELETE FROM publishing.articles WHERE id = $1', [placedFirst]);
    expect([await keptOf(one), await keptOf(two)]).toEqual([0, 0]);
    for (const c of await counts()) expect(c.kept).toBe(c.computed);
  });

  /** Two transactions, one placing and one publishing the same paper, the second started before the first commits. */
  async function race(first: 'place' | 'publish', issueId: string) {
    const paper = randomUUID();
    const a = new Client({ connectionString: db.url });
    const b = new Client({ connectionString: db.url });
    await Promise.all([a.connect(), b.connect()]);
    try {
      const [firstSql, secondSql] = first === 'place' ? [PLACE, ARTICLE] : [ARTICLE, PLACE];
      const args = (sql: string) => (sql === PLACE ? [paper, issueId] : articleArgs(paper));
      await a.query('BEGIN');
      await b.query('BEGIN');
      await a.query(firstSql, args(firstSql));
      const second = b.query(secondSql, args(secondSql)).then(() => b.query('COMMIT'));
      await new Promise((resolve) => setTimeout(resolve, 100)); // the second waits on the first's lock
      await a.query('COMMIT');
      await second;
    } finally {
      await Promise.all([a.end(), b.end()]);
    }
  }

  it.each(['place', 'publish'] as const)(
    'counts a paper once when %s commits while the other side is under way',
    async (first) => {
      const issueId = await newIssue(2, 1);
      await race(first, issueId);
      expect(await keptOf(issueId)).toBe(1);
    },
  );

  it('matches the computed counts after many concurrent placements, publications, moves and withdrawals', async () => {
    const issues = [await newIssue(3, 1), await newIssue(3, 2), await newIssue(3, 3)];
    const papers = Array.from({ length: 60 }, () => randomUUID());
    const pick = <T>(xs: T[]) => xs[Math.floor(Math.random() * xs.length)]!;
    // Every paper: a placement and a publication racing, then a move or a withdrawal racing a re-placement.
    await Promise.all(
      papers.map(async (paper) => {
        await Promise.all([place(paper, pick(issues)), publish(paper)]);
        await Promise.all([
          Math.random() < 0.5 ? withdraw(paper) : place(paper, pick(issues)),
          place(paper, pick(issues)),
        ]);
      }),
    );
    const all = await counts();
    for (const c of all) expect(c.kept).toBe(c.computed);
    expect(all.reduce((sum, c) => sum + c.computed, 0)).toBeGreaterThan(0);
  });

  it('is filled from the placements and articles a database already holds when the migration runs', async () => {
    const older = await createTestDatabase();
    const dir = await mkdtemp(path.join(os.tmpdir(), 'publishing-migrations-'));
    try {
      // Links, not copies: a TypeScript migration resolves its imports from where it really lives.
      for (const file of (await readdir(MIGRATIONS_DIR)).filter((f) => f < '013'))
        await symlink(path.join(MIGRATIONS_DIR, file), path.join(dir, file));
      await runMigrations({ databaseUrl: older.url, dir, schema: SCHEMA });
      const issueId = randomUUID();
      const [live, withdrawn] = [randomUUID(), randomUUID()];
      await older.pool.query(
        `INSERT INTO publishing.issues (id, journal_id, volume, number, year) VALUES ($1, $2, 1, 1, 2026)`,
        [issueId, JOURNAL],
      );
      for (const paper of [live, withdrawn]) {
        await older.pool.query(ARTICLE, articleArgs(paper));
        await older.pool.query(PLACE, [paper, issueId]);
      }
      await older.pool.query('UPDATE publishing.articles SET withdrawn_at = now() WHERE id = $1', [
        withdrawn,
      ]);

      await runMigrations({ databaseUrl: older.url, dir: MIGRATIONS_DIR, schema: SCHEMA });
      const { rows } = await older.pool.query(
        'SELECT live_article_count FROM publishing.issues WHERE id = $1',
        [issueId],
      );
      expect(rows[0].live_article_count).toBe(1);
    } finally {
      await older.drop();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
