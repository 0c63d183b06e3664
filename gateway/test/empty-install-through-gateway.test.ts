import {
  createTestDatabase,
  describeWith,
  readUntil,
  signInAdmin,
  siteJson,
  startSite,
  type RunningSite,
  type TestDatabase,
} from '@journal/testing';

interface Json {
  success: boolean;
  message?: string;
  data?: Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
}

const CATALOGUE_KINDS = ['directory', 'books', 'databases', 'platforms'];
const SITE_PAGES = ['authors', 'terms', 'cookies', 'accessibility', 'publish-with-us'];

/**
 * SAMPLE_CONTENT=none (issue 41 item 3), through the gateway of the whole embedded site on real Postgres:
 * the first start stores no journal and no catalogue entry, keeps the site's pages, and the publisher's
 * first journal works as on any install.
 */
describeWith('postgres', 'an empty install (SAMPLE_CONTENT=none) through the gateway', () => {
  let db: TestDatabase;
  let site: RunningSite;
  let admin: string;

  const json = (method: string, route: string, token?: string, body?: unknown) =>
    siteJson<Json>(site, method, route, token, body);

  beforeAll(async () => {
    db = await createTestDatabase();
    site = await startSite({ databaseUrl: db.url, env: { SAMPLE_CONTENT: 'none' } });
    admin = await signInAdmin(site);
  }, 180_000);
  afterAll(async () => {
    await site?.stop();
    await db?.drop();
  });

  it('starts with no journal and no catalogue entry, and nothing marked as sample content', async () => {
    expect((await json('GET', '/api/journals')).body.data!.journals).toEqual([]);
    for (const kind of CATALOGUE_KINDS)
      expect([kind, (await json('GET', `/api/catalogue/${kind}`)).body.data!.entries]).toEqual([kind, []]);
    const sample = await json('GET', '/api/admin/sample-content', admin);
    expect(sample.status).toBe(200);
    expect(JSON.stringify(sample.body.data)).not.toMatch(/[1-9]/);
  });

  it("blanks the sample publisher's texts, keeping the name and the hero's title", async () => {
    const site = (await json('GET', '/api/site')).body.data!.site;
    expect(site).toMatchObject({
      name: 'Lumina Journals',
      tagline: '',
      contactEmail: '',
      heroSubtitle: '',
      homeCards: [],
      footer: { description: '', columns: [], social: [] },
    });
    expect(site.heroTitle).not.toBe('');
  });

  it("keeps the site's pages, and the SPA's pages answer", async () => {
    for (const slug of SITE_PAGES) {
      const page = await json('GET', `/api/pages/${slug}`);
      expect([slug, page.status, typeof page.body.data?.page?.title]).toEqual([slug, 200, 'string']);
    }
    for (const route of ['/', '/journals', '/books', '/directory', '/terms', '/login'])
      expect([route, (await fetch(`${site.baseUrl}${route}`)).status]).toEqual([route, 200]);
  });

  it("takes the publisher's first journal, which other services learn", async () => {
    const created = await json('POST', '/api/admin/journals', admin, {
      slug: 'harbour-studies',
      name: 'Harbour Studies',
      fullTitle: 'Journal of Harbour Studies',
      abbreviation: 'JHS',
      doiCode: 'hs',
    });
    expect(created.status).toBe(201);
    const slugs = async () =>
      ((await json('GET', '/api/journals')).body.data!.journals as { slug: string }[]).map((j) => j.slug);
    expect(await slugs()).toEqual(['harbour-studies']);
    await readUntil(
      async () =>
        (await db.pool.query(`SELECT 1 FROM submission.journals WHERE slug = 'harbour-studies'`)).rowCount,
      (count) => count === 1,
      'the submission service to learn the journal',
    );
  });
});
