import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import {
  createTestDatabase,
  describeWith,
  makeTxt,
  readUntil,
  registerAuthor,
  signInAdmin,
  siteJson,
  startSite,
  type RunningSite,
  type TestDatabase,
} from '@journal/testing';
import { mailsTo } from './support/site-mailbox';

/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are read loosely and asserted field by field */
type Body = any;

const AUTHOR = { email: 'barbara@example.org', givenNames: 'Barbara', familyName: 'McClintock' };
const REVIEWER = { reviewerEmail: 'harriet@example.net', givenNames: 'Harriet', familyName: 'Creighton' };
const STATEMENT = 'I shared a grant with the corresponding author until 2024.';

/**
 * Issue 29, item 5 through the gateway of the whole site (real Postgres and Redis): a reviewer declares
 * competing interests with the acceptance, refused when missing or too long, and the editor reads the
 * declaration beside the report.
 */
describeWith(['postgres', 'redis'], 'competing interests through the gateway', () => {
  let db: TestDatabase;
  let site: RunningSite;
  let admin: string;
  let paperId = '';
  let link = '';

  const json = (method: string, route: string, token?: string, body?: unknown) =>
    siteJson<Body>(site, method, route, token, body);
  const asReviewer = (suffix: string, body?: unknown) =>
    json(suffix ? 'POST' : 'GET', `/api/reviews/${link}${suffix}`, undefined, body);

  beforeAll(async () => {
    db = await createTestDatabase();
    site = await startSite({
      databaseUrl: db.url,
      env: { REDIS_URL: 'redis://127.0.0.1:6379', REDIS_PREFIX: `competing-${randomUUID()}` },
    });
    const author = await registerAuthor(site, { ...AUTHOR, password: 'a long enough password' });
    admin = await signInAdmin(site);
    const form = new FormData();
    for (const [key, value] of Object.entries({
      userEmail: AUTHOR.email,
      journalName: 'Applied Science',
      paperTitle: 'Chromosomal Interchange in Maize',
      abstract: 'Cytological and genetical crossing-over.',
      keywords: 'maize, genetics',
    }))
      form.set(key, value);
    form.set('paperFile', new Blob([new Uint8Array(makeTxt(1024))]), 'maize.txt');
    const res = await fetch(`${site.baseUrl}/api/registration/submit-paper`, {
      method: 'POST',
      headers: { authorization: `Bearer ${author}` },
      body: form,
    });
    expect(res.status).toBe(201);
    paperId = ((await res.json()) as Body).submission.id;
    const due = new Date(Date.now() + 21 * 86400_000).toISOString().slice(0, 10);
    const invited = await json('POST', `/api/admin/submissions/${paperId}/reviewers`, admin, {
      ...REVIEWER,
      dueDate: due,
    });
    // with the answer's message, so that a refusal says why (a 401 seen once under CI's load)
    expect({
      status: invited.status,
      message: invited.status === 201 ? undefined : invited.body?.message,
    }).toEqual({ status: 201, message: undefined });
    const [mail] = await readUntil(
      () => mailsTo(site, REVIEWER.reviewerEmail),
      (mails) => mails.length > 0,
      'the invitation mail',
    );
    link = /\/review\/([A-Za-z0-9_-]{43})/.exec(mail!.text ?? '')![1]!;
  }, 120_000);
  afterAll(async () => {
    await site?.stop();
    await db?.drop();
    if (site) await rm(site.dataDir, { recursive: true, force: true });
  });

  it('refuses an acceptance without a declaration, a blank one or one over 2,000 characters; nothing changes', async () => {
    for (const body of [undefined, {}, { competingInterests: '   ' }, { competingInterests: 7 }]) {
      const res = await asReviewer('/accept', body);
      expect([res.status, res.body.message]).toEqual([400, 'Please declare any competing interests']);
    }
    const long = await asReviewer('/accept', { competingInterests: 'x'.repeat(2001) });
    expect([long.status, long.body.message]).toEqual([
      400,
      'The competing interests statement must be at most 2,000 characters',
    ]);
    expect((await asReviewer('')).body.review.state).toBe('invited');
    const { rows } = await db.pool.query(
      `SELECT count(*)::int AS n FROM review.outbox WHERE type = 'review.reviewer_accepted.v1'`,
    );
    expect(rows[0].n).toBe(0);
  });

  it('accepts with a statement: on the event, on the link, and beside the report for the editor', async () => {
    const accepted = await asReviewer('/accept', { competingInterests: `  ${STATEMENT}  ` });
    expect([accepted.status, accepted.body.review.competing_interests]).toEqual([200, STATEMENT]);
    const { rows } = await db.pool.query(
      `SELECT payload->>'competingInterests' AS ci FROM review.outbox WHERE type = 'review.reviewer_accepted.v1'`,
    );
    expect(rows).toEqual([{ ci: STATEMENT }]);
    const report = await asReviewer('/report', {
      recommendation: 'minor_revisions',
      commentsToAuthor: 'Please show the crossing-over counts per plant.',
    });
    expect(report.status).toBe(201);
    const detail = (await json('GET', `/api/admin/submissions/${paperId}`, admin)).body.data;
    expect(detail.assignments[0].competing_interests).toBe(STATEMENT);
    expect(detail.reports[0]).toMatchObject({
      recommendation: 'minor_revisions',
      competing_interests: STATEMENT,
    });
  });
});
