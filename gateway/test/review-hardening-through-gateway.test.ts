import { NO_COMPETING } from './support/review-answers';
import { createHash, randomUUID } from 'node:crypto';
import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { isFinishedMailFile } from '@journal/mail';
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

/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are read loosely and asserted field by field */
type Body = any;

const PASSWORD = 'a long enough password';
const AUTHOR = { email: 'self@x.org', givenNames: 'Rosalind', familyName: 'Franklin' };
const CO_AUTHOR = { givenNames: 'Grace', familyName: 'Hopper', email: 'grace@example.org' };
const ALREADY_DECIDED = 'A decision has already been recorded for this round';
const NOT_IN_REVIEW = 'A decision can only be recorded while the paper is Submitted or Under Review';
const ROUND_CLOSED = 'This review round is closed';
const REVIEWER_IS_AUTHOR = 'A reviewer cannot be an author of the paper';
const REVIEWER_CO_AUTHOR =
  'This person cannot be added as a co-author: they are taking part in the review of this paper. Please contact the editorial office.';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const sha256 = (bytes: ArrayBuffer) => createHash('sha256').update(Buffer.from(bytes)).digest('hex');

/**
 * Issue 26, items 3 and 4, over real HTTP through the gateway of the whole site (embedded composition on
 * a real Postgres and Redis): decisions once per round (parallel, retried with an Idempotency-Key, desk
 * rejections, late events), review links bound to their round, and the reviewer/author checks.
 */
describeWith(['postgres', 'redis'], 'peer review hardening through the gateway (issue 26)', () => {
  let db: TestDatabase;
  let site: RunningSite;
  let author: string;
  let admin: string;

  const json = (method: string, route: string, token?: string, body?: unknown) =>
    siteJson<Body>(site, method, route, token, body);

  async function decide(paperId: string, body: unknown, key?: string) {
    const res = await fetch(`${site.baseUrl}/api/admin/submissions/${paperId}/decision`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${admin}`,
        'content-type': 'application/json',
        ...(key === undefined ? {} : { 'idempotency-key': key }),
      },
      body: JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, text, body: JSON.parse(text) as Body };
  }

  async function mailsTo(address: string): Promise<ParsedMail[]> {
    const dir = path.join(site.dataDir, 'mail');
    const files = (await readdir(dir).catch(() => [] as string[])).filter(isFinishedMailFile);
    const mails = await Promise.all(files.map(async (f) => simpleParser(await readFile(path.join(dir, f)))));
    return mails.filter((mail) => {
      const to = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [];
      return to.some((a) => a.value.some((v) => v.address === address));
    });
  }

  const letters = async (title: string) =>
    (await mailsTo(AUTHOR.email)).filter((m) => m.subject === `Decision on "${title}"`);

  async function upload(route: string, fields: Record<string, string>, bytes: Uint8Array, name: string) {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.set(key, value);
    form.set('paperFile', new Blob([new Uint8Array(bytes)]), name);
    const res = await fetch(`${site.baseUrl}${route}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${author}` },
      body: form,
    });
    return { status: res.status, body: (await res.json()) as Body };
  }

  async function submit(title: string, coAuthors: unknown[] = []): Promise<string> {
    const res = await upload(
      '/api/registration/submit-paper',
      {
        userEmail: AUTHOR.email,
        journalName: 'Applied Science',
        journalIcon: '🔬',
        paperTitle: title,
        coAuthors: JSON.stringify(coAuthors),
      },
      makeTxt(2048),
      'paper.txt',
    );
    expect(res.status).toBe(201);
    return res.body.submission.id as string;
  }

  /** Invites `email` and returns the link token of the invitation mail (one per reviewer address here). */
  async function invite(paperId: string, email: string): Promise<{ token: string; assignmentId: string }> {
    const res = await json('POST', `/api/admin/submissions/${paperId}/reviewers`, admin, {
      reviewerEmail: email,
      givenNames: 'Re',
      familyName: 'Viewer',
      dueDate: new Date(Date.now() + 21 * 86_400_000).toISOString().slice(0, 10),
    });
    // with the answer's message, so that a refusal says why (a 401 seen once under CI's load)
    expect({ status: res.status, message: res.status === 201 ? undefined : res.body?.message }).toEqual({
      status: 201,
      message: undefined,
    });
    const [mail] = await readUntil(
      async () => (await mailsTo(email)).filter((m) => m.subject?.includes('Invitation to review')),
      (found) => found.length === 1,
      `invitation mail to ${email}`,
    );
    return {
      token: /\/review\/([A-Za-z0-9_-]{43})/.exec(mail!.text ?? '')![1]!,
      assignmentId: res.body.assignment.id,
    };
  }

  const reviewer = (method: string, token: string, suffix = '', body?: unknown) =>
    json(method, `/api/reviews/${token}${suffix}`, undefined, body);
  const download = (token: string) => fetch(`${site.baseUrl}/api/reviews/${token}/file`);
  const report = (token: string) =>
    reviewer('POST', token, '/report', { recommendation: 'minor_revisions', commentsToAuthor: 'Fine work.' });
  const setStatus = (paperId: string, status: string) =>
    json('PUT', `/api/admin/submissions/${paperId}/status`, admin, { status, email: site.adminEmail });
  const count = async (sql: string, params: unknown[]) =>
    (await db.pool.query<{ n: number }>(sql, params)).rows[0]!.n;
  const decisionsOf = (paperId: string) =>
    count('SELECT count(*)::int AS n FROM review.decisions WHERE submission_id = $1', [paperId]);
  const decisionEventsOf = (paperId: string) =>
    count(
      `SELECT count(*)::int AS n FROM review.outbox WHERE type = 'review.decision_recorded.v1' AND aggregate_id = $1`,
      [paperId],
    );
  const paperRow = async (paperId: string) =>
    (
      await db.pool.query(
        'SELECT status, file_version, open_revision_decision FROM submission.submissions WHERE id = $1',
        [paperId],
      )
    ).rows[0];

  beforeAll(async () => {
    db = await createTestDatabase();
    site = await startSite({
      databaseUrl: db.url,
      env: { REDIS_URL: 'redis://127.0.0.1:6379', REDIS_PREFIX: `review-hardening-${randomUUID()}` },
    });
    author = await registerAuthor(site, { ...AUTHOR, password: PASSWORD });
    admin = await signInAdmin(site);
  }, 120_000);
  afterAll(async () => {
    await site?.stop();
    await db?.drop();
    if (site) await rm(site.dataDir, { recursive: true, force: true });
  });

  describe('decisions once (item 3)', () => {
    it('twelve parallel decisions: exactly one recorded and one letter; the other eleven 409', async () => {
      const title = 'Twelve Editors at Once';
      const paperId = await submit(title);
      const { token } = await invite(paperId, 'twelve.reviewer@example.net');
      expect((await reviewer('POST', token, '/accept', NO_COMPETING)).status).toBe(200);
      const kinds = ['revisions', 'revisions', 'reject', 'accept'];
      const answers = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          decide(paperId, { decision: kinds[i % kinds.length], message: `Editor ${i + 1} decides.` }),
        ),
      );
      const created = answers.filter((a) => a.status === 201);
      expect(created).toHaveLength(1);
      const refused = answers.filter((a) => a.status === 409);
      expect(refused).toHaveLength(11);
      for (const r of refused) expect([ALREADY_DECIDED, NOT_IN_REVIEW]).toContain(r.body.message);

      const winner = created[0]!.body.decision.decision as string;
      const expected = { accept: 'accepted', reject: 'rejected', revisions: 'under_review' }[winner];
      expect(await decisionsOf(paperId)).toBe(1);
      expect(await decisionEventsOf(paperId)).toBe(1);
      await readUntil(
        () => letters(title),
        (found) => found.length >= 1,
        'the decision letter',
      );
      await sleep(2_000); // any other letter would be written by now
      expect(await letters(title)).toHaveLength(1);
      expect((await paperRow(paperId)).status).toBe(expected);
    });

    it('a retried decision with the same Idempotency-Key answers the first status and body; one decision', async () => {
      const paperId = await submit('Retried Decisions');
      const { token } = await invite(paperId, 'retry.reviewer@example.net');
      expect((await reviewer('POST', token, '/accept', NO_COMPETING)).status).toBe(200);
      const key = randomUUID();
      const body = { decision: 'revisions', message: 'Please revise the method.' };
      // The first request and its retries, racing; then a later retry.
      const racing = await Promise.all(Array.from({ length: 6 }, () => decide(paperId, body, key)));
      const later = await decide(paperId, body, key);
      for (const answer of [...racing, later]) {
        expect(answer.status).toBe(201);
        expect(answer.text).toBe(racing[0]!.text);
      }
      expect(later.body).toMatchObject({
        success: true,
        decision: { decision: 'revisions', round: 1 },
        submission: { id: paperId, status: 'under_review' },
      });
      expect(await decisionsOf(paperId)).toBe(1);
      expect(await decisionEventsOf(paperId)).toBe(1);

      const reused = await decide(paperId, { ...body, message: 'Something else.' }, key);
      expect([reused.status, reused.body.message]).toEqual([
        422,
        'This Idempotency-Key was already used for a different request',
      ]);
      const bad = await decide(paperId, body, 'not a key');
      expect(bad.status).toBe(400);
      const withoutKey = await decide(paperId, body);
      expect([withoutKey.status, withoutKey.body.message]).toEqual([409, ALREADY_DECIDED]);
      const otherKey = await decide(paperId, body, randomUUID());
      expect([otherKey.status, otherKey.body.message]).toEqual([409, ALREADY_DECIDED]);
      expect(await decisionsOf(paperId)).toBe(1);
    });

    it('a desk rejection (no reviewer was ever invited) is 201 and mails one letter', async () => {
      const title = 'Desk Rejected';
      const paperId = await submit(title);
      const answer = await decide(paperId, { decision: 'reject', message: 'Out of scope for this journal.' });
      expect(answer.status).toBe(201);
      expect(answer.body).toMatchObject({
        decision: { decision: 'reject', round: 1, comments: [] },
        submission: { id: paperId, status: 'rejected' },
      });
      await readUntil(
        () => letters(title),
        (found) => found.length === 1,
        'the desk rejection letter',
      );
    });

    it('a late or replayed decision event never moves a published, rejected or withdrawn paper', async () => {
      const rejected = await submit('Rejected Then Replayed');
      expect((await decide(rejected, { decision: 'reject', message: 'No.' })).status).toBe(201);
      const published = await submit('Published Then Replayed');
      expect((await setStatus(published, 'under_review')).status).toBe(200);
      expect((await setStatus(published, 'published')).status).toBe(200);
      const withdrawn = await submit('Withdrawn Then Replayed');
      expect((await json('POST', `/api/registration/submissions/${withdrawn}/withdraw`, author)).status).toBe(
        200,
      );
      // The rejection's own event goes round again (a replay) ...
      await db.pool.query(
        `UPDATE review.outbox SET sent_at = NULL WHERE type = 'review.decision_recorded.v1' AND aggregate_id = $1`,
        [rejected],
      );
      // ... and late decisions of round 1 arrive for each paper, as the review service's relay would deliver them.
      const { rows } = await db.pool.query<{ payload: Body }>(
        `SELECT payload FROM review.outbox WHERE type = 'review.decision_recorded.v1' AND aggregate_id = $1`,
        [rejected],
      );
      const late = [
        { paperId: rejected, status: 'rejected', decision: 'accept' },
        { paperId: published, status: 'published', decision: 'revisions' },
        { paperId: withdrawn, status: 'withdrawn', decision: 'accept' },
      ].map((p) => ({ ...p, decisionId: randomUUID() }));
      const history = new Map<string, number>();
      for (const p of late) {
        history.set(
          p.paperId,
          await count('SELECT count(*)::int AS n FROM submission.status_history WHERE submission_id = $1', [
            p.paperId,
          ]),
        );
        await db.pool.query(
          `INSERT INTO review.outbox (id, type, aggregate_id, version, payload, occurred_at)
           VALUES ($1, 'review.decision_recorded.v1', $2, 1000, $3, now())`,
          [
            randomUUID(),
            p.paperId,
            JSON.stringify({
              ...rows[0]!.payload,
              decisionId: p.decisionId,
              submissionId: p.paperId,
              decision: p.decision,
              decidedAt: new Date().toISOString(),
            }),
          ],
        );
      }
      for (const p of late) {
        await readUntil(
          () => count('SELECT count(*)::int AS n FROM submission.decisions WHERE id = $1', [p.decisionId]),
          (n) => n === 1,
          `the late decision on ${p.status} reached the submission service`,
        );
        expect(await paperRow(p.paperId)).toMatchObject({ status: p.status, open_revision_decision: null });
        expect(
          await count('SELECT count(*)::int AS n FROM submission.status_history WHERE submission_id = $1', [
            p.paperId,
          ]),
        ).toBe(history.get(p.paperId));
      }
      await readUntil(
        () =>
          count(`SELECT count(*)::int AS n FROM review.outbox WHERE aggregate_id = $1 AND sent_at IS NULL`, [
            rejected,
          ]),
        (n) => n === 0,
        'the replay was published',
      );
      expect((await paperRow(rejected)).status).toBe('rejected');
    });
  });

  describe('links bound to their round (item 4)', () => {
    it("serves the round's own version; a decided round closes the link (409 for responses, 410 for downloads)", async () => {
      const paperId = await submit('Rounds and Links');
      const r1 = await invite(paperId, 'round.one@example.net');
      const r2 = await invite(paperId, 'round.two@example.net');
      const r3 = await invite(paperId, 'round.three@example.net');
      expect((await reviewer('POST', r1.token, '/accept', NO_COMPETING)).status).toBe(200);
      expect((await report(r1.token)).status).toBe(201);
      expect((await reviewer('POST', r3.token, '/accept', NO_COMPETING)).status).toBe(200);
      const v1 = await download(r1.token);
      expect(v1.status).toBe(200);
      const v1Sha = sha256(await v1.arrayBuffer());
      expect((await reviewer('GET', r2.token)).body.review).toMatchObject({
        round_closed: false,
        file: { version: 1 },
      });

      expect((await decide(paperId, { decision: 'revisions', message: 'Please revise.' })).status).toBe(201);
      for (const [token, suffix] of [
        [r2.token, '/accept'],
        [r2.token, '/decline'],
        [r3.token, '/report'],
        [r1.token, '/accept'],
      ] as const) {
        const late =
          suffix === '/report'
            ? await report(token)
            : await reviewer('POST', token, suffix, suffix === '/decline' ? {} : undefined);
        expect([late.status, late.body.message]).toEqual([409, ROUND_CLOSED]);
      }
      const tooLate = await json('POST', `/api/admin/submissions/${paperId}/reviewers`, admin, {
        reviewerEmail: 'round.late@example.net',
        givenNames: 'Too',
        familyName: 'Late',
        dueDate: new Date(Date.now() + 21 * 86_400_000).toISOString().slice(0, 10),
      });
      expect([tooLate.status, tooLate.body.message]).toEqual([
        409,
        'This round has been decided: invite reviewers for the revised version once it is in',
      ]);
      const closedView = (await reviewer('GET', r2.token)).body.review;
      expect(closedView).toMatchObject({ state: 'invited', round_closed: true, file: null });
      const r2File = await download(r2.token);
      expect([r2File.status, ((await r2File.json()) as Body).message]).toEqual([410, ROUND_CLOSED]);
      expect(
        (await db.pool.query('SELECT state FROM review.assignments WHERE id = $1', [r3.assignmentId])).rows[0]
          .state,
      ).toBe('accepted');
      expect(
        await count('SELECT count(*)::int AS n FROM review.reports WHERE submission_id = $1', [paperId]),
      ).toBe(1);

      const revised = await upload(
        `/api/registration/submissions/${paperId}/revisions`,
        { responseToReviewers: 'Revised.' },
        makeTxt(3000),
        'paper-v2.txt',
      );
      expect(revised.status).toBe(201);
      // The round-one reviewer still gets the version they reviewed, never the revision.
      const again = await download(r1.token);
      expect(again.status).toBe(200);
      expect(again.headers.get('content-disposition')).toBe(
        `attachment; filename="manuscript-${paperId}-v1.txt"`,
      );
      const bytes = await again.arrayBuffer();
      expect([bytes.byteLength, sha256(bytes)]).toEqual([2048, v1Sha]);
      expect((await reviewer('GET', r1.token)).body.review).toMatchObject({
        round: 1,
        round_closed: true,
        file: { version: 1, size: 2048, name: `manuscript-${paperId}-v1.txt` },
      });

      // Round 2: its reviewer gets version 2; the rejection closes every link of the paper.
      const r4 = await invite(paperId, 'round.four@example.net');
      expect((await reviewer('POST', r4.token, '/accept', NO_COMPETING)).status).toBe(200);
      const v2 = await download(r4.token);
      expect((await v2.arrayBuffer()).byteLength).toBe(3000);
      expect((await decide(paperId, { decision: 'reject', message: 'Not convincing.' })).status).toBe(201);
      for (const token of [r1.token, r3.token, r4.token]) expect((await download(token)).status).toBe(410);
      const lateReport = await report(r4.token);
      expect([lateReport.status, lateReport.body.message]).toEqual([409, ROUND_CLOSED]);
      expect((await reviewer('GET', r4.token)).body.review).toMatchObject({ round_closed: true, file: null });
    });

    it("an editor's rejection by status change (no decision) closes the link as well", async () => {
      const paperId = await submit('Rejected by Status');
      const r = await invite(paperId, 'status.reviewer@example.net');
      expect((await reviewer('POST', r.token, '/accept', NO_COMPETING)).status).toBe(200);
      expect((await download(r.token)).status).toBe(200);
      expect((await setStatus(paperId, 'rejected')).status).toBe(200);
      expect((await download(r.token)).status).toBe(410);
      const late = await report(r.token);
      expect([late.status, late.body.message]).toEqual([409, ROUND_CLOSED]);
      expect((await reviewer('GET', r.token)).body.review.round_closed).toBe(true);
    });
  });

  describe('reviewers are never authors (item 4)', () => {
    it('refuses plus-addressed and differently cased variants of the author or a co-author at invitation', async () => {
      const paperId = await submit('Plus Addresses', [CO_AUTHOR]);
      for (const email of ['self+rev@x.org', 'SELF+Rev@X.org', 'Self@x.org', 'grace+review@example.org']) {
        const res = await json('POST', `/api/admin/submissions/${paperId}/reviewers`, admin, {
          reviewerEmail: email,
          givenNames: 'Not',
          familyName: 'Allowed',
          dueDate: new Date(Date.now() + 21 * 86_400_000).toISOString().slice(0, 10),
        });
        expect([res.status, res.body.message]).toEqual([409, REVIEWER_IS_AUTHOR]);
      }
      expect(
        await count('SELECT count(*)::int AS n FROM review.assignments WHERE submission_id = $1', [paperId]),
      ).toBe(0);
    });

    it('refuses a live reviewer as a co-author; checks again at acceptance and at the report', async () => {
      const paperId = await submit('Reviewers as Co-authors');
      const edit = (emails: string[]) =>
        json('PUT', `/api/registration/submissions/${paperId}/metadata`, author, {
          coAuthors: emails.map((email) => ({ givenNames: 'Co', familyName: 'Author', email })),
        });
      const liveRows = (assignmentId: string) =>
        count('SELECT count(*)::int AS n FROM submission.reviewers WHERE assignment_id = $1 AND live', [
          assignmentId,
        ]);
      const r6 = await invite(paperId, 'six@example.net');
      await readUntil(
        () => liveRows(r6.assignmentId),
        (n) => n === 1,
        'the invitation seen by submission',
      );
      for (const email of ['six@example.net', 'Six+coauthor@example.net']) {
        const refused = await edit([email]);
        expect([refused.status, refused.body.message]).toEqual([409, REVIEWER_CO_AUTHOR]);
      }

      // The submission service may not have seen an invitation yet (its event is on its way): then the
      // review service's own check at acceptance and at the report stops the reviewer who became an author.
      const r7 = await invite(paperId, 'seven@example.net');
      const r8 = await invite(paperId, 'eight@example.net');
      for (const r of [r7, r8])
        await readUntil(
          () => liveRows(r.assignmentId),
          (n) => n === 1,
          'invitation seen',
        );
      await db.pool.query('DELETE FROM submission.reviewers WHERE assignment_id = ANY($1::uuid[])', [
        [r7.assignmentId, r8.assignmentId],
      ]);
      expect((await edit(['seven+paper@example.net'])).status).toBe(200);
      const accept7 = await reviewer('POST', r7.token, '/accept', NO_COMPETING);
      expect([accept7.status, accept7.body.message]).toEqual([409, REVIEWER_IS_AUTHOR]);
      expect((await reviewer('POST', r8.token, '/accept', NO_COMPETING)).status).toBe(200); // the paper is under review now
      expect((await setStatus(paperId, 'submitted')).status).toBe(200); // an editor reopens it for edits
      expect((await edit(['seven+paper@example.net', 'EIGHT@example.net'])).status).toBe(200);
      const report8 = await report(r8.token);
      expect([report8.status, report8.body.message]).toEqual([409, REVIEWER_IS_AUTHOR]);
      expect(
        await count('SELECT count(*)::int AS n FROM review.reports WHERE submission_id = $1', [paperId]),
      ).toBe(0);
      const states = await db.pool.query(
        'SELECT state FROM review.assignments WHERE id = ANY($1::uuid[]) ORDER BY reviewer_number',
        [[r7.assignmentId, r8.assignmentId]],
      );
      expect(states.rows.map((r) => r.state)).toEqual(['invited', 'accepted']);
    });
  });
});
