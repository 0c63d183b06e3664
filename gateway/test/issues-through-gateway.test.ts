import { spawnSync } from 'node:child_process';
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
  validatorSchema,
} from '@journal/testing';
import { parseXml, readHead, texts } from '../../services/publishing/test/support/article-head';
import { bagProblems, unzipBag } from '../../services/publishing/test/support/bag-verifier';

/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are read loosely and asserted field by field */
type Body = any;

const PASSWORD = 'a long enough password';
const AUTHOR = { email: 'rosalind@example.org', givenNames: 'Rosalind', familyName: 'Franklin' };
const JOURNAL = 'civil-engineering';
const ISSUES = `/api/admin/journals/${JOURNAL}/issues`;

/**
 * Issue 30 over real HTTP through the gateway of the whole site (embedded composition, real Postgres):
 * issues created, refused and changed; papers placed from acceptance on; an issue published at once
 * (each accepted paper moved to published by the submission service, one status change each, DOIs and
 * pages); the public issue list and table of contents; a continuous article placed later keeps its DOI
 * and URL; the journal's LOCKSS page and the published issue's BagIt archive.
 */
describeWith(['postgres', 'xmllint'], 'issues through the gateway', () => {
  let db: TestDatabase;
  let site: RunningSite;
  let author: string;
  let admin: string;

  const json = (method: string, route: string, token?: string, body?: unknown) =>
    siteJson<Body>(site, method, route, token, body);

  const submit = async (paperTitle: string): Promise<string> => {
    const res = await json('POST', '/api/registration/submit-paper', author, {
      userEmail: AUTHOR.email,
      journalName: 'Civil Engineering',
      paperTitle,
    });
    expect(res.status).toBe(201);
    return res.body.submission.id as string;
  };
  const setStatus = async (id: string, status: string) => {
    const res = await json('PUT', `/api/admin/submissions/${id}/status`, admin, {
      status,
      email: site.adminEmail,
    });
    expect(res.status).toBe(200);
  };
  /** Publishing learns statuses from events: wait until it knows the paper's. */
  const knownAs = (id: string, status: string) =>
    readUntil(
      async () =>
        (await db.pool.query('SELECT status FROM publishing.submissions WHERE id = $1', [id])).rows[0]
          ?.status,
      (s) => s === status,
      `publishing sees ${status}`,
    );
  const place = (id: string, body: object) =>
    json('PUT', `/api/admin/submissions/${id}/placement`, admin, body);

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

  let issueId = '';
  const [first, second] = [{ title: 'Cable stays in the wind' }, { title: 'Pylons on soft soil' }];
  const ids: Record<string, string> = {};

  it('creates issues, refusing a duplicate volume and number, bad fields and authors', async () => {
    const created = await json('POST', ISSUES, admin, { volume: 3, number: 2, year: 2026, title: 'Bridges' });
    expect(created.status).toBe(201);
    expect(created.body.data.issue).toMatchObject({
      volume: 3,
      number: 2,
      year: 2026,
      title: 'Bridges',
      publishedAt: null,
    });
    issueId = created.body.data.issue.id;
    const duplicate = await json('POST', ISSUES, admin, { volume: 3, number: 2, year: 2026 });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.message).toBe('Volume 3, number 2 already exists in this journal');
    const bad = await json('POST', ISSUES, admin, { volume: 0, number: 1, year: 2026 });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('volume must be a positive whole number');
    expect((await json('POST', ISSUES, author, { volume: 9, number: 1, year: 2026 })).status).toBe(403);
    expect(
      (
        await json('POST', '/api/admin/journals/no-such-journal/issues', admin, {
          volume: 1,
          number: 1,
          year: 2026,
        })
      ).status,
    ).toBe(404);
    const list = await json('GET', ISSUES, admin);
    expect(list.body.data.issues).toHaveLength(1);
    // Not public before it is published.
    expect((await json('GET', `/api/journals/${JOURNAL}/issues/3/2`)).status).toBe(404);
  });

  it('places papers from acceptance on, with positions and pages checked', async () => {
    ids.first = await submit(first.title);
    ids.second = await submit(second.title);
    const submitted = await submit('Not yet accepted');
    await knownAs(submitted, 'submitted');
    const early = await place(submitted, { issueId, position: 1 });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('Only accepted or published papers can be placed in an issue');
    for (const id of [ids.first!, ids.second!]) {
      await setStatus(id, 'accepted');
      await knownAs(id, 'accepted');
    }
    const backwards = await place(ids.first!, { issueId, position: 2, firstPage: 24, lastPage: 10 });
    expect(backwards.status).toBe(400);
    expect(backwards.body.message).toBe('lastPage must not be before firstPage');
    expect((await place(ids.first!, { issueId, position: 0 })).status).toBe(400);
    expect(
      (await place(ids.first!, { issueId: '7f0c7f4e-1a5b-4c65-9a52-3d4f0c1f2a11', position: 1 })).status,
    ).toBe(404);
    const placed = await place(ids.first!, { issueId, position: 2, firstPage: 10, lastPage: 24 });
    expect(placed.status).toBe(200);
    expect(placed.body.data.placement).toEqual({
      submissionId: ids.first,
      issueId,
      position: 2,
      firstPage: 10,
      lastPage: 24,
    });
    expect((await place(ids.second!, { issueId, position: 1, firstPage: 1, lastPage: 9 })).status).toBe(200);
  });

  it('refuses to publish an empty issue or one holding a paper neither accepted nor published', async () => {
    const empty = await json('POST', ISSUES, admin, { volume: 3, number: 3, year: 2026 });
    const emptyId = empty.body.data.issue.id as string;
    const refused = await json('POST', `${ISSUES}/${emptyId}/publish`, admin);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('The issue holds no papers; place papers in it before publishing it');
    const later = await submit('Sent back to review');
    await setStatus(later, 'accepted');
    await knownAs(later, 'accepted');
    expect((await place(later, { issueId: emptyId, position: 1 })).status).toBe(200);
    // The placement stays when the status changes; the issue cannot be published with it.
    await setStatus(later, 'under_review');
    await knownAs(later, 'under_review');
    const unready = await json('POST', `${ISSUES}/${emptyId}/publish`, admin);
    expect(unready.status).toBe(409);
    expect(unready.body.message).toBe(
      'Every paper in the issue must be accepted or published before it is published',
    );
    expect(
      (await json('GET', `${ISSUES}`, admin)).body.data.issues.find((i: Body) => i.id === emptyId),
    ).toMatchObject({
      publishedAt: null,
      paperCount: 1,
    });
    // An issue in preparation can be deleted.
    expect((await json('DELETE', `${ISSUES}/${emptyId}`, admin)).status).toBe(200);
  });

  it('publishes the issue and its accepted papers at once: one status change each, DOIs, table of contents', async () => {
    const published = await json('POST', `${ISSUES}/${issueId}/publish`, admin);
    expect(published.status).toBe(200);
    expect(published.body.data.issue.publishedAt).toEqual(expect.any(String));
    // In table-of-contents order, each with its DOI and pages.
    expect(published.body.data.articles.map((a: Body) => [a.title, a.firstPage, a.lastPage])).toEqual([
      [second.title, 1, 9],
      [first.title, 10, 24],
    ]);
    for (const a of published.body.data.articles) expect(a.doi).toMatch(/^10\.\d+\/ce\.\d{4}\.\d{5}$/);
    const history = await db.pool.query(
      `SELECT submission_id, count(*)::int AS n FROM submission.status_history
        WHERE submission_id = ANY($1::uuid[]) AND to_status = 'published' GROUP BY submission_id`,
      [[ids.first, ids.second]],
    );
    expect(history.rows.map((r) => r.n)).toEqual([1, 1]);

    const list = await json('GET', `/api/journals/${JOURNAL}/issues`);
    expect(list.status).toBe(200);
    expect(list.body.data.issues).toEqual([
      expect.objectContaining({
        id: issueId,
        volume: 3,
        number: 2,
        year: 2026,
        title: 'Bridges',
        articleCount: 2,
      }),
    ]);
    const toc = await json('GET', `/api/journals/${JOURNAL}/issues/3/2`);
    expect(toc.body.data.issue).toMatchObject({ id: issueId, volume: 3, number: 2 });
    expect(toc.body.data.articles.map((a: Body) => a.id)).toEqual([ids.second, ids.first]);
    expect(toc.body.data.articles[0]).toMatchObject({
      authors: [expect.objectContaining({ given_names: 'Rosalind', family_name: 'Franklin' })],
      firstPage: 1,
      lastPage: 9,
    });
    expect((await json('GET', `/api/journals/${JOURNAL}/issues/3/9`)).status).toBe(404);
    expect((await json('GET', `/api/journals/${JOURNAL}/issues/x/2`)).status).toBe(404);

    // The pages crawlers read, rendered on the server with the SPA's loader (like article pages).
    const tocPage = await fetch(`${site.baseUrl}/journals/${JOURNAL}/issues/3/2`);
    expect(tocPage.status).toBe(200);
    const tocHtml = await tocPage.text();
    expect(readHead(tocHtml).title).toBe(
      'Vol. 3, No. 2 (2026): Bridges | Civil Engineering | Lumina Journals',
    );
    expect(tocHtml.indexOf(second.title)).toBeLessThan(tocHtml.indexOf(first.title));
    // Its links are site paths (the reader stays on the host they came by); the canonical link is PUBLIC_URL's.
    expect(tocHtml).toContain(`href="/articles/${ids.first}"`);
    expect(readHead(tocHtml).canonical).toBe(
      `http://localhost:${new URL(site.baseUrl).port}/journals/${JOURNAL}/issues/3/2`,
    );
    expect(tocHtml).toContain('pp. 10-24');
    expect(tocHtml).toContain('<script type="module" src="/spa-loader.js"></script>');
    // The issue's Atom feed (item 4): linked from the page's head and body, valid against RFC 4287's schema.
    const feedPath = `/journals/${JOURNAL}/issues/3/2/feed.atom`;
    expect(tocHtml).toMatch(
      /<link rel="alternate" type="application\/atom\+xml" title="Atom feed" href="[^"]+\/issues\/3\/2\/feed\.atom">/,
    );
    expect(tocHtml).toContain('type="application/atom+xml">Atom feed</a>');
    const feedRes = await fetch(`${site.baseUrl}${feedPath}`);
    expect(feedRes.status).toBe(200);
    expect(feedRes.headers.get('content-type')).toMatch(/^application\/atom\+xml/);
    const feedXml = await feedRes.text();
    const lint = spawnSync(
      'xmllint',
      ['--noout', '--nonet', '--relaxng', validatorSchema('atom/atom.rng'), '-'],
      {
        input: feedXml,
        encoding: 'utf8',
      },
    );
    expect(lint.stderr).toContain('- validates');
    const feed = parseXml(feedXml);
    expect(texts(feed, 'feed > title')).toEqual(['Civil Engineering, Vol. 3, No. 2 (2026): Bridges']);
    expect(texts(feed, 'entry > title')).toEqual([second.title, first.title]);
    expect((await fetch(`${site.baseUrl}/journals/${JOURNAL}/issues/3/9/feed.atom`)).status).toBe(404);
    const listHtml = await (await fetch(`${site.baseUrl}/journals/${JOURNAL}/issues`)).text();
    expect(listHtml).toContain('Vol. 3, No. 2 (2026): Bridges</a> · 2 articles');
    expect((await fetch(`${site.baseUrl}/journals/${JOURNAL}/issues/3/9`)).status).toBe(404);

    // The article page carries the issue and pages for Scholar.
    const head = readHead(await (await fetch(`${site.baseUrl}/articles/${ids.first}`)).text());
    expect(head.one('citation_volume')).toBe('3');
    expect(head.one('citation_issue')).toBe('2');
    expect(head.one('citation_firstpage')).toBe('10');
    expect(head.one('citation_lastpage')).toBe('24');

    // A published issue keeps its numbering and cannot be deleted; its title may change.
    expect((await json('DELETE', `${ISSUES}/${issueId}`, admin)).status).toBe(409);
    expect((await json('PUT', `${ISSUES}/${issueId}`, admin, { volume: 4 })).status).toBe(409);
    const retitled = await json('PUT', `${ISSUES}/${issueId}`, admin, { title: 'Bridges and wind' });
    expect(retitled.status).toBe(200);
    expect(retitled.body.data.issue.title).toBe('Bridges and wind');
  });

  it("preservation: the LOCKSS page links the published issue only, and the issue's bag verifies", async () => {
    const preparing = await json('POST', ISSUES, admin, { volume: 4, number: 1, year: 2027 });
    expect(preparing.status).toBe(201);
    const page = await fetch(`${site.baseUrl}/journals/${JOURNAL}/lockss`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(
      'LOCKSS system has permission to collect, preserve, and serve this Archival Unit.',
    );
    expect(html).toContain(
      'CLOCKSS system has permission to ingest, preserve, and serve this Archival Unit.',
    );
    expect(html).toContain(
      `<a href="/journals/${JOURNAL}/issues/3/2">Vol. 3, No. 2 (2026): Bridges and wind</a>`,
    );
    expect(html).not.toContain('/issues/4/1');
    expect((await fetch(`${site.baseUrl}/journals/no-such-journal/lockss`)).status).toBe(404);

    const pdf = Buffer.concat([
      Buffer.from('%PDF-1.7\n'),
      Buffer.alloc(2048, 0x43),
      Buffer.from('\n%%EOF\n'),
    ]);
    const form = new FormData();
    form.set('galley', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'paper.pdf');
    const uploaded = await fetch(`${site.baseUrl}/api/admin/articles/${ids.second}/galley`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${admin}` },
      body: form,
    });
    expect(uploaded.status).toBe(200);
    const zip = await fetch(`${site.baseUrl}${ISSUES}/${issueId}/archive.zip`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(zip.status).toBe(200);
    expect(zip.headers.get('content-type')).toBe('application/zip');
    const bag = await unzipBag(Buffer.from(await zip.arrayBuffer()));
    expect(bag.base).toBe(`${JOURNAL}-v3-n2`);
    expect(bagProblems(bag)).toEqual([]);
    const payload = [...bag.files.keys()].filter((p) => p.startsWith('data/')).sort();
    expect(payload.map((p) => p.replace(/^data\/(\d+)-[^/]+\//, '$1/'))).toEqual([
      '01/article.pdf',
      '01/article.xml',
      '02/article.xml',
    ]);
    expect(bag.files.get(payload[0]!)!.equals(pdf)).toBe(true);
    const refused = await fetch(`${site.baseUrl}${ISSUES}/${preparing.body.data.issue.id}/archive.zip`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(refused.status).toBe(409);
    expect((await fetch(`${site.baseUrl}${ISSUES}/${issueId}/archive.zip`)).status).toBe(401);
    expect(
      (
        await fetch(`${site.baseUrl}${ISSUES}/${issueId}/archive.zip`, {
          headers: { authorization: `Bearer ${author}` },
        })
      ).status,
    ).toBe(403);
  });

  it('a continuous article placed later keeps its DOI and URL and gains the issue', async () => {
    const id = await submit('Published before its issue');
    await setStatus(id, 'accepted');
    await setStatus(id, 'published');
    const before = await readUntil(
      () => json('GET', `/api/articles/${id}`),
      (r) => r.status === 200,
      'the article',
    );
    const { doi, url, articleNumber } = before.body.article;
    expect(articleNumber).toMatch(/^e\d{4}\d{3,}$/);
    await knownAs(id, 'published');
    expect((await place(id, { issueId, position: 3 })).status).toBe(200);
    const after = await json('GET', `/api/articles/${id}`);
    expect(after.body.article).toMatchObject({
      doi,
      url,
      articleNumber,
      issue: { id: issueId, volume: 3, number: 2, year: 2026 },
      firstPage: null,
    });
    expect((await fetch(`${site.baseUrl}/articles/${id}`)).status).toBe(200);
    const toc = await json('GET', `/api/journals/${JOURNAL}/issues/3/2`);
    expect(toc.body.data.articles.map((a: Body) => a.id)).toEqual([ids.second, ids.first, id]);
  });
});
