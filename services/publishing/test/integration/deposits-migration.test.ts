import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm, symlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { runMigrations } from '@journal/db';
import { createTestDatabase, describeWith, type TestDatabase } from '@journal/testing';
import { MIGRATIONS_DIR, SCHEMA } from '../../src';

/**
 * Migration 025 (issue 43): today's publishing.crossref_deposits rows move into publishing.deposits with
 * their ids, states, attempts and answers, so none is lost; an open one is queued again at the next start.
 */
describeWith('postgres', 'publishing migration 025: Crossref deposits into the one deposits table', () => {
  let db: TestDatabase;
  let before: string;
  beforeAll(async () => {
    db = await createTestDatabase();
    const files = (await readdir(MIGRATIONS_DIR)).filter((f) => /\.(sql|ts)$/.test(f)).sort();
    before = await mkdtemp(path.join(os.tmpdir(), 'publishing-before-025-'));
    for (const file of files.filter((f) => f < '025'))
      await symlink(path.join(MIGRATIONS_DIR, file), path.join(before, file));
  });
  afterAll(async () => {
    await db?.drop();
    await rm(before, { recursive: true, force: true });
  });

  it('keeps every row, with its id, status, attempts and answer', async () => {
    await runMigrations({ databaseUrl: db.url, schema: SCHEMA, dir: before });
    const article = randomUUID();
    await db.pool.query(
      `INSERT INTO publishing.articles (id, doi, journal_id, journal_name, title, abstract, keywords, authors,
         received_at, published_at, modified_at)
       VALUES ($1, '10.5555/as.2026.00001', 'applied-science', 'Applied Science', 'Helix', '', '{}', '[]',
         now(), now(), now())`,
      [article],
    );
    const rows = [
      { id: randomUUID(), status: 'deposited', attempts: 3, http: 200, error: null },
      {
        id: randomUUID(),
        status: 'failed',
        attempts: 2,
        http: 503,
        error: 'Service temporarily unavailable',
      },
      { id: randomUUID(), status: 'dead', attempts: 8, http: 503, error: 'Service temporarily unavailable' },
    ];
    for (const r of rows)
      await db.pool.query(
        `INSERT INTO publishing.crossref_deposits (id, article_id, doi, status, attempts, http_status, last_error,
           deposited_at) VALUES ($1, $2, '10.5555/as.2026.00001', $3, $4, $5, $6, CASE WHEN $3 = 'deposited' THEN now() END)`,
        [r.id, article, r.status, r.attempts, r.http, r.error],
      );

    await runMigrations({ databaseUrl: db.url, schema: SCHEMA, dir: MIGRATIONS_DIR });
    const { rows: moved } = await db.pool.query(
      `SELECT id, registry, article_id, state, attempts, http_status, last_message, metadata_version, target,
              retry_at IS NOT NULL AS retry_due, deposited_at IS NOT NULL AS deposited
         FROM publishing.deposits ORDER BY attempts`,
    );
    expect(moved).toEqual(
      [rows[1]!, rows[0]!, rows[2]!].map((r) => ({
        id: r.id,
        registry: 'crossref',
        article_id: article,
        state: r.status,
        attempts: r.attempts,
        http_status: r.http,
        last_message: r.error,
        metadata_version: null,
        target: '',
        // A failed row is still being retried: its retry is due at once after the upgrade.
        retry_due: r.status === 'failed',
        deposited: r.status === 'deposited',
      })),
    );
    const { rows: old } = await db.pool.query(`SELECT to_regclass('publishing.crossref_deposits') AS t`);
    expect(old[0].t).toBeNull();
  });
});
