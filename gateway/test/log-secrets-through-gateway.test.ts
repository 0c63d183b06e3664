import { request } from 'node:http';
import { randomBytes, randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import {
  createTestDatabase,
  describeWith,
  eventually,
  readUntil,
  registerAuthor,
  signInAdmin,
  siteJson,
  startSite,
  type RunningSite,
  type TestDatabase,
} from '@journal/testing';
import { mailsTo } from './support/site-mailbox';
import { submitTextPaper } from './support/submit-text-paper';

const AUTHOR = { email: 'logs@example.org', givenNames: 'Ada', familyName: 'Lovelace' };
const REVIEWER = { reviewerEmail: 'logs-reviewer@example.net', givenNames: 'Charles', familyName: 'Babbage' };

/** The URL forms of one review link that reached the log before (`{T}` is the token). */
const LINK_FORMS = [
  '/login?next=/review/{T}', // `next` with a plain path
  '/api//reviews/{T}', // double slash
  '/review%2F{T}', // encoded slash
  '/api/R%45VIEWS/{T}/file', // case and an encoded letter
  '/api/reviews/./{T}/accept', // dot segment
  '/api/reviews/%2e/{T}/file', // encoded dot segment
  '/login?next=%2Fapi%2F%2Freviews%2F{T}', // `next` with an encoded path
  '/login?next=%252Freview%252F{T}&session=expired', // `next` encoded twice
  '/review;x=1/{T}', // a trailing part on the marker segment
  '/review%20/{T}/', // a trailing space on the marker segment
  '/x?returnTo=%2Freview%2F{T}', // another parameter whose value is a review path
  '/api/reviews/{T}%2Ffile', // encoded slash after the token
];

/** What SUSHI clients send: `api_key` in the query, in any case or encoding of its name. */
const KEY_FORMS = [
  '/api/sushi/r51/reports/pr?customer_id=c1&requestor_id=r1&api_key=K&begin_date=2024-01&end_date=2024-02',
  '/api/sushi/r51/members?API_KEY=K',
  '/api/sushi/r51/reports?api%5Fkey=K',
];

/** A request with its target sent as written (fetch would normalise `..`, `.` and `%2e`). */
function rawGet(site: RunningSite, target: string): Promise<number> {
  const { hostname, port } = new URL(site.baseUrl);
  return new Promise((resolve, reject) => {
    const req = request({ host: hostname, port, path: target, method: 'GET' }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end();
  });
}

/**
 * Link secrets and SUSHI keys never reach the log, whatever form the URL takes: each form goes through
 * the gateway of the whole site (request log at info, so every request is written), and the whole
 * output of the process is searched for the secret.
 */
describeWith('postgres', 'secrets in request logs through the gateway', () => {
  let db: TestDatabase;
  let site: RunningSite;
  let reviewToken = '';

  beforeAll(async () => {
    db = await createTestDatabase();
    site = await startSite({ databaseUrl: db.url, env: { LOG_LEVEL: 'info' } });
    const author = await registerAuthor(site, { ...AUTHOR, password: 'a long enough password' });
    const admin = await signInAdmin(site);
    const paper = await submitTextPaper(site, author, {
      userEmail: AUTHOR.email,
      journalName: 'Applied Science',
      paperTitle: 'On the Analytical Engine',
    });
    expect(paper.status).toBe(201);
    const dueDate = new Date(Date.now() + 21 * 86_400_000).toISOString().slice(0, 10);
    const invited = await siteJson(site, 'POST', `/api/admin/submissions/${paper.id}/reviewers`, admin, {
      ...REVIEWER,
      dueDate,
    });
    expect(invited.status).toBe(201);
    const mails = await readUntil(
      () => mailsTo(site, REVIEWER.reviewerEmail),
      (found) => found.length > 0,
      'the invitation mail',
    );
    reviewToken = /\/review\/([A-Za-z0-9_-]{43})/.exec(mails[0]!.text ?? '')![1]!;
  }, 180_000);

  afterAll(async () => {
    await site?.stop();
    await db?.drop();
    if (site) await rm(site.dataDir, { recursive: true, force: true });
  });

  it('the link is real: the reviewer API answers it', async () => {
    expect((await siteJson(site, 'GET', `/api/reviews/${reviewToken}`)).status).toBe(200);
  });

  it.each(LINK_FORMS)('no review token in the log after %s', async (form) => {
    const before = site.output().length;
    await rawGet(site, form.replaceAll('{T}', reviewToken));
    // The request was logged (the buffered log is written within a second), with the token censored.
    await eventually(() => expect(site.output().slice(before)).toContain('[redacted]'));
    expect(site.output().slice(before)).not.toContain(reviewToken);
  });

  it.each(KEY_FORMS)('no SUSHI api_key in the log after %s', async (form) => {
    const key = randomBytes(24).toString('hex');
    const before = site.output().length;
    await rawGet(site, form.replace(/=K/g, `=${key}`));
    await eventually(() => expect(site.output().slice(before)).toContain('/api/sushi/r51/'));
    expect(site.output()).not.toContain(key);
  });

  it('the whole output of the site never held the review token', () => {
    expect(site.output()).toContain('[redacted]');
    expect(site.output()).not.toContain(reviewToken);
  });

  it('other addresses are logged as they came', async () => {
    const marker = randomUUID();
    await rawGet(site, `/api/articles?q=review&x=${marker}`);
    await eventually(() => expect(site.output()).toContain(`/api/articles?q=review&x=${marker}`));
  });
});
