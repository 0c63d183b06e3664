import { rm } from 'node:fs/promises';
import {
  createTestDatabase,
  describeWith,
  readUntil,
  registerAuthor,
  signInAdmin,
  siteJson,
  startSite,
  type RunningSite,
  type TestDatabase,
} from '@journal/testing';
import { joinJournalTeam } from './support/journal-team';

/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are read loosely and asserted field by field */
type Body = any;

const PASSWORD = 'a long enough password';
const AUTHOR = { email: 'ada@example.org', givenNames: 'Ada', familyName: 'Lovelace' };
const JOURNAL = 'civil-engineering';
const ISSUES = `/api/admin/journals/${JOURNAL}/issues`;
const UNPUBLISHED =
  'The issue of this article has been unpublished; the article will be available again when the issue is republished';

/**
 * The editors' Issues page over real HTTP through the gateway (embedded site, real Postgres), with the
 * calls the SPA makes: an issue with its papers and what each needs, the accepted papers waiting, adding,
 * removing and ordering them, publishing, and unpublishing an issue published by mistake (managers only;
 * the articles answer 410 with their notice, keep their DOIs, and come back when it is republished).
 */
describeWith(['postgres'], 'the Issues page through the gateway', () => {
  let db: TestDatabase;
  let site: RunningSite;
  let author: string;
  let admin: string;
  let manager: string;
  let editor: string;
  let otherEditor: string;

  const json = (method: string, route: string, token?: string, body?: unknown) =>
    siteJson<Body>(site, method, route, token, body);
  const knownAs = (id: string, status: string) =>
    readUntil(
      async () =>
        (await db.pool.query('SELECT status FROM publishing.submissions WHERE id = $1', [id])).rows[0]
          ?.status,
      (s) => s === status,
      `publishing sees ${status}`,
    );
  const acceptedPaper = async (paperTitle: string): Promise<string> => {
    const res = await json('POST', '/api/registration/submit-paper', author, {
      userEmail: AUTHOR.email,
      journalName: 'Civil Engineering',
      paperTitle,
    });
    expect(res.status).toBe(201);
    const id = res.body.submission.id as string;
    await knownAs(id, 'submitted');
    const accepted = await json('PUT', `/api/admin/submissions/${id}/status`, admin, {
      status: 'accepted',
      email: site.adminEmail,
    });
    expect(accepted.status).toBe(200);
    await knownAs(id, 'accepted');
    return id;
  };

  beforeAll(async () => {
    db = await createTestDatabase();
    site = await startSite({ databaseUrl: db.url });
    author = await registerAuthor(site, { ...AUTHOR, password: PASSWORD });
    admin = await signInAdmin(site);
    const person = (email: string, givenNames: string) => ({
      email,
      givenNames,
      familyName: 'Tester',
      password: PASSWORD,
    });
    manager = await joinJournalTeam(site, db, admin, JOURNAL, person('m@example.org', 'Mara'), 'manager');
    editor = await joinJournalTeam(site, db, admin, JOURNAL, person('e@example.org', 'Emil'), 'editor');
    otherEditor = await joinJournalTeam(
      site,
      db,
      admin,
      'education',
      person('o@example.org', 'Olga'),
      'editor',
    );
  }, 180_000);
  afterAll(async () => {
    await site?.stop();
    await db?.drop();
    if (site) await rm(site.dataDir, { recursive: true, force: true });
  });

  let issueId = '';
  const ids: string[] = [];

  it('lets the journal editor build an issue from the waiting papers and refuses others', async () => {
    const created = await json('POST', ISSUES, editor, {
      volume: 5,
      number: 1,
      year: 2027,
      title: 'Harbours',
      plannedDate: '2027-03-01',
    });
    expect(created.status).toBe(201);
    expect(created.body.data.issue).toMatchObject({ plannedDate: '2027-03-01', publishedAt: null });
    issueId = created.body.data.issue.id;
    const badDate = await json('POST', ISSUES, editor, {
      volume: 5,
      number: 2,
      year: 2027,
      plannedDate: '2027-02-30',
    });
    expect(badDate.status).toBe(400);
    expect(badDate.body.message).toBe('plannedDate must be a date (YYYY-MM-DD)');

    for (const title of ['Quay walls', 'Breakwaters', 'Dredging']) ids.push(await acceptedPaper(title));
    const waiting = await json('GET', `${ISSUES}/waiting-papers`, editor);
    expect(waiting.status).toBe(200);
    expect(waiting.body.data.papers.map((p: Body) => p.id)).toEqual(ids);
    expect(waiting.body.data.papers[0]).toMatchObject({
      title: 'Quay walls',
      authorName: 'Ada Lovelace',
      status: 'accepted',
      doi: null,
      licence: null,
      galley: false,
    });

    // Refusals: an author, an editor of another journal (the journal does not exist for them).
    expect((await json('GET', `${ISSUES}/waiting-papers`, author)).status).toBe(403);
    expect((await json('GET', `${ISSUES}/${issueId}`, author)).status).toBe(403);
    const foreign = await json('GET', `${ISSUES}/${issueId}`, otherEditor);
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe('Journal not found');
    const foreignAdd = await json('POST', `${ISSUES}/${issueId}/papers`, otherEditor, { paperId: ids[0] });
    expect(foreignAdd.status).toBe(404);
    const otherIssues = `/api/admin/journals/education/issues`;
    const theirs = await json('POST', otherIssues, otherEditor, { volume: 1, number: 1, year: 2027 });
    expect(theirs.status).toBe(201);
    // Their own issue cannot take this journal's paper.
    const crossed = await json('POST', `${otherIssues}/${theirs.body.data.issue.id}/papers`, otherEditor, {
      paperId: ids[0],
    });
    expect(crossed.status).toBe(404);
    expect(crossed.body.message).toBe('Submission not found');

    for (const id of ids) {
      const added = await json('POST', `${ISSUES}/${issueId}/papers`, editor, { paperId: id });
      expect(added.status).toBe(201);
    }
    expect((await json('GET', `${ISSUES}/waiting-papers`, editor)).body.data.papers).toEqual([]);
    const detail = await json('GET', `${ISSUES}/${issueId}`, editor);
    expect(detail.body.data.papers.map((p: Body) => [p.title, p.position])).toEqual([
      ['Quay walls', 1],
      ['Breakwaters', 2],
      ['Dredging', 3],
    ]);

    // Removed from an issue in preparation, the paper waits again.
    expect((await json('DELETE', `${ISSUES}/${issueId}/papers/${ids[2]}`, editor)).status).toBe(200);
    expect(
      (await json('GET', `${ISSUES}/waiting-papers`, editor)).body.data.papers.map((p: Body) => p.id),
    ).toEqual([ids[2]]);
    expect((await json('POST', `${ISSUES}/${issueId}/papers`, editor, { paperId: ids[2] })).status).toBe(201);
  });

  it('orders the table of contents, refusing a list that is not the issue’s papers', async () => {
    const order = [ids[2]!, ids[0]!, ids[1]!];
    const stale = await json('PUT', `${ISSUES}/${issueId}/order`, editor, { paperIds: [ids[2], ids[0]] });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe('Send every paper of the issue exactly once, in the new order');
    const twice = await json('PUT', `${ISSUES}/${issueId}/order`, editor, {
      paperIds: [ids[0], ids[0], ids[1]],
    });
    expect(twice.status).toBe(409);
    expect((await json('PUT', `${ISSUES}/${issueId}/order`, editor, { paperIds: 'all' })).status).toBe(400);
    expect((await json('PUT', `${ISSUES}/${issueId}/order`, author, { paperIds: order })).status).toBe(403);
    const ordered = await json('PUT', `${ISSUES}/${issueId}/order`, editor, { paperIds: order });
    expect(ordered.status).toBe(200);
    expect(ordered.body.data.papers.map((p: Body) => [p.id, p.position])).toEqual([
      [ids[2], 1],
      [ids[0], 2],
      [ids[1], 3],
    ]);
  });

  it('publishes the issue in that order, then a manager unpublishes it: 410 with the notice, DOIs kept', async () => {
    const published = await json('POST', `${ISSUES}/${issueId}/publish`, editor);
    expect(published.status).toBe(200);
    const dois = published.body.data.articles.map((a: Body) => a.doi as string);
    expect(published.body.data.articles.map((a: Body) => a.id)).toEqual([ids[2], ids[0], ids[1]]);
    const detail = await json('GET', `${ISSUES}/${issueId}`, editor);
    expect(detail.body.data.papers.map((p: Body) => [p.status, p.doi, p.licence !== null])).toEqual(
      dois.map((doi: string) => ['published', doi, true]),
    );

    // Refusals: an editor of the journal, an editor of another, an author.
    const byEditor = await json('POST', `${ISSUES}/${issueId}/unpublish`, editor);
    expect(byEditor.status).toBe(403);
    expect(byEditor.body.message).toBe("Only the journal's managers can unpublish an issue");
    expect((await json('POST', `${ISSUES}/${issueId}/unpublish`, otherEditor)).status).toBe(404);
    expect((await json('POST', `${ISSUES}/${issueId}/unpublish`, author)).status).toBe(403);
    expect((await json('GET', `/api/articles/${ids[0]}`)).status).toBe(200);

    const unpublished = await json('POST', `${ISSUES}/${issueId}/unpublish`, manager);
    expect(unpublished.status).toBe(200);
    expect(unpublished.body.data.issue.publishedAt).toBeNull();
    expect([...unpublished.body.data.heldArticleIds].sort()).toEqual([...ids].sort());
    expect((await json('POST', `${ISSUES}/${issueId}/unpublish`, manager)).body.message).toBe(
      'This issue is not published',
    );

    const gone = await json('GET', `/api/articles/${ids[0]}`);
    expect(gone.status).toBe(410);
    expect(gone.body.message).toBe(UNPUBLISHED);
    const page = await fetch(`${site.baseUrl}/articles/${ids[0]}`);
    expect(page.status).toBe(410);
    expect(await page.text()).toContain(
      'The issue of this article has been unpublished; the article will be available again when the issue is republished.',
    );
    expect((await json('GET', `/api/journals/${JOURNAL}/issues/5/1`)).status).toBe(404);
    expect((await json('GET', `/api/journals/${JOURNAL}/issues`)).body.data.issues).toEqual([]);
    // The DOIs stay reserved: the rows keep them, and no new paper takes one of them.
    const kept = await db.pool.query('SELECT doi FROM publishing.articles WHERE id = ANY($1::uuid[])', [ids]);
    expect(kept.rows.map((r) => r.doi).sort()).toEqual([...dois].sort());

    // Still editable as an issue in preparation: the order changes, the papers stay in it.
    const reordered = await json('PUT', `${ISSUES}/${issueId}/order`, editor, {
      paperIds: [ids[0], ids[2], ids[1]],
    });
    expect(reordered.status).toBe(200);
    expect(reordered.body.data.papers.every((p: Body) => p.heldByUnpublishing)).toBe(true);
    const moved = await json('PUT', `/api/admin/submissions/${ids[1]}/placement`, editor, {
      issueId,
      position: 3,
      firstPage: 20,
      lastPage: 30,
    });
    expect(moved.status).toBe(200);
  });

  it('republishing brings the articles back with the same DOIs, in the new order', async () => {
    const again = await json('POST', `${ISSUES}/${issueId}/publish`, editor);
    expect(again.status).toBe(200);
    expect(again.body.data.articles.map((a: Body) => a.id)).toEqual([ids[0], ids[2], ids[1]]);
    const back = await json('GET', `/api/articles/${ids[1]}`);
    expect(back.status).toBe(200);
    expect(back.body.article).toMatchObject({ issue: { id: issueId, volume: 5, number: 1 }, firstPage: 20 });
    const toc = await json('GET', `/api/journals/${JOURNAL}/issues/5/1`);
    expect(toc.body.data.articles.map((a: Body) => a.id)).toEqual([ids[0], ids[2], ids[1]]);
    const history = await db.pool.query(
      `SELECT count(*)::int AS n FROM submission.status_history
        WHERE submission_id = ANY($1::uuid[]) AND to_status = 'published'`,
      [ids],
    );
    expect(history.rows[0].n).toBe(3);
  });
});
