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
import { BOOKS } from '../../services/journals/src/domain/seed/books.content';
import { DATABASES } from '../../services/journals/src/domain/seed/databases.content';
import { DIRECTORY_JOURNALS } from '../../services/journals/src/domain/seed/directory.content';
import { JOURNALS } from '../../services/journals/src/domain/seed/journals.content';
import { civilEngineering } from '../../services/journals/src/domain/seed/civil-engineering.content';
import { mechanicalEngineering } from '../../services/journals/src/domain/seed/mechanical-engineering.content';
import { electronicsEngineering } from '../../services/journals/src/domain/seed/electronics-engineering.content';
import { electricalEngineering } from '../../services/journals/src/domain/seed/electrical-engineering.content';
import { computerScienceEngineering } from '../../services/journals/src/domain/seed/computer-science-engineering.content';
import { appliedScience } from '../../services/journals/src/domain/seed/applied-science.content';
import { aiMlDataScience } from '../../services/journals/src/domain/seed/ai-ml-data-science.content';
import { lawSocialScience } from '../../services/journals/src/domain/seed/law-social-science.content';
import { education } from '../../services/journals/src/domain/seed/education.content';
import { management } from '../../services/journals/src/domain/seed/management.content';
import { PLATFORMS } from '../../services/journals/src/domain/seed/platforms.content';
import type { JournalLanding } from '../../services/journals/src/domain/seed/journal.types';

/** The DOI codes of the DOIs minted before journals became data (issue 28): they never change. */
const DOI_CODES: Record<string, string> = {
  'civil-engineering': 'ce',
  'mechanical-engineering': 'me',
  'electronics-engineering': 'ece',
  'electrical-engineering': 'ee',
  'computer-science-engineering': 'cse',
  'applied-science': 'as',
  'ai-ml-data-science': 'aiml',
  'law-social-science': 'lss',
  education: 'edu',
  management: 'mgmt',
};

interface Json {
  success: boolean;
  message?: string;
  field?: string;
  data?: Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
}

/** The SPA's landing content of each journal. */
const LANDINGS: Record<string, JournalLanding> = {
  'civil-engineering': civilEngineering,
  'mechanical-engineering': mechanicalEngineering,
  'electronics-engineering': electronicsEngineering,
  'electrical-engineering': electricalEngineering,
  'computer-science-engineering': computerScienceEngineering,
  'applied-science': appliedScience,
  'ai-ml-data-science': aiMlDataScience,
  'law-social-science': lawSocialScience,
  education: education,
  management: management,
};

/** SPEC.md: board sizes of the ten journals (LJM lists nobody yet). */
const BOARD_SIZES: Record<string, number> = {
  LJCE: 7,
  LJME: 1,
  LJEE: 1,
  'LJEE-E': 0,
  LJCSE: 1,
  LJAS: 0,
  LJAIMLDS: 1,
  LJLSS: 1,
  LJE: 0,
  LJM: 0,
};

const BOOK = {
  title: 'Open Peer Review in Practice',
  author: 'Dr. Ada Lovelace',
  category: 'research',
  coverImage: 'https://images.example.org/open-peer-review.png',
  description: 'How journals run open peer review.',
  publicationDate: '2026',
  publisher: 'Lumina Academic Press',
  pages: 220,
  isbn: '978-81-947010-9-5',
  tags: ['Peer review'],
};

/**
 * Issue 28, first part: a fresh install serves exactly the seed's content (the journals service's
 * seed files, the one copy; test/unit/seed-spec.test.ts there checks them against SPEC.md), and administrators edit the catalogues and the site's pages through the gateway.
 */
describeWith('postgres', 'site content through the gateway', () => {
  let db: TestDatabase;
  let site: RunningSite;
  let admin: string;
  let author: string;

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
  }, 120_000);
  afterAll(async () => {
    await site?.stop();
    await db?.drop();
  });

  describe('a fresh install serves the seed', () => {
    it.each(JOURNALS.map((journal) => [journal.id, journal] as const))('%s', async (slug, summary) => {
      const landing = LANDINGS[slug]!;
      const { body } = await json('GET', `/api/journals/${slug}`);
      const journal = body.data!.journal;
      expect(journal).toMatchObject({
        slug,
        name: summary.name,
        fullTitle: summary.fullName,
        abbreviation: summary.abbreviation,
        icon: summary.icon,
        description: summary.description,
        doiCode: DOI_CODES[summary.id],
        about: landing.about.join('\n\n'),
        aimsAndScope: [
          ...landing.aimAndScopeIntro,
          ...landing.scope.map((item) => `### ${item.title}\n\n${item.description}`),
        ].join('\n\n'),
        acceptingSubmissions: true,
      });
      const expected =
        landing.editorialBoard.kind === 'cards'
          ? landing.editorialBoard.members.map((m) => ({
              name: m.name,
              roleTitle: m.role,
              affiliation: m.affiliation,
            }))
          : [
              ...(landing.editorialBoard.editorInChief
                ? [
                    {
                      name: landing.editorialBoard.editorInChief,
                      roleTitle: 'Editor-in-Chief',
                      affiliation: '',
                    },
                  ]
                : []),
              ...landing.editorialBoard.members.map((name) => ({
                name,
                roleTitle: 'Editorial Board Member',
                affiliation: '',
              })),
            ];
      expect(
        journal.board.members.map((m: Record<string, unknown>) => ({
          name: m.name,
          roleTitle: m.roleTitle,
          affiliation: m.affiliation,
        })),
      ).toEqual(expected);
      expect(journal.board.members).toHaveLength(BOARD_SIZES[summary.abbreviation]!);
      expect(journal.board.pastMembers).toEqual([]);
    });

    it('seeds the four catalogues with their 8/8/8/6 entries, field for field', async () => {
      for (const [kind, entries, count] of [
        ['directory', DIRECTORY_JOURNALS, 8],
        ['books', BOOKS, 8],
        ['databases', DATABASES, 8],
        ['platforms', PLATFORMS, 6],
      ] as const) {
        const res = await json('GET', `/api/catalogue/${kind}`);
        expect(res.status).toBe(200);
        expect(res.body.data!.entries).toEqual(entries);
        expect(res.body.data!.entries).toHaveLength(count);
      }
    });

    it('seeds the five site pages in Markdown', async () => {
      for (const slug of ['authors', 'terms', 'cookies', 'accessibility', 'publish-with-us']) {
        const res = await json('GET', `/api/pages/${slug}`);
        expect(res.status).toBe(200);
        expect(res.body.data!.page).toMatchObject({ slug, title: expect.any(String) });
        expect(res.body.data!.page.body).toMatch(/^## /m);
      }
    });
  });

  describe('catalogue administration', () => {
    it('adds, replaces and deletes entries; the list follows', async () => {
      const added = await json('POST', '/api/admin/catalogue/books', admin, BOOK);
      expect(added.status).toBe(201);
      expect(added.body.data!.entry).toEqual({ id: 9, ...BOOK });

      const replaced = await json('PUT', '/api/admin/catalogue/books/9', admin, {
        ...BOOK,
        pages: 240,
        id: 77,
      });
      expect(replaced.status).toBe(200);
      expect(replaced.body.data!.entry).toEqual({ id: 9, ...BOOK, pages: 240 });

      const directory = DIRECTORY_JOURNALS[0]!;
      const { id: _id, impactFactor: _if, ...withoutImpact } = directory;
      const noImpact = await json('PUT', '/api/admin/catalogue/directory/1', admin, withoutImpact);
      expect(noImpact.status).toBe(200);
      expect(noImpact.body.data!.entry).toEqual({ id: 1, ...withoutImpact });

      expect((await json('DELETE', '/api/admin/catalogue/platforms/6', admin)).status).toBe(200);
      const platforms = (await json('GET', '/api/catalogue/platforms')).body.data!.entries as {
        id: number;
      }[];
      expect(platforms.map((p) => p.id)).toEqual([1, 2, 3, 4, 5]);
      const books = (await json('GET', '/api/catalogue/books')).body.data!.entries as {
        id: number;
        pages: number;
      }[];
      expect(books.at(-1)).toMatchObject({ id: 9, pages: 240 });
    });

    it('refuses bad entries (400 with field), non-administrators (403), unknown kinds and entries (404)', async () => {
      const bad = await json('POST', '/api/admin/catalogue/platforms', admin, { ...PLATFORMS[0], rating: 7 });
      expect(bad.status).toBe(400);
      expect(bad.body).toMatchObject({ success: false, field: 'rating' });
      const missing = await json('PUT', '/api/admin/catalogue/books/1', admin, { ...BOOK, isbn: undefined });
      expect(missing.status).toBe(400);
      expect(missing.body.field).toBe('isbn');
      const category = await json('POST', '/api/admin/catalogue/databases', admin, {
        ...DATABASES[0],
        category: 'music',
      });
      expect(category.body.field).toBe('category');

      expect((await json('POST', '/api/admin/catalogue/books', author, BOOK)).status).toBe(403);
      expect((await json('PUT', '/api/admin/catalogue/books/1', author, BOOK)).status).toBe(403);
      expect((await json('DELETE', '/api/admin/catalogue/books/1', author)).status).toBe(403);
      expect((await json('DELETE', '/api/admin/catalogue/books/1')).status).toBe(401);

      expect((await json('GET', '/api/catalogue/journals')).status).toBe(404);
      expect((await json('POST', '/api/admin/catalogue/journals', admin, BOOK)).status).toBe(404);
      expect((await json('PUT', '/api/admin/catalogue/books/999', admin, BOOK)).status).toBe(404);
      expect((await json('DELETE', '/api/admin/catalogue/books/abc', admin)).status).toBe(404);
      expect((await json('GET', '/api/catalogue/books')).body.data!.entries[0]).toEqual(BOOKS[0]);
    });
  });

  describe('site pages', () => {
    it('lets the administrator replace a page; others get 403, unknown pages 404, bad input 400', async () => {
      const page = { title: 'Terms of Use', body: '## Terms\n\nBe kind.' };
      const saved = await json('PUT', '/api/admin/pages/terms', admin, page);
      expect(saved.status).toBe(200);
      const html = '<h3>Terms</h3>\n<p>Be kind.</p>\n';
      expect(saved.body.data!.page).toEqual({ slug: 'terms', ...page, html });
      expect((await json('GET', '/api/pages/terms')).body.data!.page).toEqual({
        slug: 'terms',
        ...page,
        html,
      });

      expect((await json('PUT', '/api/admin/pages/terms', author, page)).status).toBe(403);
      const empty = await json('PUT', '/api/admin/pages/terms', admin, { title: 'Terms', body: '  ' });
      expect(empty.status).toBe(400);
      expect(empty.body.field).toBe('body');
      expect((await json('GET', '/api/pages/privacy-nope')).status).toBe(404);
      expect((await json('PUT', '/api/admin/pages/nope', admin, page)).status).toBe(404);
      expect((await json('GET', '/api/pages/terms')).body.data!.page.title).toBe('Terms of Use');
    });
  });
});
