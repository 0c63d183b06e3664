import { createHash, randomUUID } from 'node:crypto';
import { runMigrations } from '@journal/db';
import { createTestDatabase, describeWith, type TestDatabase } from '@journal/testing';
import { MIGRATIONS_DIR, SCHEMA } from '../../src';
import { answerProofByLink, issueProofLink, openProofLink } from '../../src/domain/fulltext/proof-links';
import { PublicLinks } from '../../src/public-links';

const links = new PublicLinks('https://journal.example.org');
const LINK = /^https:\/\/journal\.example\.org\/proofs\/([A-Za-z0-9_-]{43})$/;

/**
 * Issue 42 item 4: the rules of a co-author's proof link on real Postgres: who gets one, that only its
 * hash is stored, expiry, replacement by a newer proof, and single use under two answers at once.
 */
describeWith(['postgres'], 'publishing: co-authors proof links', () => {
  let db: TestDatabase;
  const now = new Date('2026-05-06T12:00:00.000Z');

  const paper = async (generation = 1) => {
    const id = randomUUID();
    await db.pool.query(
      `INSERT INTO publishing.submissions (id, author_email, given_names, family_name, paper_title, co_authors,
          journal_id, journal_name, status, submitted_at, changed_at, version, origin_known)
       VALUES ($1, 'rosa@example.org', 'Rosa', 'Hartmann', 'Seagrass', $2::jsonb, 'applied-science',
          'Applied Science', 'accepted', now(), now(), 2, true)`,
      [
        id,
        JSON.stringify([
          {
            givenNames: 'Jonas',
            familyName: 'Weber',
            email: 'Jonas@Example.org',
            affiliation: null,
            orcid: null,
          },
        ]),
      ],
    );
    await db.pool.query(
      `INSERT INTO publishing.productions (submission_id, journal_id, generation, source_key, status, full_text,
          proof_status, chosen_by, chosen_at)
       VALUES ($1, 'applied-science', $2, 'k', 'ready', '{}'::jsonb, 'sent', 'editor@journal.local', now())`,
      [id, generation],
    );
    return id;
  };
  const linkFor = async (submissionId: string, email = 'jonas@example.org', generation = 1) =>
    issueProofLink(db.pool, links, { submissionId, generation, email }, now);

  beforeAll(async () => {
    db = await createTestDatabase();
    await runMigrations({ databaseUrl: db.url, schema: SCHEMA, dir: MIGRATIONS_DIR });
  });
  afterAll(() => db?.drop());

  it('gives a co-author a link (stored as its hash), the submitting author none, anyone else a 404', async () => {
    const id = await paper();
    const url = await linkFor(id, 'JONAS@example.org');
    const token = LINK.exec(url ?? '')?.[1];
    expect(token).toBeDefined();
    const { rows } = await db.pool.query('SELECT token_hash, email, expires_at FROM publishing.proof_links');
    expect(rows).toEqual([
      {
        token_hash: createHash('sha256').update(token!).digest(),
        email: 'jonas@example.org',
        expires_at: new Date('2026-06-05T12:00:00.000Z'),
      },
    ]);
    expect(await linkFor(id, 'rosa@example.org')).toBeNull();
    await expect(linkFor(id, 'stranger@example.org')).rejects.toMatchObject({ status: 404 });
    await expect(linkFor(id, 'jonas@example.org', 2)).rejects.toMatchObject({
      status: 404,
      message: 'There is no proof waiting for an answer',
    });
    await expect(linkFor(randomUUID())).rejects.toMatchObject({ status: 404 });
  });

  it('opens until it expires or a newer proof replaces it', async () => {
    const id = await paper();
    const token = LINK.exec((await linkFor(id))!)![1]!;
    expect(await openProofLink(db.pool, token, now)).toMatchObject({ submissionId: id, generation: 1 });
    const later = new Date('2026-06-05T12:00:00.001Z');
    await expect(openProofLink(db.pool, token, later)).rejects.toMatchObject({
      status: 410,
      code: 'PROOF_LINK_EXPIRED',
    });
    await db.pool.query('UPDATE publishing.productions SET generation = 2 WHERE submission_id = $1', [id]);
    await expect(openProofLink(db.pool, token, now)).rejects.toMatchObject({
      status: 410,
      code: 'PROOF_LINK_REPLACED',
    });
  });

  it('takes one answer through a link, even when two arrive at once', async () => {
    const id = await paper();
    const token = LINK.exec((await linkFor(id))!)![1]!;
    const answer = { decision: 'corrections' as const, corrections: 'Table 1.' };
    const outcomes = await Promise.allSettled([
      answerProofByLink(db.pool, token, answer, now),
      answerProofByLink(db.pool, token, answer, now),
    ]);
    expect(outcomes.map((o) => o.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = outcomes.find((o) => o.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({ status: 410, code: 'PROOF_LINK_USED' });
    const { rows } = await db.pool.query(
      `SELECT (SELECT proof_status FROM publishing.productions WHERE submission_id = $1) AS status,
              (SELECT count(*)::int FROM publishing.outbox WHERE type = 'publishing.proof_answered.v1'
                 AND payload->>'submissionId' = $1::text) AS answers`,
      [id],
    );
    expect(rows[0]).toEqual({ status: 'corrections', answers: 1 });
  });

  it('leaves the link usable when the proof no longer waits for an answer', async () => {
    const id = await paper();
    const token = LINK.exec((await linkFor(id))!)![1]!;
    await db.pool.query(
      `UPDATE publishing.productions SET proof_status = 'approved' WHERE submission_id = $1`,
      [id],
    );
    await expect(answerProofByLink(db.pool, token, { decision: 'approve' }, now)).rejects.toMatchObject({
      status: 409,
    });
    expect(await openProofLink(db.pool, token, now)).toMatchObject({ usedAt: null });
  });
});
