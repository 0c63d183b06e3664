import { JSDOM } from 'jsdom';
import { describeWith } from '@journal/testing';
import { parseXml, readHead, texts } from '../support/article-head';
import {
  created,
  eventually,
  paper,
  startPublishing,
  statusChanged,
  type PaperFixture,
  type PublishingHarness,
} from '../support/publishing-harness';

const xmlAt = async (url: string) => parseXml(await (await fetch(url)).text());

describeWith('postgres', 'publishing: article pages, search, citations, sitemap, feed', () => {
  let h: PublishingHarness;
  const helix = paper({ title: 'Molecular <Configuration> & "Helix" in Sodium Thymonucleate' });
  const bridge = paper({
    title: 'Suspension bridges under wind load',
    abstract: 'Aeroelastic flutter of long-span decks, measured in a wind tunnel.',
    keywords: ['flutter', 'bridges'],
    coAuthors: [],
    journalId: 'civil-engineering',
    journalName: 'Civil Engineering',
    givenNames: 'Othmar',
    familyName: 'Ammann',
  });

  async function publish(p: PaperFixture, at: string) {
    await h.bus.publish([created(p), statusChanged(p, 2, 'submitted', 'published', at)]);
    await eventually(async () => expect((await fetch(`${h.baseUrl}/api/articles/${p.id}`)).status).toBe(200));
  }

  beforeAll(async () => {
    h = await startPublishing({ sitemapMaxUrls: 13 });
    await publish(helix, '2026-05-06T12:00:00.000Z');
    await publish(bridge, '2026-05-07T12:00:00.000Z');
  });
  afterAll(() => h?.close());

  it('serves the article page with every indexing tag in the HTML the server sends', async () => {
    const res = await fetch(`${h.baseUrl}/articles/${helix.id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const head = readHead(await res.text());
    expect(head.title).toBe(`${helix.title} | Applied Science | Lumina Journals`);
    expect(head.canonical).toBe(`${h.baseUrl}/articles/${helix.id}`);
    expect(head.one('citation_title')).toBe(helix.title);
    expect(head.all('citation_author')).toEqual(['Rosalind Franklin', 'Grace Hopper', 'Alan Turing']);
    expect(head.one('citation_author_orcid')).toBe('https://orcid.org/0000-0002-1694-233X');
    expect(head.one('citation_publication_date')).toBe('2026/05/06');
    expect(head.one('citation_journal_title')).toBe('Lumina Journal of Applied Science');
    expect(head.one('citation_journal_abbrev')).toBe('LJAS');
    expect(head.one('citation_publisher')).toBe('Lumina Journals');
    expect(head.all('citation_issn')).toEqual([]);
    expect(head.one('citation_doi')).toBe('10.5555/as.2026.00001');
    expect(head.one('citation_abstract')).toBe(helix.abstract);
    expect(head.one('citation_keywords')).toBe('DNA; x-ray diffraction; Helix');
    expect(head.all('citation_pdf_url')).toEqual([]); // no galley yet
    expect(head.one('DC.title')).toBe(helix.title);
    expect(head.all('DC.creator')).toEqual(['Franklin, Rosalind', 'Hopper, Grace', 'Turing, Alan']);
    expect(head.one('DC.date')).toBe('2026-05-06');
    expect(head.all('DC.identifier')).toContain('doi:10.5555/as.2026.00001');
    expect(head.one('DC.publisher')).toBe('Lumina Journals');
    expect(head.one('DC.source')).toBe('Lumina Journal of Applied Science, e2026001');
    expect(head.one('citation_firstpage')).toBe('e2026001');
    expect(head.jsonLd).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'ScholarlyArticle',
      headline: helix.title,
      datePublished: '2026-05-06',
      identifier: { propertyID: 'DOI', value: '10.5555/as.2026.00001' },
      isPartOf: { name: 'Lumina Journal of Applied Science', alternateName: 'LJAS' },
    });
    expect((head.jsonLd!.author as { name: string }[]).map((a) => a.name)).toEqual([
      'Rosalind Franklin',
      'Grace Hopper',
      'Alan Turing',
    ]);
    expect(head.body).toContain('https://doi.org/10.5555/as.2026.00001');
  });

  it('hands the page to the SPA: body in #root, the API JSON embedded safely, the loader script', async () => {
    const html = await (await fetch(`${h.baseUrl}/articles/${helix.id}`)).text();
    const { document } = new JSDOM(html).window;
    expect(document.querySelector('#root > main#article h1')?.textContent).toBe(helix.title);
    const embedded = document.getElementById('article-data');
    expect(embedded?.getAttribute('type')).toBe('application/json');
    // The title's `<` must not reach the script element raw (it could close it).
    expect(html).not.toContain('<Configuration>');
    expect(html).toContain('\\u003cConfiguration>');
    const api = (await (await fetch(`${h.baseUrl}/api/articles/${helix.id}`)).json()) as { article: unknown };
    expect(JSON.parse(embedded!.textContent!)).toEqual(api.article);
    expect(api.article).toMatchObject({
      licence_url: 'https://creativecommons.org/licenses/by/4.0/',
      galley: null,
      csl: { DOI: '10.5555/as.2026.00001', title: helix.title, type: 'article-journal' },
    });
    const loader = document.querySelector('script[type="module"]');
    expect(loader?.getAttribute('src')).toBe('/spa-loader.js');
  });

  it('sends ETag and Cache-Control and answers 304 to a matching If-None-Match', async () => {
    const res = await fetch(`${h.baseUrl}/articles/${helix.id}`);
    const etag = res.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(res.headers.get('cache-control')).toMatch(/public, max-age=\d+/);
    const again = await fetch(`${h.baseUrl}/articles/${helix.id}`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    const other = await fetch(`${h.baseUrl}/articles/${helix.id}`, {
      headers: { 'if-none-match': '"stale"' },
    });
    expect(other.status).toBe(200);
  });

  it('finds articles by words of title, abstract, keywords and authors, ranked, with a snippet', async () => {
    const search = async (query: string) => {
      const res = await fetch(`${h.baseUrl}/api/articles?${query}`);
      return (await res.json()) as {
        data: { articles: { id: string; snippet: string }[]; pagination: { totalItems: number } };
      };
    };
    for (const [q, id] of [
      ['flutter', bridge.id],
      ['wind tunnel', bridge.id],
      ['Hopper', helix.id],
      ['helix', helix.id],
      ['Ammann', bridge.id],
    ] as const) {
      const found = await search(`q=${encodeURIComponent(q)}`);
      expect(found.data.articles.map((a) => a.id)).toEqual([id]);
    }
    expect((await search('q=tunnel')).data.articles[0]!.snippet).toContain('<mark>tunnel</mark>');
    expect((await search('q=bridges&journal=applied-science')).data.pagination.totalItems).toBe(0);
    expect((await search('journal=civil-engineering')).data.articles.map((a) => a.id)).toEqual([bridge.id]);
    expect((await search('')).data.pagination.totalItems).toBe(2);
    // The archive's totals come from the per-journal counts the triggers keep (migration 012).
    expect((await search('journal=civil-engineering')).data.pagination.totalItems).toBe(1);
    const bad = await fetch(`${h.baseUrl}/api/articles?page=0`);
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toBe('page must be a whole number from 1');
    expect((await fetch(`${h.baseUrl}/api/articles?journal=nope`)).status).toBe(400);
  });

  it('narrows a search by journal, publication year and keyword (issue 30), refusing a bad year', async () => {
    const ids = async (query: string) =>
      (
        (await (await fetch(`${h.baseUrl}/api/articles?${query}`)).json()) as {
          data: { articles: { id: string }[] };
        }
      ).data.articles.map((a) => a.id);
    expect(await ids('year=2026')).toEqual(expect.arrayContaining([helix.id, bridge.id]));
    expect(await ids('year=2025')).toEqual([]);
    expect(await ids('keyword=FLUTTER')).toEqual([bridge.id]);
    expect(await ids('q=wind&keyword=bridges&year=2026')).toEqual([bridge.id]);
    expect(await ids('q=wind&keyword=helix')).toEqual([]);
    expect(await ids('keyword=flutter&journal=applied-science')).toEqual([]);
    const bad = await fetch(`${h.baseUrl}/api/articles?year=26`);
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toBe(
      'year must be a year between 1900 and 2200',
    );
  });

  it('formats citations as BibTeX, RIS, APA and CSL-JSON', async () => {
    const cite = async (format: string) =>
      fetch(`${h.baseUrl}/api/articles/${helix.id}/citation?format=${format}`);
    const bib = await (await cite('bibtex')).text();
    expect(bib).toMatch(/^@article\{Franklin2026,/);
    expect(bib).toContain('author = {Franklin, Rosalind and Hopper, Grace and Turing, Alan}');
    expect(bib).toContain('doi = {10.5555/as.2026.00001}');
    const ris = await (await cite('ris')).text();
    expect(ris.split('\r\n').filter((l) => l.startsWith('AU'))).toEqual([
      'AU  - Franklin, Rosalind',
      'AU  - Hopper, Grace',
      'AU  - Turing, Alan',
    ]);
    expect(ris).toContain('DO  - 10.5555/as.2026.00001');
    // citeproc (citation-js's CSL engine) sets the title's straight quotes as typographic ones.
    expect(await (await cite('apa')).text()).toBe(
      'Franklin, R., Hopper, G., & Turing, A. (2026). Molecular <Configuration> & “Helix” in Sodium Thymonucleate. Lumina Journal of Applied Science, e2026001. https://doi.org/10.5555/as.2026.00001\n',
    );
    const csl = (await (await cite('csl')).json()) as { DOI: string; author: { family: string }[] }[];
    expect(csl[0]).toMatchObject({ DOI: '10.5555/as.2026.00001', type: 'article-journal' });
    const bad = await cite('word');
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toBe(
      'format must be one of bibtex, ris, apa, csl',
    );
  });

  it('lists journals and articles in the sitemap (an index once over the per-file limit) and robots.txt names it', async () => {
    // 12 site pages + 2 articles > 13 URLs per file: an index of the journal pages and one article part.
    const index = await xmlAt(`${h.baseUrl}/sitemap.xml`);
    expect(index.documentElement.namespaceURI).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    expect(texts(index, 'sitemapindex > sitemap > loc')).toEqual([
      `${h.baseUrl}/sitemaps/journals.xml`,
      `${h.baseUrl}/sitemaps/articles-1.xml`,
    ]);
    const articles = await xmlAt(`${h.baseUrl}/sitemaps/articles-1.xml`);
    expect(texts(articles, 'urlset > url > loc')).toEqual([
      `${h.baseUrl}/articles/${helix.id}`,
      `${h.baseUrl}/articles/${bridge.id}`,
    ]);
    expect(texts(articles, 'url > lastmod')[0]).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect((await fetch(`${h.baseUrl}/sitemaps/articles-2.xml`)).status).toBe(404);
    for (const file of ['articles-0.xml', 'articles-01.xml', 'articles-1.xml.gz', 'articles-1234567.xml'])
      expect((await fetch(`${h.baseUrl}/sitemaps/${file}`)).status).toBe(404);
    const journals = await xmlAt(`${h.baseUrl}/sitemaps/journals.xml`);
    expect(texts(journals, 'url > loc')).toContain(`${h.baseUrl}/journals/civil-engineering`);
    const robots = await (await fetch(`${h.baseUrl}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: ${h.baseUrl}/sitemap.xml`);
  });

  it('publishes an Atom feed per journal', async () => {
    const res = await fetch(`${h.baseUrl}/journals/civil-engineering/feed.atom`);
    expect(res.headers.get('content-type')).toMatch(/^application\/atom\+xml/);
    const feed = parseXml(await res.text());
    expect(feed.documentElement.namespaceURI).toBe('http://www.w3.org/2005/Atom');
    expect(texts(feed, 'feed > title')).toEqual(['Civil Engineering']);
    expect(texts(feed, 'entry > id')).toEqual(['https://doi.org/10.5555/ce.2026.00001']);
    expect((await fetch(`${h.baseUrl}/journals/unknown/feed.atom`)).status).toBe(404);
  });

  it('answers 410 with a notice once withdrawn, and drops the article from sitemap, feed and search', async () => {
    // Read (and so render and cache) the article part first: the withdrawal must still show in it at once.
    expect(await (await fetch(`${h.baseUrl}/sitemaps/articles-1.xml`)).text()).toContain(bridge.id);
    await h.bus.publish([statusChanged(bridge, 3, 'published', 'rejected', '2026-05-08T00:00:00.000Z')]);
    await eventually(async () =>
      expect((await fetch(`${h.baseUrl}/articles/${bridge.id}`)).status).toBe(410),
    );
    const page = readHead(await (await fetch(`${h.baseUrl}/articles/${bridge.id}`)).text());
    expect(page.body).toContain('This article has been withdrawn and is no longer available.');
    expect(page.all('citation_title')).toEqual([]);
    const sitemap = await (await fetch(`${h.baseUrl}/sitemap.xml`)).text();
    expect(sitemap).toContain(helix.id);
    expect(sitemap).not.toContain(bridge.id); // 13 URLs now fit one file
    const part = await (await fetch(`${h.baseUrl}/sitemaps/articles-1.xml`)).text();
    expect(part).toContain(helix.id);
    expect(part).not.toContain(bridge.id);
    const feed = await (await fetch(`${h.baseUrl}/journals/civil-engineering/feed.atom`)).text();
    expect(feed).not.toContain('<entry>');
    const found = (await (await fetch(`${h.baseUrl}/api/articles?q=flutter`)).json()) as {
      data: { pagination: { totalItems: number } };
    };
    expect(found.data.pagination.totalItems).toBe(0);
    const archive = async (query: string) =>
      ((await (await fetch(`${h.baseUrl}/api/articles?${query}`)).json()) as typeof found).data.pagination
        .totalItems;
    expect(await archive('journal=civil-engineering')).toBe(0);
    expect(await archive('')).toBe(1);
    expect((await fetch(`${h.baseUrl}/api/articles/${bridge.id}/citation?format=apa`)).status).toBe(410);
  });
});
