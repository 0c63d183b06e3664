import { JSDOM } from 'jsdom';
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

interface ArticleJson {
  url: string;
  galley: { size: number; url: string } | null;
  csl?: { URL?: string };
}

const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2048, 0x41), Buffer.from('\n%%EOF\n')]);
const AUTHOR = { email: 'rosalind@example.org', givenNames: 'Rosalind', familyName: 'Franklin' };
/** Links that leave the site on purpose: the DOI resolver, ORCID, the licence. */
const ELSEWHERE = /^https:\/\/(doi\.org|orcid\.org|creativecommons\.org)\//;

/**
 * Which base a link uses, over real HTTP through the gateway of the whole site (embedded composition, real
 * Postgres). PUBLIC_URL is unset, so it is http://localhost:{PORT}, while the reader comes by
 * http://127.0.0.1:{PORT}: the page's links and the browser's JSON keep the reader on 127.0.0.1 (site
 * paths), and what is read elsewhere (Scholar tags, canonical link, JSON-LD, Atom, OAI-PMH, sitemap, CSL)
 * stays absolute from PUBLIC_URL.
 */
describeWith('postgres', 'site links through the gateway', () => {
  let db: TestDatabase;
  let site: RunningSite;
  let admin: string;
  let id = '';
  const publicOrigin = () => `http://localhost:${new URL(site.baseUrl).port}`;
  const text = async (route: string) => (await fetch(`${site.baseUrl}${route}`)).text();

  beforeAll(async () => {
    db = await createTestDatabase();
    site = await startSite({ databaseUrl: db.url });
    const author = await registerAuthor(site, { ...AUTHOR, password: 'a long enough password' });
    admin = await signInAdmin(site);

    const form = new FormData();
    form.set('userEmail', AUTHOR.email);
    form.set('journalName', 'Applied Science');
    form.set('paperTitle', 'Molecular Configuration in Sodium Thymonucleate');
    form.set('abstract', 'We photograph DNA with X-rays.');
    form.set('paperFile', new Blob([new Uint8Array(makeTxt(2048))]), 'paper.txt');
    const submitted = await fetch(`${site.baseUrl}/api/registration/submit-paper`, {
      method: 'POST',
      headers: { authorization: `Bearer ${author}` },
      body: form,
    });
    expect(submitted.status).toBe(201);
    id = ((await submitted.json()) as { submission: { id: string } }).submission.id;
    for (const status of ['accepted', 'published'])
      expect(
        (
          await siteJson(site, 'PUT', `/api/admin/submissions/${id}/status`, admin, {
            status,
            email: site.adminEmail,
          })
        ).status,
      ).toBe(200);
    await readUntil(
      async () => (await fetch(`${site.baseUrl}/articles/${id}`)).status,
      (status) => status === 200,
      'the article page',
    );
  }, 180_000);
  afterAll(async () => {
    await site?.stop();
    await db?.drop();
  });

  it('the editor uploads the PDF: the answer links it as a site path', async () => {
    const form = new FormData();
    form.set('galley', new Blob([new Uint8Array(PDF)], { type: 'application/pdf' }), 'paper.pdf');
    const res = await fetch(`${site.baseUrl}/api/admin/articles/${id}/galley`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${admin}` },
      body: form,
    });
    expect(res.status).toBe(200);
    const { article } = (await res.json()) as { article: ArticleJson };
    expect(article.galley).toEqual({ size: PDF.length, url: `/articles/${id}/galley.pdf` });
    expect(article.url).toBe(`/articles/${id}`);
  });

  it('an article page read on 127.0.0.1 links the PDF and the site on 127.0.0.1; its head stays absolute', async () => {
    const pageUrl = `${site.baseUrl}/articles/${id}`;
    const html = await (
      await readUntil(
        async () => {
          const res = await fetch(pageUrl);
          return { res, html: await res.text() };
        },
        ({ html }) => html.includes('galley.pdf'), // the page cache may still hold the page without it
        'the page with its PDF',
      )
    ).html;
    const { document } = new JSDOM(html).window;
    const hrefs = [...document.querySelectorAll('#root a[href]')].map((a) => a.getAttribute('href')!);
    expect(hrefs).toContain(`/articles/${id}/galley.pdf`);
    expect(hrefs).toContain('/journals/applied-science');
    expect(hrefs).toContain(`/api/articles/${id}/citation?format=bibtex`);
    for (const href of hrefs.filter((h) => !ELSEWHERE.test(h)))
      expect({ href, host: new URL(href, pageUrl).host }).toEqual({ href, host: new URL(site.baseUrl).host });
    // Followed from the page, the PDF comes from the host the reader is on.
    const pdf = await fetch(new URL(`/articles/${id}/galley.pdf`, pageUrl));
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');

    // The article JSON the page embeds for the SPA: site paths; its CSL item (for reference managers) absolute.
    const data = JSON.parse(document.getElementById('article-data')!.textContent!) as ArticleJson;
    expect(data.url).toBe(`/articles/${id}`);
    expect(data.galley!.url).toBe(`/articles/${id}/galley.pdf`);
    expect(data.csl!.URL).toBe(`${publicOrigin()}/articles/${id}`);

    // Google Scholar, Dublin Core, the canonical link and JSON-LD want absolute addresses: PUBLIC_URL's.
    const head = readHead(html);
    expect(head.canonical).toBe(`${publicOrigin()}/articles/${id}`);
    expect(head.one('citation_pdf_url')).toBe(`${publicOrigin()}/articles/${id}/galley.pdf`);
    expect(head.one('citation_abstract_html_url')).toBe(`${publicOrigin()}/articles/${id}`);
    expect(head.all('DC.identifier')).toContain(`${publicOrigin()}/articles/${id}`);
    expect(head.jsonLd!.url).toBe(`${publicOrigin()}/articles/${id}`);
  });

  it('the API answers the browser reads link as site paths', async () => {
    const detail = await siteJson<{ article: ArticleJson }>(site, 'GET', `/api/articles/${id}`);
    expect(detail.body.article.url).toBe(`/articles/${id}`);
    expect(detail.body.article.galley!.url).toBe(`/articles/${id}/galley.pdf`);
    const list = await siteJson<{ data: { articles: { id: string; url: string }[] } }>(
      site,
      'GET',
      '/api/articles?q=Thymonucleate',
    );
    expect(list.body.data.articles.find((a) => a.id === id)?.url).toBe(`/articles/${id}`);
  });

  it('the Atom feed, OAI-PMH and the sitemap stay absolute from PUBLIC_URL', async () => {
    const feed = parseXml(await text('/journals/applied-science/feed.atom'));
    const alternates = [...feed.querySelectorAll('entry > link[rel="alternate"]')].map((l) =>
      l.getAttribute('href'),
    );
    expect(alternates).toEqual([`${publicOrigin()}/articles/${id}`]);

    const oai = parseXml(
      await text(`/oai?verb=GetRecord&metadataPrefix=oai_dc&identifier=oai:localhost:${id}`),
    );
    const dcIdentifiers = [...oai.getElementsByTagNameNS('http://purl.org/dc/elements/1.1/', 'identifier')];
    expect(dcIdentifiers.map((el) => el.textContent)).toContain(`${publicOrigin()}/articles/${id}`);
    expect(texts(oai, 'request')[0]).toBe(`${publicOrigin()}/oai`);

    // Few URLs: one urlset (journals and articles) rather than an index.
    const sitemap = texts(parseXml(await text('/sitemap.xml')), 'url > loc');
    expect(sitemap).toContain(`${publicOrigin()}/articles/${id}`);
    expect(sitemap).toContain(`${publicOrigin()}/journals/applied-science`);
    for (const loc of sitemap) expect(loc.startsWith(`${publicOrigin()}/`)).toBe(true);
  });
});
