import { rm } from 'node:fs/promises';
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
import { parseXml, readHead, texts } from '../../services/publishing/test/support/article-head';

/** What the calls here read from the responses. */
interface Json {
  article?: { doi: string; title: string };
  data: { articles: { id: string; doi: string }[]; pagination: { totalItems: number } };
}

const PASSWORD = 'a long enough password';
const AUTHOR = { email: 'rosalind@example.org', givenNames: 'Rosalind', familyName: 'Franklin' };
const GRACE = {
  givenNames: 'Grace',
  familyName: 'Hopper',
  email: 'grace@example.org',
  affiliation: 'Yale University',
  orcid: '0000-0002-1694-233X',
};
const ALAN = { givenNames: 'Alan', familyName: 'Turing', email: 'alan@example.org' };

/**
 * Issue 13 over real HTTP through the gateway of the whole site (embedded composition, real Postgres):
 * an admin publishes a submission, the article page the server sends carries the indexing tags, DOIs
 * stay gap-free under concurrent publications, and a withdrawal answers 410 and leaves sitemap, search
 * and OAI-PMH (deleted record).
 */
describeWith('postgres', 'publishing through the gateway', () => {
  let db: TestDatabase;
  let site: RunningSite;
  let author: string;
  let admin: string;
  const year = new Date().getUTCFullYear();

  const json = (method: string, route: string, token?: string, body?: unknown) =>
    siteJson<Json>(site, method, route, token, body);

  async function submit(fields: Record<string, string>): Promise<string> {
    const form = new FormData();
    form.set('userEmail', AUTHOR.email);
    for (const [name, value] of Object.entries(fields)) form.set(name, value);
    form.set('paperFile', new Blob([new Uint8Array(makeTxt(2048))]), 'paper.txt');
    const res = await fetch(`${site.baseUrl}/api/registration/submit-paper`, {
      method: 'POST',
      headers: { authorization: `Bearer ${author}` },
      body: form,
    });
    expect(res.status).toBe(201);
    return ((await res.json()) as { submission: { id: string } }).submission.id;
  }

  const setStatus = async (id: string, status: string) => {
    const res = await json('PUT', `/api/admin/submissions/${id}/status`, admin, {
      status,
      email: site.adminEmail,
    });
    expect(res.status).toBe(200);
  };

  /** PUBLIC_URL is unset: links use the default origin, http://localhost:{PORT}. */
  const publicOrigin = () => `http://localhost:${new URL(site.baseUrl).port}`;
  const pageStatus = async (id: string) => (await fetch(`${site.baseUrl}/articles/${id}`)).status;

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

  let paperId = '';
  const title = 'Molecular Configuration in Sodium Thymonucleate';

  it('publish -> the article page sent by the server carries every indexing tag', async () => {
    paperId = await submit({
      journalName: 'Applied Science',
      journalIcon: '🔬',
      paperTitle: title,
      abstract: 'We photograph DNA with X-rays.',
      keywords: 'DNA, x-ray diffraction',
      coAuthors: JSON.stringify([GRACE, ALAN]),
    });
    expect(await pageStatus(paperId)).toBe(404);
    await setStatus(paperId, 'accepted');
    await setStatus(paperId, 'published');
    await readUntil(
      () => pageStatus(paperId),
      (s) => s === 200,
      'the article page',
    );

    const res = await fetch(`${site.baseUrl}/articles/${paperId}`);
    expect(res.headers.get('etag')).toBeTruthy();
    // The SPA takes the page over through the gateway's loader: same-origin module scripts only, and
    // the embedded JSON and JSON-LD are data, which no CSP blocks.
    expect(res.headers.get('content-security-policy')).toMatch(/script-src 'self'/);
    const head = readHead(await res.text());
    const doi = `10.5555/as.${year}.00001`;
    expect(head.title).toBe(`${title} | Applied Science | Lumina Journals`);
    expect(head.canonical).toBe(`${publicOrigin()}/articles/${paperId}`);
    expect(head.one('citation_title')).toBe(title);
    expect(head.all('citation_author')).toEqual(['Rosalind Franklin', 'Grace Hopper', 'Alan Turing']);
    expect(head.one('citation_publication_date')).toMatch(new RegExp(`^${year}/\\d{2}/\\d{2}$`));
    expect(head.one('citation_journal_title')).toBe('Lumina Journal of Applied Science');
    expect(head.one('citation_journal_abbrev')).toBe('LJAS');
    expect(head.one('citation_doi')).toBe(doi);
    expect(head.one('citation_abstract')).toBe('We photograph DNA with X-rays.');
    expect(head.one('citation_keywords')).toBe('DNA; x-ray diffraction');
    expect(head.one('DC.title')).toBe(title);
    expect(head.all('DC.creator')).toEqual(['Franklin, Rosalind', 'Hopper, Grace', 'Turing, Alan']);
    expect(head.jsonLd).toMatchObject({ '@type': 'ScholarlyArticle', headline: title });

    const api = await json('GET', `/api/articles/${paperId}`);
    expect(api.body.article).toMatchObject({ doi, title });
    expect((await json('GET', '/api/articles?q=thymonucleate')).body.data.articles[0]!.id).toBe(paperId);
    expect(await (await fetch(`${site.baseUrl}/sitemap.xml`)).text()).toContain(`/articles/${paperId}`);
    expect(await (await fetch(`${site.baseUrl}/robots.txt`)).text()).toContain(
      `Sitemap: ${publicOrigin()}/sitemap.xml`,
    );
    const feed = parseXml(await (await fetch(`${site.baseUrl}/journals/applied-science/feed.atom`)).text());
    expect(texts(feed, 'entry > id')).toEqual([`https://doi.org/${doi}`]);
    // The SPA still answers its own pages.
    const spa = await fetch(`${site.baseUrl}/journals/applied-science`);
    expect(spa.status).toBe(200);
    expect(await spa.text()).not.toContain('citation_title');
  });

  it('numbers 20 concurrent publications of one journal without gaps or duplicates', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 20; i += 1)
      ids.push(
        await submit({ journalName: 'Civil Engineering', journalIcon: '🏗️', paperTitle: `Bridge ${i}` }),
      );
    await Promise.all(ids.map((id) => setStatus(id, 'published')));
    const listed = await readUntil(
      async () =>
        (await json('GET', '/api/articles?journal=civil-engineering')).body.data.articles as {
          doi: string;
        }[],
      (articles) => articles.length === 20,
      '20 articles',
    );
    expect(listed.map((a) => a.doi).sort()).toEqual(
      Array.from({ length: 20 }, (_, i) => `10.5555/ce.${year}.${String(i + 1).padStart(5, '0')}`),
    );
  }, 120_000);

  it('withdraw -> 410 with a notice, gone from the sitemap and search, deleted in OAI-PMH', async () => {
    await setStatus(paperId, 'under_review');
    await readUntil(
      () => pageStatus(paperId),
      (s) => s === 410,
      'the withdrawal',
    );
    const page = readHead(await (await fetch(`${site.baseUrl}/articles/${paperId}`)).text());
    expect(page.body).toContain('This article has been withdrawn and is no longer available.');
    expect(await (await fetch(`${site.baseUrl}/sitemap.xml`)).text()).not.toContain(paperId);
    expect((await json('GET', '/api/articles?q=thymonucleate')).body.data.pagination.totalItems).toBe(0);
    const record = parseXml(
      await (
        await fetch(
          `${site.baseUrl}/oai?verb=GetRecord&metadataPrefix=oai_dc&identifier=oai:localhost:${paperId}`,
        )
      ).text(),
    );
    expect(record.querySelector('header')!.getAttribute('status')).toBe('deleted');
  });
});
