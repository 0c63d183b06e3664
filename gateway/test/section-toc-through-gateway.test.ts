import { createHash } from 'node:crypto';
import { rm } from 'node:fs/promises';
import type { JournalSection } from '@journal/journals';
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
import { parseXml, readHead } from '../../services/publishing/test/support/article-head';

/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are read loosely and asserted field by field */
type Body = any;

const AUTHOR = { email: 'ada@example.org', givenNames: 'Ada', familyName: 'Lovelace' };
const JOURNAL = 'civil-engineering';
const ISSUES = `/api/admin/journals/${JOURNAL}/issues`;
/** md5(slug || ':section:articles')::uuid (ADR 0046), computed apart from the services' SQL. */
const ARTICLES_ID = createHash('md5')
  .update(`${JOURNAL}:section:articles`)
  .digest('hex')
  .replace(/^(.{8})(.{4})(.{4})(.{4})(.{12})$/, '$1-$2-$3-$4-$5');
const SECTIONS = `/api/admin/journals/${JOURNAL}/sections`;

/**
 * Issue 42 item 2 through the gateway of the whole site (embedded composition, real Postgres): the
 * publishing service's tables of contents (public and the Issues page's), article JSON, JATS and Dublin
 * Core follow the journal's sections (the managers' sections API) and each paper's section (chosen at
 * submission, changed by an editor's move after publication).
 */
describeWith(['postgres'], 'sections in tables of contents, through the gateway', () => {
  let db: TestDatabase;
  let site: RunningSite;
  let author: string;
  let admin: string;
  const ids: Record<string, string> = {};
  let issueId = '';

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
  let EDITORIALS_ID = '';

  beforeAll(async () => {
    db = await createTestDatabase();
    site = await startSite({ databaseUrl: db.url });
    author = await registerAuthor(site, { ...AUTHOR, password: 'a long enough password' });
    admin = await signInAdmin(site);
  }, 180_000);
  afterAll(async () => {
    await site?.stop();
    await db?.drop();
    if (site) await rm(site.dataDir, { recursive: true, force: true });
  });

  it("groups the Issues page's and the public table of contents by section, in the sections' order", async () => {
    const created = await json('POST', SECTIONS, admin, {
      title: 'Editorials',
      abbreviation: 'ED',
      articleType: 'editorial',
      peerReviewed: false,
      order: 1,
    });
    expect(created.status).toBe(201);
    EDITORIALS_ID = created.body.data.section.id;
    await readUntil(
      async () =>
        (await db.pool.query('SELECT sections FROM publishing.journals WHERE slug = $1', [JOURNAL])).rows[0]
          ?.sections as JournalSection[],
      (s) => s?.length === 2,
      'publishing learns the sections',
    );

    for (const title of ['Quay walls', 'A word from the editors', 'Breakwaters']) {
      // Every paper starts in Articles; the editorial is moved after publication.
      const res = await json('POST', '/api/registration/submit-paper', author, {
        userEmail: AUTHOR.email,
        journalName: 'Civil Engineering',
        paperTitle: title,
        sectionId: ARTICLES_ID,
      });
      expect(res.status).toBe(201);
      const id = res.body.submission.id as string;
      ids[title] = id;
      await knownAs(id, 'submitted');
      const accepted = await json('PUT', `/api/admin/submissions/${id}/status`, admin, {
        status: 'accepted',
        email: site.adminEmail,
      });
      expect(accepted.status).toBe(200);
      await knownAs(id, 'accepted');
    }
    const issue = await json('POST', ISSUES, admin, {
      volume: 4,
      number: 1,
      year: 2027,
      title: 'Harbours',
    });
    expect(issue.status).toBe(201);
    issueId = issue.body.data.issue.id;
    for (const title of ['Quay walls', 'A word from the editors', 'Breakwaters'])
      expect((await json('POST', `${ISSUES}/${issueId}/papers`, admin, { paperId: ids[title] })).status).toBe(
        201,
      );
    const published = await json('POST', `${ISSUES}/${issueId}/publish`, admin);
    expect(published.status).toBe(200);
    for (const id of Object.values(ids)) await knownAs(id, 'published');

    // The editor files the published editorial under Editorials.
    const editorial = ids['A word from the editors']!;
    const moved = await json('PUT', `/api/admin/submissions/${editorial}/section`, admin, {
      sectionId: EDITORIALS_ID,
    });
    expect(moved.status).toBe(200);
    const toc = await readUntil(
      () => json('GET', `/api/journals/${JOURNAL}/issues/4/1`),
      (r) => r.body.data?.articles?.[0]?.id === editorial,
      'the table of contents with the editorial first',
    );
    expect(toc.body.data.articles.map((a: Body) => [a.title, a.sectionId])).toEqual([
      ['A word from the editors', EDITORIALS_ID],
      ['Quay walls', ARTICLES_ID],
      ['Breakwaters', ARTICLES_ID],
    ]);
    expect(toc.body.data.sections).toEqual([
      { id: EDITORIALS_ID, title: 'Editorials', articleType: 'editorial' },
      { id: ARTICLES_ID, title: 'Articles', articleType: 'research-article' },
    ]);
    expect(toc.body.data.articles[0].section).toEqual({
      id: EDITORIALS_ID,
      title: 'Editorials',
      articleType: 'editorial',
    });

    const detail = await json('GET', `${ISSUES}/${issueId}`, admin);
    expect(detail.status).toBe(200);
    expect(detail.body.data.papers.map((p: Body) => p.title)).toEqual([
      'A word from the editors',
      'Quay walls',
      'Breakwaters',
    ]);
    expect(detail.body.data.sections.map((s: Body) => s.title)).toEqual(['Editorials', 'Articles']);

    // Ordering within a section, as the Issues page sends it: the whole grouped list.
    const ordered = await json('PUT', `${ISSUES}/${issueId}/order`, admin, {
      paperIds: [editorial, ids['Breakwaters'], ids['Quay walls']],
    });
    expect(ordered.status).toBe(200);
    expect(ordered.body.data.papers.map((p: Body) => p.title)).toEqual([
      'A word from the editors',
      'Breakwaters',
      'Quay walls',
    ]);
    const after = await json('GET', `/api/journals/${JOURNAL}/issues/4/1`);
    expect(after.body.data.articles.map((a: Body) => a.title)).toEqual([
      'A word from the editors',
      'Breakwaters',
      'Quay walls',
    ]);
    const page = await (await fetch(`${site.baseUrl}/journals/${JOURNAL}/issues/4/1`)).text();
    expect(page.indexOf('<h2>Editorials</h2>')).toBeGreaterThan(-1);
    expect(page.indexOf('<h2>Editorials</h2>')).toBeLessThan(page.indexOf('<h2>Articles</h2>'));
  }, 180_000);

  it('the article carries its section in JSON, JATS and DC.type, and a rename reaches later renders', async () => {
    const editorial = ids['A word from the editors']!;
    const article = await json('GET', `/api/articles/${editorial}`);
    expect(article.body.article.section).toEqual({
      id: EDITORIALS_ID,
      title: 'Editorials',
      articleType: 'editorial',
    });
    const jats = parseXml(await (await fetch(`${site.baseUrl}/articles/${editorial}/jats.xml`)).text());
    expect(jats.documentElement.getAttribute('article-type')).toBe('editorial');
    expect(
      jats.querySelector('article-categories subj-group[subj-group-type="heading"] subject')?.textContent,
    ).toBe('Editorials');
    const head = readHead(await (await fetch(`${site.baseUrl}/articles/${editorial}`)).text());
    expect(head.all('DC.type')).toEqual(['Text', 'editorial']);
    const admins = await json('GET', `/api/admin/articles/${editorial}`, admin);
    expect(admins.status).toBe(200);
    expect(JSON.stringify(admins.body)).toContain('"section":{"id":"' + EDITORIALS_ID);

    const renamed_ = await json('PUT', `${SECTIONS}/${EDITORIALS_ID}`, admin, {
      title: 'Letters to the editor',
      articleType: 'letter',
      order: 2,
    });
    expect(renamed_.status).toBe(200);
    const renamed = await readUntil(
      () => fetch(`${site.baseUrl}/articles/${editorial}`).then((r) => r.text()),
      (html) => readHead(html).all('DC.type').includes('letter'),
      'the page with the new section',
    );
    expect(renamed).toContain('Letters to the editor');
    const jatsAfter = parseXml(await (await fetch(`${site.baseUrl}/articles/${editorial}/jats.xml`)).text());
    expect(jatsAfter.documentElement.getAttribute('article-type')).toBe('letter');
    const toc = await json('GET', `/api/journals/${JOURNAL}/issues/4/1`);
    expect(toc.body.data.sections.map((s: Body) => s.title)).toEqual(['Articles', 'Letters to the editor']);
    expect(toc.body.data.articles.map((a: Body) => a.title)).toEqual([
      'Breakwaters',
      'Quay walls',
      'A word from the editors',
    ]);
  }, 120_000);
});
