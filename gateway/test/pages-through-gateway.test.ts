import {
  createTestDatabase,
  describeWith,
  registerAuthor,
  signInAdmin,
  siteJson,
  startSite,
  type RunningSite,
  type TestDatabase,
} from '@journal/testing';
import { SPA_TOP_LEVEL_ROUTES } from '@journal/journals';
import { joinJournalTeam } from './support/journal-team';

interface Json {
  success: boolean;
  message?: string;
  field?: string;
  data?: Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
}

/** Markdown that tries every way into a script: raw tags, an on* attribute, javascript: links. */
const HOSTILE =
  '## Hello\n\n<script>alert(1)</script> <img src=x onerror="alert(2)">\n\n' +
  '[click](javascript:alert(3)) [also](JAVASCRIPT:alert(4)) ![pic](javascript:alert(5)) [fine](https://example.org)';

function expectHarmless(html: string): void {
  // Raw tags arrive as text (&lt;...): no element of the html is a script or carries an on* attribute.
  expect(html).not.toMatch(/<script/i);
  expect(html).not.toMatch(/<[^>]*\son\w+=/i);
  expect(html).not.toMatch(/href="javascript:/i);
  expect(html).not.toMatch(/src="javascript:/i);
  expect(html).toContain('<h3>Hello</h3>');
  expect(html).toContain('<a href="https://example.org">fine</a>');
}

/** Issue 41 item 2: site pages as a collection, and each journal's own pages, through the gateway. */
describeWith('postgres', 'site and journal pages through the gateway', () => {
  let db: TestDatabase;
  let site: RunningSite;
  let admin: string;
  let author: string;
  let manager: string;
  let otherManager: string;

  const json = (method: string, route: string, token?: string, body?: unknown) =>
    siteJson<Json>(site, method, route, token, body);

  beforeAll(async () => {
    db = await createTestDatabase();
    site = await startSite({ databaseUrl: db.url });
    await site.waitForOutput('Journal platform running');
    admin = await signInAdmin(site);
    author = await registerAuthor(site, {
      email: 'ada@example.org',
      givenNames: 'Ada',
      familyName: 'Lovelace',
      password: 'a long enough password',
    });
    manager = await joinJournalTeam(
      site,
      db,
      admin,
      'education',
      {
        email: 'mona@example.org',
        givenNames: 'Mona',
        familyName: 'Manager',
        password: 'a long enough password',
      },
      'manager',
    );
    otherManager = await joinJournalTeam(
      site,
      db,
      admin,
      'management',
      {
        email: 'otto@example.org',
        givenNames: 'Otto',
        familyName: 'Other',
        password: 'a long enough password',
      },
      'manager',
    );
  }, 180_000);
  afterAll(async () => {
    await site?.stop();
    await db?.drop();
  });

  describe('site pages', () => {
    it('lists the five seeded pages to anyone', async () => {
      const res = await json('GET', '/api/pages');
      expect(res.status).toBe(200);
      const slugs = (res.body.data!.pages as { slug: string; title: string }[]).map((p) => p.slug);
      expect(slugs.sort()).toEqual(['accessibility', 'authors', 'cookies', 'publish-with-us', 'terms']);
      expect(res.body.data!.pages[0]).toEqual({ slug: expect.any(String), title: expect.any(String) });
    });

    it('serves a seeded page with its Markdown and its rendered html', async () => {
      const res = await json('GET', '/api/pages/authors');
      expect(res.status).toBe(200);
      expect(res.body.data!.page).toMatchObject({ slug: 'authors', title: 'Information for Authors' });
      expect(res.body.data!.page.html).toContain('<h3>Before you submit</h3>');
    });

    it('creates, edits and deletes a page; the list follows', async () => {
      const created = await json('POST', '/api/admin/pages', admin, {
        slug: 'about-us',
        title: 'About us',
        body: 'We are **Harbour Press**.',
      });
      expect(created.status).toBe(201);
      expect(created.body.data!.page).toEqual({
        slug: 'about-us',
        title: 'About us',
        body: 'We are **Harbour Press**.',
        html: '<p>We are <strong>Harbour Press</strong>.</p>\n',
      });
      const listed = (await json('GET', '/api/pages')).body.data!.pages as { slug: string }[];
      expect(listed).toContainEqual({ slug: 'about-us', title: 'About us' });

      const edited = await json('PUT', '/api/admin/pages/about-us', admin, { title: 'About', body: 'Ours.' });
      expect(edited.status).toBe(200);
      expect(edited.body.data!.page).toMatchObject({ slug: 'about-us', title: 'About', body: 'Ours.' });
      expect((await json('GET', '/api/pages/about-us')).body.data!.page.title).toBe('About');

      expect((await json('DELETE', '/api/admin/pages/about-us', admin)).status).toBe(200);
      expect((await json('GET', '/api/pages/about-us')).status).toBe(404);
      expect((await json('DELETE', '/api/admin/pages/about-us', admin)).body.message).toBe('Page not found');
    });

    it('updates a seeded page', async () => {
      const res = await json('PUT', '/api/admin/pages/cookies', admin, { title: 'Cookies', body: 'None.' });
      expect(res.status).toBe(200);
      expect((await json('GET', '/api/pages/cookies')).body.data!.page).toMatchObject({ body: 'None.' });
    });

    it('renders bodies sanitized: no script, no on* attribute, no javascript: link', async () => {
      const res = await json('POST', '/api/admin/pages', admin, {
        slug: 'hostile',
        title: 'H',
        body: HOSTILE,
      });
      expect(res.status).toBe(201);
      expectHarmless(res.body.data!.page.html);
      expectHarmless((await json('GET', '/api/pages/hostile')).body.data!.page.html);
      expect((await json('GET', '/api/pages/hostile')).body.data!.page.body).toBe(HOSTILE);
    });

    it('refuses a bad slug or text (400 with field) and changes nothing', async () => {
      for (const slug of ['About', 'a b', 'x'.repeat(61), '', 'émile', 'a/b']) {
        const res = await json('POST', '/api/admin/pages', admin, { slug, title: 'T', body: 'B' });
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({ success: false, field: 'slug' });
      }
      const noTitle = await json('POST', '/api/admin/pages', admin, { slug: 'fine', title: ' ', body: 'B' });
      expect(noTitle.status).toBe(400);
      expect(noTitle.body.field).toBe('title');
      const noBody = await json('PUT', '/api/admin/pages/terms', admin, { title: 'T' });
      expect(noBody.status).toBe(400);
      expect(noBody.body.field).toBe('body');
      expect((await json('GET', '/api/pages/fine')).status).toBe(404);
      expect((await json('GET', '/api/pages/terms')).body.data!.page.title).toBe('Terms and Conditions');
    });

    it('answers 409 for an SPA route or an existing page', async () => {
      for (const slug of [...SPA_TOP_LEVEL_ROUTES, 'api', 'help', 'terms']) {
        const res = await json('POST', '/api/admin/pages', admin, { slug, title: 'T', body: 'B' });
        expect(res.status).toBe(409);
        expect(res.body).toMatchObject({ success: false, message: 'This address is taken', field: 'slug' });
      }
      expect((await json('GET', '/api/pages/terms')).body.data!.page.title).toBe('Terms and Conditions');
    });

    it('lets only the administrator write (401 without a token, 403 for an author or a manager)', async () => {
      const page = { slug: 'news', title: 'News', body: 'B' };
      expect((await json('POST', '/api/admin/pages', undefined, page)).status).toBe(401);
      for (const token of [author, manager]) {
        expect((await json('POST', '/api/admin/pages', token, page)).status).toBe(403);
        expect((await json('PUT', '/api/admin/pages/terms', token, page)).status).toBe(403);
        expect((await json('DELETE', '/api/admin/pages/terms', token)).status).toBe(403);
      }
      expect((await json('GET', '/api/pages/news')).status).toBe(404);
      expect((await json('GET', '/api/pages/terms')).status).toBe(200);
    });

    it('answers 404 Page not found for an unknown page', async () => {
      for (const [method, route] of [
        ['GET', '/api/pages/nope'],
        ['PUT', '/api/admin/pages/nope'],
        ['DELETE', '/api/admin/pages/nope'],
        ['GET', '/api/pages/NOT-A-SLUG'],
      ] as const) {
        const res = await json(
          method,
          route,
          admin,
          method === 'GET' ? undefined : { title: 'T', body: 'B' },
        );
        expect(res.status).toBe(404);
        expect(res.body.message).toBe('Page not found');
      }
    });
  });

  describe('journal pages', () => {
    const base = '/api/admin/journals/education/pages';

    it('starts with no page; a manager adds, edits and deletes one; anyone reads it', async () => {
      expect((await json('GET', '/api/journals/education/pages')).body).toEqual({
        success: true,
        data: { pages: [] },
      });
      const created = await json('POST', base, manager, {
        slug: 'open-call',
        title: 'Open call',
        body: '## Special issue\n\nSend papers.',
      });
      expect(created.status).toBe(201);
      expect(created.body.data!.page).toEqual({
        slug: 'open-call',
        title: 'Open call',
        body: '## Special issue\n\nSend papers.',
        html: '<h3>Special issue</h3>\n<p>Send papers.</p>\n',
      });
      const second = await json('POST', base, admin, { slug: 'ethics', title: 'Ethics', body: 'Be fair.' });
      expect(second.status).toBe(201);
      expect((await json('GET', '/api/journals/education/pages')).body.data!.pages).toEqual([
        { slug: 'open-call', title: 'Open call' },
        { slug: 'ethics', title: 'Ethics' },
      ]);
      const read = await json('GET', '/api/journals/education/pages/open-call');
      expect(read.status).toBe(200);
      expect(read.body.data!.page).toMatchObject({ slug: 'open-call', title: 'Open call' });

      const edited = await json('PUT', `${base}/open-call`, manager, {
        title: 'Call for papers',
        body: 'Now.',
      });
      expect(edited.status).toBe(200);
      expect(edited.body.data!.page).toEqual({
        slug: 'open-call',
        title: 'Call for papers',
        body: 'Now.',
        html: '<p>Now.</p>\n',
      });
      expect((await json('DELETE', `${base}/ethics`, manager)).status).toBe(200);
      expect((await json('GET', '/api/journals/education/pages/ethics')).status).toBe(404);
      // Another journal has its own pages: the same slug is free there.
      expect((await json('GET', '/api/journals/management/pages')).body.data!.pages).toEqual([]);
    });

    it('renders journal page bodies sanitized', async () => {
      const res = await json('POST', base, manager, { slug: 'hostile', title: 'H', body: HOSTILE });
      expect(res.status).toBe(201);
      expectHarmless((await json('GET', '/api/journals/education/pages/hostile')).body.data!.page.html);
    });

    it('refuses a bad slug or text with 400 and its field', async () => {
      const slug = await json('POST', base, manager, { slug: 'Bad Slug', title: 'T', body: 'B' });
      expect(slug.status).toBe(400);
      expect(slug.body.field).toBe('slug');
      const title = await json('PUT', `${base}/open-call`, manager, { title: '', body: 'B' });
      expect(title.status).toBe(400);
      expect(title.body.field).toBe('title');
      expect((await json('GET', '/api/journals/education/pages/open-call')).body.data!.page.title).toBe(
        'Call for papers',
      );
    });

    it('answers 409 for a landing page section or an existing page', async () => {
      for (const slug of [
        'about-us',
        'editorial-board',
        'aim-and-scope',
        'articles',
        'issues',
        'open-call',
      ]) {
        const res = await json('POST', base, manager, { slug, title: 'T', body: 'B' });
        expect(res.status).toBe(409);
        expect(res.body).toMatchObject({ message: 'This address is taken', field: 'slug' });
      }
    });

    it("refuses anyone but the journal's managers and the administrator (403)", async () => {
      for (const token of [author, otherManager]) {
        for (const [method, route] of [
          ['POST', base],
          ['PUT', `${base}/open-call`],
          ['DELETE', `${base}/open-call`],
        ] as const) {
          const res = await json(method, route, token, { slug: 'x', title: 'T', body: 'B' });
          expect(res.status).toBe(403);
          expect(res.body.message).toBe('You are not allowed to manage this journal');
        }
      }
      expect((await json('POST', base, undefined, { slug: 'x', title: 'T', body: 'B' })).status).toBe(401);
      expect((await json('GET', '/api/journals/education/pages/open-call')).status).toBe(200);
    });

    it('answers 404 for an unknown journal or page', async () => {
      expect((await json('GET', '/api/journals/astrology/pages')).body.message).toBe('Journal not found');
      expect((await json('GET', '/api/journals/astrology/pages/x')).status).toBe(404);
      expect(
        (
          await json('POST', '/api/admin/journals/astrology/pages', admin, {
            slug: 'x',
            title: 'T',
            body: 'B',
          })
        ).status,
      ).toBe(404);
      for (const [method, route] of [
        ['GET', '/api/journals/education/pages/nope'],
        ['PUT', `${base}/nope`],
        ['DELETE', `${base}/nope`],
      ] as const) {
        const res = await json(
          method,
          route,
          manager,
          method === 'GET' ? undefined : { title: 'T', body: 'B' },
        );
        expect(res.status).toBe(404);
        expect(res.body.message).toBe('Page not found');
      }
    });
  });
});
