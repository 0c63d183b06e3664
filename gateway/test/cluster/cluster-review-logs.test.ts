import { NO_COMPETING } from '../support/review-answers';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { isFinishedMailFile } from '@journal/mail';
import { describeWith, readUntil } from '@journal/testing';
import { journalClient } from './support/journal-client';
import { startTestCluster, type TestCluster } from './support/test-cluster';

const REVIEWER = { reviewerEmail: 'rosalind@reviewers.test', givenNames: 'Rosalind', familyName: 'Franklin' };

/**
 * Issue 26, item 5: a reviewer's link token is the key to a paper under review, so a log reader must not
 * find one. A whole round (invitation, the reviewer's page and its API view, acceptance, download,
 * report) through the gateway of a cluster (every service its own process, each with its own request
 * log at info): afterwards no process printed the token, while the gateway and the review service did
 * log those requests (with the token redacted).
 */
describeWith(['postgres', 'redis', 'redis-server'], 'review link tokens in the logs (cluster)', () => {
  let tc: TestCluster;

  beforeAll(async () => {
    tc = await startTestCluster();
  }, 150_000);
  afterAll(async () => {
    await tc?.close();
  }, 60_000);

  const call = async (method: string, route: string, token?: string, body?: unknown) => {
    const res = await fetch(`${tc.url}${route}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, text: await res.text() };
  };

  async function reviewLink(): Promise<string | undefined> {
    const dir = path.join(tc.dataDir, 'mail');
    const files = (await readdir(dir).catch(() => [] as string[])).filter(isFinishedMailFile);
    for (const file of files) {
      const mail = await simpleParser(await readFile(path.join(dir, file)));
      if (!mail.subject?.startsWith('Invitation to review')) continue;
      return /\/review\/([A-Za-z0-9_-]{43})/.exec(mail.text ?? '')?.[1];
    }
    return undefined;
  }

  it('a full round leaves no link token in any process output', async () => {
    const client = journalClient(tc.url);
    const author = await client.registerAndLogin('wilkins');
    const admin = await client.adminLogin(tc.cluster.secrets.admin.email, tc.cluster.secrets.admin.password);
    const paperId = await client.submit(author, 'Helical Structures and Their Logs');
    const due = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
    const invited = await call('POST', `/api/admin/submissions/${paperId}/reviewers`, admin, {
      ...REVIEWER,
      dueDate: due,
    });
    expect(invited.status).toBe(201);
    const token = await readUntil(reviewLink, (found) => found !== undefined, 'invitation mail');
    if (!token) throw new Error('no link in the invitation mail');

    // The reviewer's page (SPA route), its API view, acceptance, the download and the report.
    await call('GET', `/review/${token}`);
    expect((await call('GET', `/api/reviews/${token}`)).status).toBe(200);
    expect((await call('POST', `/api/reviews/${token}/accept`, undefined, NO_COMPETING)).status).toBe(200);
    expect((await call('GET', `/api/reviews/${token}/file`)).status).toBe(200);
    expect(
      (
        await call('POST', `/api/reviews/${token}/report`, undefined, {
          recommendation: 'minor_revisions',
          commentsToAuthor: 'Please label the axes.',
        })
      ).status,
    ).toBe(201);
    // A link path the API does not know, and an unknown token: error paths log too.
    await call('GET', `/api/reviews/${token}/nothing-here`);
    await call('GET', `/api/reviews/${'B'.repeat(43)}`);

    // The request lines are written when each response ends: wait for the last ones.
    const requestLines = (name: string) =>
      tc.logs(name).filter((line) => typeof (line.req as { url?: unknown } | undefined)?.url === 'string');
    const urlsOf = (name: string) => requestLines(name).map((line) => (line.req as { url: string }).url);
    await readUntil(
      async () => [urlsOf('gateway'), urlsOf('review')],
      ([gateway, review]) =>
        gateway!.includes('/api/reviews/[redacted]/report') &&
        review!.includes('/api/reviews/[redacted]/report') &&
        gateway!.includes('/api/reviews/[redacted]') &&
        // The last request made: log lines are flushed in batches, so wait for it too.
        gateway!.includes('/api/reviews/[redacted]/nothing-here'),
      'request lines of the report',
    );
    expect(urlsOf('gateway')).toEqual(
      expect.arrayContaining([
        '/review/[redacted]',
        '/api/reviews/[redacted]',
        '/api/reviews/[redacted]/accept',
        '/api/reviews/[redacted]/file',
        '/api/reviews/[redacted]/nothing-here',
      ]),
    );
    expect(urlsOf('review')).toEqual(
      expect.arrayContaining(['/api/reviews/[redacted]/accept', '/api/reviews/[redacted]/file']),
    );

    const processes = tc.cluster.processes();
    expect(processes.map((p) => p.name)).toEqual(expect.arrayContaining(['gateway', 'review']));
    for (const process of processes) {
      const printed = process.output().join('\n');
      expect({ process: process.name, leaks: printed.includes(token) }).toEqual({
        process: process.name,
        leaks: false,
      });
    }
  }, 120_000);
});
