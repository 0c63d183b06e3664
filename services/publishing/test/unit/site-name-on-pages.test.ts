import type { Article } from '../../src/repositories/article.types';
import { articlePage, withdrawnPage } from '../../src/domain/article-page.view';
import { issuesPage } from '../../src/domain/issue-pages.view';
import { PublicLinks } from '../../src/public-links';
import { SiteName } from '../../src/domain/site-name';

const links = new PublicLinks('https://journals.example.org');
const SITE = 'Harbour & "Co" Press';
const ESCAPED = 'Harbour &amp; &quot;Co&quot; Press';

const article = (overrides: Partial<Article> = {}): Article => ({
  id: 'a7f0c7f4-1a5b-4c65-9a52-3d4f0c1f2a11',
  doi: '10.5555/ce.2026.00007',
  journalId: 'civil-engineering',
  journalName: 'Civil Engineering',
  journal: {
    fullTitle: 'Lumina Journal of Civil Engineering',
    abbreviation: 'LJCE',
    issnPrint: null,
    issnOnline: null,
  },
  title: 'Suspension bridges under wind load',
  abstract: 'Aeroelastic flutter.',
  keywords: [],
  authors: [{ givenNames: 'Othmar', familyName: 'Ammann', affiliation: null, orcid: null }],
  receivedAt: new Date('2026-03-01T10:00:00.000Z'),
  acceptedAt: null,
  publishedAt: new Date('2026-11-26T12:00:00.000Z'),
  licence: 'CC BY 4.0',
  galleySize: null,
  galleyKey: null,
  withdrawnAt: null,
  withdrawal: null,
  modifiedAt: new Date('2026-11-26T12:00:00.000Z'),
  articleNumber: null,
  issue: null,
  firstPage: null,
  lastPage: null,
  ...overrides,
});

describe("the site's name on server-rendered pages", () => {
  it('titles the article page `{page} | {site}` and names the site in og:site_name, escaped', () => {
    const html = articlePage(article(), links, 'Lumina Journals', undefined, null, SITE);
    expect(html).toContain(
      `<title>Suspension bridges under wind load | Civil Engineering | ${ESCAPED}</title>`,
    );
    expect(html).toContain(`<meta property="og:site_name" content="${ESCAPED}">`);
    // The publisher of record stays PUBLISHER_NAME.
    expect(html).toContain('<meta name="citation_publisher" content="Lumina Journals">');
  });

  it('does the same on a withdrawn article and the issues page', () => {
    const withdrawn = withdrawnPage(article({ withdrawnAt: new Date() }), links, SITE);
    expect(withdrawn).toContain(`| Civil Engineering | ${ESCAPED}</title>`);
    const issues = issuesPage(
      { slug: 'civil-engineering', name: 'Civil Engineering', fullTitle: 'LJCE' },
      [],
      links,
      SITE,
    );
    expect(issues).toContain(`<title>Issues | Civil Engineering | ${ESCAPED}</title>`);
    expect(issues).toContain(`<meta property="og:site_name" content="${ESCAPED}">`);
  });

  it('reads the stored name at most once a second, PUBLISHER_NAME before any', async () => {
    const row: { name?: string } = {};
    const query = jest.fn(async () => ({ rows: row.name ? [{ name: row.name }] : [] }));
    let now = 0;
    const name = new SiteName({ query } as never, 'Lumina Journals', () => now);
    expect(await name.current()).toBe('Lumina Journals');
    row.name = 'Harbour Press';
    expect(await name.current()).toBe('Lumina Journals');
    now = 1_000;
    expect(await name.current()).toBe('Harbour Press');
    expect(query).toHaveBeenCalledTimes(2);
  });
});
