import { request as httpRequest } from 'node:http';
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import {
  createTestDatabase,
  describeWith,
  makeDocx,
  readUntil,
  registerAuthor,
  signInAdmin,
  siteJson,
  startSite,
  type RunningSite,
  type TestDatabase,
} from '@journal/testing';
import { publishingKnows } from './support/publishing-knows';
import { joinJournalTeam } from './support/journal-team';
import { verifyByMail } from './support/site-mailbox';

/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are read loosely and asserted field by field */
type Body = any;

const PASSWORD = 'a long enough password';
const AUTHOR = { email: 'rosalind@example.org', givenNames: 'Rosalind', familyName: 'Franklin' };
const CO_AUTHOR = { email: 'grace@example.org', givenNames: 'Grace', familyName: 'Hopper' };
const JOURNAL = 'civil-engineering';
const ISSUES = `/api/admin/journals/${JOURNAL}/issues`;

/**
 * Who may do what, over real HTTP through the gateway of the whole site (embedded composition, real
 * Postgres): proofs read and answered only by the submitting author or a co-author with a confirmed
 * account; a published article only in published issues; roles re-checked when a slow upload commits;
 * DOI prefixes set by the administrator only; RIS dates zero-padded.
 */
describeWith('postgres', 'access rules through the gateway', () => {
  let db: TestDatabase;
  let site: RunningSite;
  let admin: string;
  let author: string;

  const json = (method: string, route: string, token?: string, body?: unknown) =>
    siteJson<Body>(site, method, route, token, body);
  const submit = async (paperTitle: string, coAuthors: object[] = []): Promise<string> => {
    const form = new FormData();
    form.set('userEmail', AUTHOR.email);
    form.set('journalName', 'Civil Engineering');
    form.set('paperTitle', paperTitle);
    if (coAuthors.length) form.set('coAuthors', JSON.stringify(coAuthors));
    form.set('paperFile', new Blob([new Uint8Array(makeDocx('The paper.'))]), 'paper.docx');
    const res = await fetch(`${site.baseUrl}/api/registration/submit-paper`, {
      method: 'POST',
      headers: { authorization: `Bearer ${author}` },
      body: form,
    });
    const body = (await res.json()) as Body;
    expect(res.status).toBe(201);
    return body.submission.id as string;
  };
  const setStatus = async (id: string, status: string) => {
    const res = await json('PUT', `/api/admin/submissions/${id}/status`, admin, {
      status,
      email: site.adminEmail,
    });
    expect(res.status).toBe(200);
  };
  const acceptedPaper = async (title: string, coAuthors: object[] = []) => {
    const id = await submit(title, coAuthors);
    await setStatus(id, 'accepted');
    await publishingKnows(site, admin, id, 'accepted');
    return id;
  };
  const articleOf = (id: string) =>
    readUntil(
      () => json('GET', `/api/articles/${id}`),
      (r) => r.status === 200,
      `the article ${id}`,
    );

  beforeAll(async () => {
    db = await createTestDatabase();
    site = await startSite({ databaseUrl: db.url });
    author = await registerAuthor(site, { ...AUTHOR, password: PASSWORD });
    admin = await signInAdmin(site);
  }, 120_000);
  afterAll(async () => {
    await site?.stop();
    await db?.drop();
    if (site) await rm(site.dataDir, { recursive: true, force: true });
  });

  describe('proofs', () => {
    const proofRoute = (id: string) => `/api/registration/submissions/${id}/proof`;
    let id = '';

    beforeAll(async () => {
      id = await acceptedPaper('Proofs for confirmed co-authors', [CO_AUTHOR]);
      const form = new FormData();
      form.set('file', new Blob([new Uint8Array(makeDocx('The proof text.'))]), 'production.docx');
      const chosen = await fetch(`${site.baseUrl}/api/admin/submissions/${id}/production`, {
        method: 'POST',
        headers: { authorization: `Bearer ${admin}` },
        body: form,
      });
      expect(chosen.status).toBe(202);
      await readUntil(
        () => json('GET', `/api/admin/submissions/${id}/production`, admin),
        (r) => r.body.data?.production?.proof?.status === 'sent',
        'the proof sent',
      );
    }, 60_000);

    it("refuses an unconfirmed account holding a co-author's address, reading and answering (403)", async () => {
      const impostor = await registerAuthor(site, { ...CO_AUTHOR, password: PASSWORD });
      const read = await json('GET', proofRoute(id), impostor);
      expect(read.status).toBe(403);
      expect(read.body.message).toBe('Please confirm your email address first');
      const answer = await json('POST', proofRoute(id), impostor, { decision: 'approve' });
      expect(answer.status).toBe(403);
      expect(answer.body.message).toBe('Please confirm your email address first');
      const production = await json('GET', `/api/admin/submissions/${id}/production`, admin);
      expect(production.body.data.production.proof).toEqual({ status: 'sent' });

      // Once the address is confirmed, the co-author reads it; a stranger still finds no paper.
      await verifyByMail(site, CO_AUTHOR.email);
      expect((await json('GET', proofRoute(id), impostor)).status).toBe(200);
      const stranger = await registerAuthor(site, {
        email: 'stranger@example.org',
        givenNames: 'S',
        familyName: 'Tranger',
        password: PASSWORD,
      });
      expect((await json('GET', proofRoute(id), stranger)).status).toBe(404);
      // The submitting author reads and answers.
      expect((await json('GET', proofRoute(id), author)).status).toBe(200);
      const approved = await json('POST', proofRoute(id), author, { decision: 'approve' });
      expect(approved.status).toBe(200);
      expect(approved.body.data.proof).toEqual({ status: 'approved' });
    });
  });

  describe('issues', () => {
    const createIssue = async (number: number) => {
      const res = await json('POST', ISSUES, admin, { volume: 7, number, year: 2026 });
      expect(res.status).toBe(201);
      return res.body.data.issue.id as string;
    };
    const publishIssueWith = async (paperId: string, number: number) => {
      const issueId = await createIssue(number);
      expect(
        (await json('PUT', `/api/admin/submissions/${paperId}/placement`, admin, { issueId, position: 1 }))
          .status,
      ).toBe(200);
      const published = await json('POST', `${ISSUES}/${issueId}/publish`, admin);
      expect(published.status).toBe(200);
      return issueId;
    };

    it('moves a published article only to another published issue of its journal (409 otherwise)', async () => {
      const paper = await acceptedPaper('Published in volume 7, number 1');
      const first = await publishIssueWith(paper, 1);
      await articleOf(paper);
      const unpublished = await createIssue(2);
      const moved = await json('PUT', `/api/admin/submissions/${paper}/placement`, admin, {
        issueId: unpublished,
        position: 1,
      });
      expect(moved.status).toBe(409);
      expect(moved.body.message).toBe('A published article can only move to a published issue');
      const kept = await json('GET', `/api/articles/${paper}`);
      expect(kept.body.article.issue).toMatchObject({ id: first, volume: 7, number: 1 });
      const toc = await json('GET', `/api/journals/${JOURNAL}/issues/7/1`);
      expect(toc.body.data.articles.map((a: Body) => a.id)).toEqual([paper]);

      // Another published issue takes it.
      const other = await acceptedPaper('Published in volume 7, number 3');
      const third = await publishIssueWith(other, 3);
      await articleOf(other);
      const toThird = await json('PUT', `/api/admin/submissions/${paper}/placement`, admin, {
        issueId: third,
        position: 2,
      });
      expect(toThird.status).toBe(200);
      expect((await json('GET', `/api/articles/${paper}`)).body.article.issue).toMatchObject({ id: third });
    });

    it('a paper published on its own leaves the unpublished issue it was placed in', async () => {
      const pending = await createIssue(4);
      const paper = await acceptedPaper('Published ahead of its issue');
      expect(
        (
          await json('PUT', `/api/admin/submissions/${paper}/placement`, admin, {
            issueId: pending,
            position: 1,
          })
        ).status,
      ).toBe(200);
      await setStatus(paper, 'published');
      const article = await articleOf(paper);
      expect(article.body.article.issue).toBeNull();
      const list = await json('GET', ISSUES, admin);
      expect(list.body.data.issues.find((i: Body) => i.id === pending)).toMatchObject({
        publishedAt: null,
        paperCount: 0,
      });
    });
  });

  describe('DOI prefixes', () => {
    it("refuses a manager's doiPrefix (403, field doiPrefix) and changes nothing; the administrator sets it", async () => {
      const manager = await joinJournalTeam(
        site,
        db,
        admin,
        JOURNAL,
        { email: 'manager@example.org', givenNames: 'Mona', familyName: 'Manager', password: PASSWORD },
        'manager',
      );
      const route = `/api/admin/journals/${JOURNAL}`;
      const before = (await json('GET', `/api/journals/${JOURNAL}`)).body.data.journal;
      for (const body of [{ doiPrefix: '10.9999' }, { doiPrefix: '10.9999', description: 'Changed too' }]) {
        const refused = await json('PUT', route, manager, body);
        expect(refused.status).toBe(403);
        expect(refused.body).toMatchObject({
          message: 'Only the administrator can change the DOI prefix',
          field: 'doiPrefix',
        });
      }
      const after = (await json('GET', `/api/journals/${JOURNAL}`)).body.data.journal;
      expect([after.doiPrefix, after.description]).toEqual([before.doiPrefix, before.description]);
      // The manager changes the rest; the administrator the prefix.
      expect((await json('PUT', route, manager, { description: 'By the manager' })).status).toBe(200);
      const byAdmin = await json('PUT', route, admin, { doiPrefix: '10.7777' });
      expect(byAdmin.status).toBe(200);
      expect(byAdmin.body.data.journal.doiPrefix).toBe('10.7777');
      expect((await json('PUT', route, admin, { doiPrefix: before.doiPrefix })).status).toBe(200);
    });
  });

  describe('citation dates', () => {
    it('writes RIS DA as YYYY/MM/DD/ on the 1st and the 31st of a month, and the page tags padded', async () => {
      const paper = await acceptedPaper('Dated on the first of December');
      await setStatus(paper, 'published');
      await articleOf(paper);
      const publishOn = (at: string) =>
        db.pool.query(`UPDATE publishing.articles SET published_at = $2, modified_at = now() WHERE id = $1`, [
          paper,
          at,
        ]);
      const ris = async () => {
        const res = await fetch(`${site.baseUrl}/api/articles/${paper}/citation?format=ris`);
        expect(res.status).toBe(200);
        return res.text();
      };
      await publishOn('2026-12-01T12:00:00Z');
      const first = await ris();
      expect(first).toContain('DA  - 2026/12/01/\r\n');
      expect(first).toContain('PY  - 2026\r\n');
      const page = await (await fetch(`${site.baseUrl}/articles/${paper}`)).text();
      expect(page).toContain('<meta name="citation_publication_date" content="2026/12/01">');
      expect(page).toContain('<meta name="DC.date" content="2026-12-01">');
      await publishOn('2026-12-31T23:59:59Z');
      expect(await ris()).toContain('DA  - 2026/12/31/\r\n');
    });
  });

  describe('roles at commit', () => {
    /** Whether any upload is streaming into storage (a `.data` file under a `.incoming` directory). */
    const streamingUploads = async (): Promise<number> => {
      const entries = await readdir(site.dataDir, { recursive: true }).catch(() => [] as string[]);
      return entries.filter((e) => e.split(path.sep).includes('.incoming') && e.endsWith('.data')).length;
    };

    it("refuses a removed editor's slow upload when it commits (403), not only their next request", async () => {
      const editorEmail = 'slow.editor@example.org';
      const editor = await joinJournalTeam(
        site,
        db,
        admin,
        JOURNAL,
        { email: editorEmail, givenNames: 'Sam', familyName: 'Slow', password: PASSWORD },
        'editor',
      );
      const editorId = (
        await db.pool.query<{ user_id: string }>('SELECT user_id FROM journals.users WHERE email = $1', [
          editorEmail,
        ])
      ).rows[0]!.user_id;
      const paper = await submit('Anonymised while the role ends');

      // A multipart body the test sends in two parts: the second only after the role is removed.
      const boundary = 'access-rules-boundary';
      const file = makeDocx('Anonymous version.', 256 * 1024);
      const head = Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="paperFile"; filename="anonymous.docx"\r\n` +
          'Content-Type: application/vnd.openxmlformats-officedocument.wordprocessingml.document\r\n\r\n',
      );
      const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
      const url = new URL(`${site.baseUrl}/api/admin/submissions/${paper}/anonymous-version`);
      const answer = new Promise<{ status: number; body: Body }>((resolve, reject) => {
        const req = httpRequest(
          url,
          {
            method: 'POST',
            headers: {
              authorization: `Bearer ${editor}`,
              'content-type': `multipart/form-data; boundary=${boundary}`,
              'content-length': head.length + file.length + tail.length,
            },
          },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('end', () =>
              resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString()) }),
            );
          },
        );
        req.on('error', reject);
        const half = Math.floor(file.length / 2);
        req.write(Buffer.concat([head, file.subarray(0, half)]));
        void (async () => {
          // The guard let the upload in and it is streaming into storage: now the role ends.
          await readUntil(streamingUploads, (n) => n > 0, 'the upload streaming');
          const removed = await json('DELETE', `/api/admin/journals/${JOURNAL}/members/${editorId}`, admin);
          expect(removed.status).toBe(200);
          req.end(Buffer.concat([file.subarray(half), tail]));
        })().catch(reject);
      });
      const { status, body } = await answer;
      expect(status).toBe(403);
      expect(body.message).toBe('Your role in this journal has ended; the change was not saved');
      // Nothing stored: the paper has no editor's anonymous version.
      const copies = await db.pool.query(
        `SELECT 1 FROM submission.reviewer_copies WHERE submission_id = $1 AND uploaded_by IS NOT NULL`,
        [paper],
      );
      expect(copies.rowCount).toBe(0);
      // And the next request is refused as before.
      expect((await json('GET', `/api/admin/submissions/${paper}`, editor)).status).toBe(403);
    });
  });
});
