import { NO_COMPETING } from '../support/review-answers';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { isFinishedMailFile } from '@journal/mail';
import { describeWith, readUntil } from '@journal/testing';
import { journalClient, type Author } from './support/journal-client';
import { startTestCluster, type TestCluster } from './support/test-cluster';

/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are read loosely and asserted field by field */
type Body = any;

const REVIEWER = { reviewerEmail: 'maurice@reviewers.test', givenNames: 'Maurice', familyName: 'Wilkins' };

/**
 * Issue 12 with every service its own process (scripts/cluster: review, submission, admin, notification
 * instances, gateway on Postgres and Redis): the round trip from invitation to acceptance, with the
 * reviewer's link read from the mail a notification instance wrote; and a decision that outlives the
 * submission service (issue 26).
 */
describeWith(
  ['postgres', 'redis', 'redis-server'],
  'peer review in cluster mode (separate processes)',
  () => {
    let tc: TestCluster;
    let author: Author;
    let admin: string;

    const call = async (method: string, route: string, token?: string, body?: unknown) => {
      const res = await fetch(`${tc.url}${route}`, {
        method,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, body: (await res.json()) as Body };
    };

    async function reviewLinks(): Promise<string[]> {
      const dir = path.join(tc.dataDir, 'mail');
      const files = (await readdir(dir).catch(() => [] as string[])).filter(isFinishedMailFile);
      const mails = await Promise.all(
        files.map(async (f) => simpleParser(await readFile(path.join(dir, f)))),
      );
      return mails
        .filter((m) => m.subject?.startsWith('Invitation to review'))
        .sort((a, b) => (a.date?.getTime() ?? 0) - (b.date?.getTime() ?? 0))
        .map((m) => /\/review\/([A-Za-z0-9_-]{43})/.exec(m.text ?? '')![1]!);
    }

    beforeAll(async () => {
      tc = await startTestCluster();
      const client = journalClient(tc.url);
      author = await client.registerAndLogin('franklin');
      admin = await client.adminLogin(tc.cluster.secrets.admin.email, tc.cluster.secrets.admin.password);
    }, 150_000);
    afterAll(async () => {
      await tc?.close();
    }, 60_000);

    it('invite -> mailed link -> accept -> under_review -> download -> report -> revisions -> v2 -> round 2 -> accept', async () => {
      const client = journalClient(tc.url);
      const paperId = await client.submit(author, 'Helical Structures in Cluster Mode');
      const due = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
      const invite = () =>
        call('POST', `/api/admin/submissions/${paperId}/reviewers`, admin, { ...REVIEWER, dueDate: due });

      expect((await invite()).status).toBe(201);
      const [link1] = await readUntil(reviewLinks, (links) => links.length === 1, 'invitation mail');
      expect((await call('POST', `/api/reviews/${link1}/accept`, undefined, NO_COMPETING)).status).toBe(200);
      const profile = async () =>
        (await call('GET', `/api/users/profile?email=${encodeURIComponent(author.email)}`, author.token)).body
          .user.individual_submissions[0];
      await readUntil(profile, (s) => s.status === 'under_review', 'under_review');
      const file = await fetch(`${tc.url}/api/reviews/${link1}/file`);
      expect(file.headers.get('content-disposition')).toContain(`manuscript-${paperId}-v1.txt`);
      expect((await file.text()).startsWith('Helical Structures')).toBe(true);
      const report = await call('POST', `/api/reviews/${link1}/report`, undefined, {
        recommendation: 'major_revisions',
        commentsToAuthor: 'Please show the helix parameters.',
        commentsToEditor: 'Not for the author.',
      });
      expect(report.status).toBe(201);

      const decided = await call('POST', `/api/admin/submissions/${paperId}/decision`, admin, {
        decision: 'revisions',
        message: 'Please revise.',
      });
      expect(decided.status).toBe(201);
      const form = new FormData();
      form.set('responseToReviewers', 'Parameters added.');
      form.set('paperFile', new Blob(['Helical Structures, revised\n']), 'paper-v2.txt');
      const revised = await fetch(`${tc.url}/api/registration/submissions/${paperId}/revisions`, {
        method: 'POST',
        headers: { authorization: `Bearer ${author.token}` },
        body: form,
      });
      expect(revised.status).toBe(201);

      const detail = (await call('GET', `/api/admin/submissions/${paperId}`, admin)).body.data;
      expect(detail.versions.map((v: Body) => v.number)).toEqual([1, 2]);
      expect(detail.review.earlier_reviewers.map((r: Body) => r.email)).toEqual([REVIEWER.reviewerEmail]);
      expect(detail.reports[0].comments_to_editor).toBe('Not for the author.');

      expect((await invite()).status).toBe(201);
      const links = await readUntil(reviewLinks, (found) => found.length === 2, 'second invitation mail');
      const link2 = links[1]!;
      expect((await call('POST', `/api/reviews/${link2}/accept`, undefined, NO_COMPETING)).status).toBe(200);
      // Issue 26 across processes: the gateway proxies the editor's anonymous version (a multipart
      // upload) to the submission service, and the round-2 reviewer's download is that file (while the
      // round is open: once decided, the link closes).
      const anonymous = new FormData();
      anonymous.set('paperFile', new Blob(['Helical Structures, anonymous\n']), 'anonymous.txt');
      const uploaded = await fetch(`${tc.url}/api/admin/submissions/${paperId}/anonymous-version`, {
        method: 'POST',
        headers: { authorization: `Bearer ${admin}` },
        body: anonymous,
      });
      expect(uploaded.status).toBe(201);
      expect(await (await fetch(`${tc.url}/api/reviews/${link2}/file`)).text()).toBe(
        'Helical Structures, anonymous\n',
      );
      const anonymity = (await call('GET', `/api/admin/submissions/${paperId}`, admin)).body.data.anonymity;
      expect(anonymity).toMatchObject({ version: 2, source: 'editor', reviewerCopy: { ready: true } });
      expect(
        (
          await call('POST', `/api/reviews/${link2}/report`, undefined, {
            recommendation: 'accept',
            commentsToAuthor: 'Good now.',
          })
        ).status,
      ).toBe(201);
      const accepted = await call('POST', `/api/admin/submissions/${paperId}/decision`, admin, {
        decision: 'accept',
        message: 'Accepted.',
      });
      expect(accepted.body.submission.status).toBe('accepted');
      expect((await fetch(`${tc.url}/api/reviews/${link2}/file`)).status).toBe(410);
      const final = await readUntil(profile, (s) => s.decisions.length === 2, 'decisions on the profile');
      expect(final.status).toBe('accepted');
      expect(JSON.stringify(final)).not.toContain('Not for the author.');
      expect(JSON.stringify(final)).not.toContain(REVIEWER.reviewerEmail);
    }, 120_000);

    it('a decision committed while the submission service is down answers 201 and is applied once it is back (issue 26)', async () => {
      const paperId = await journalClient(tc.url).submit(author, 'Decided While Submission Was Down');
      const pool = tc.db.pool;
      const key = 'decided-while-down';
      const decide = async () => {
        const res = await fetch(`${tc.url}/api/admin/submissions/${paperId}/decision`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${admin}`,
            'content-type': 'application/json',
            'idempotency-key': key,
          },
          body: JSON.stringify({ decision: 'reject', message: 'Outside the scope of the journal.' }),
        });
        return { status: res.status, text: await res.text() };
      };
      const count = async (sql: string) => (await pool.query<{ n: number }>(sql, [paperId])).rows[0]!.n;
      const lock = await pool.connect();
      try {
        // The paper's row locked: the submission service reads it for the review service, but applying the
        // decision waits; it is killed there, after the review service committed the decision.
        await lock.query('BEGIN');
        await lock.query('SELECT 1 FROM submission.submissions WHERE id = $1 FOR UPDATE', [paperId]);
        const pending = decide();
        await readUntil(
          async () =>
            (await count('SELECT count(*)::int AS n FROM review.decisions WHERE submission_id = $1')) === 1 &&
            (
              await pool.query(
                `SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND application_name = 'submission' AND wait_event_type = 'Lock'`,
              )
            ).rowCount! >= 1,
          Boolean,
          'a committed decision whose application waits in the submission service',
        );
        tc.cluster.kill('submission', 'SIGKILL');
        await tc.cluster.process('submission').waitExit();
        await lock.query('ROLLBACK');
        const first = await pending;
        expect(first.status).toBe(201);
        expect(JSON.parse(first.text)).toMatchObject({
          success: true,
          decision: { decision: 'reject', round: 1 },
          submission: null,
        });
        // The client retries (it may not have seen the answer): the same answer, no second decision.
        const retried = await decide();
        expect([retried.status, retried.text]).toEqual([201, first.text]);
        expect(await count('SELECT count(*)::int AS n FROM review.decisions WHERE submission_id = $1')).toBe(
          1,
        );
        expect(
          (await pool.query('SELECT status FROM submission.submissions WHERE id = $1', [paperId])).rows[0]
            .status,
        ).toBe('submitted');
      } finally {
        lock.release();
      }

      await tc.cluster.restart('submission');
      // The decision's event applies it (a delivery the killed consumer held comes back once it idles).
      const applied = async () =>
        (await pool.query('SELECT status FROM submission.submissions WHERE id = $1', [paperId])).rows[0]
          .status;
      for (let i = 0; i < 90 && (await applied()) !== 'rejected'; i++)
        await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect(await applied()).toBe('rejected');
      expect(
        await count('SELECT count(*)::int AS n FROM submission.decisions WHERE submission_id = $1'),
      ).toBe(1);
      expect(
        await count(
          `SELECT count(*)::int AS n FROM submission.status_history WHERE submission_id = $1 AND to_status = 'rejected'`,
        ),
      ).toBe(1);
    }, 150_000);
  },
);
