import { fullName, type Article } from './article.types';
import { doiUrl } from './doi';
import type { Journal } from './journal.types';
import { escapeMarkup as e } from './markup';
import type { PublicLinks } from './public-links';

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

export interface SitemapEntry {
  loc: string;
  lastmod?: Date;
}

/**
 * The site's own pages: home, the journal directory, each journal the service knows (lastmod: its newest
 * article change).
 */
export function journalEntries(
  links: PublicLinks,
  journals: readonly Pick<Journal, 'slug'>[],
  journalLastmod: Map<string, Date>,
): SitemapEntry[] {
  return [
    { loc: `${links.origin}/` },
    { loc: `${links.origin}/journals` },
    ...journals.map((j) => ({ loc: links.journal(j.slug), lastmod: journalLastmod.get(j.slug) })),
  ];
}

/** A sitemap file (`urlset` of `url`) or a sitemap index (`sitemapindex` of `sitemap`). */
function sitemapXml(
  root: 'urlset' | 'sitemapindex',
  item: 'url' | 'sitemap',
  entries: SitemapEntry[],
): string {
  const items = entries
    .map((u) => {
      const lastmod = u.lastmod ? `<lastmod>${u.lastmod.toISOString()}</lastmod>` : '';
      return `<${item}><loc>${e(u.loc)}</loc>${lastmod}</${item}>`;
    })
    .join('\n');
  return `${XML_DECLARATION}<${root} xmlns="${SITEMAP_NS}">\n${items}\n</${root}>\n`;
}

export const urlset = (entries: SitemapEntry[]) => sitemapXml('urlset', 'url', entries);
export const sitemapIndex = (entries: SitemapEntry[]) => sitemapXml('sitemapindex', 'sitemap', entries);

export function robotsTxt(links: PublicLinks): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /admin',
    'Disallow: /admin-login',
    'Disallow: /profile',
    '',
    `Sitemap: ${links.sitemap()}`,
    '',
  ].join('\n');
}

/** What tells one Atom feed from another: its id, title, subtitle, own address and the page it follows. */
export interface FeedHeader {
  id: string;
  title: string;
  subtitle: string;
  self: string;
  alternate: string;
}

/** Atom 1.0 feed of a journal's newest articles. */
export function journalFeed(
  journal: { id: string; name: string; fullTitle: string },
  articles: Article[],
  links: PublicLinks,
  publisherName: string,
): string {
  const header = {
    id: links.journal(journal.id),
    title: journal.name,
    subtitle: `Latest articles in ${journal.fullTitle}`,
    self: links.journalFeed(journal.id),
    alternate: links.journal(journal.id),
  };
  return atomFeed(header, articles, links, publisherName);
}

/** Atom 1.0 feed of an issue's articles (issue 30), in table-of-contents order. */
export function issueFeed(
  journal: { slug: string; name: string; fullTitle: string },
  issue: { volume: number; number: number; label: string },
  articles: Article[],
  links: PublicLinks,
  publisherName: string,
): string {
  const page = links.issue(journal.slug, issue.volume, issue.number);
  const header = {
    id: page,
    title: `${journal.name}, ${issue.label}`,
    subtitle: `Articles in ${journal.fullTitle}, ${issue.label}`,
    self: links.issueFeed(journal.slug, issue.volume, issue.number),
    alternate: page,
  };
  return atomFeed(header, articles, links, publisherName);
}

function atomFeed(
  header: FeedHeader,
  articles: Article[],
  links: PublicLinks,
  publisherName: string,
): string {
  const updated = articles.reduce<Date | undefined>(
    (latest, a) => (!latest || a.modifiedAt > latest ? a.modifiedAt : latest),
    undefined,
  );
  const entries = articles
    .map((a) => {
      const authors = a.authors
        .map((author) => `<author><name>${e(fullName(author))}</name></author>`)
        .join('');
      const categories = a.keywords.map((k) => `<category term="${e(k)}"/>`).join('');
      return `<entry>
<id>${e(doiUrl(a.doi))}</id>
<title>${e(a.title)}</title>
<link rel="alternate" type="text/html" href="${e(links.article(a.id))}"/>
<published>${a.publishedAt.toISOString()}</published>
<updated>${a.modifiedAt.toISOString()}</updated>
${authors}${categories}
${a.abstract ? `<summary>${e(a.abstract)}</summary>` : ''}
<rights>${e(a.licence)}</rights>
</entry>`;
    })
    .join('\n');
  return `${XML_DECLARATION}<feed xmlns="http://www.w3.org/2005/Atom">
<id>${e(header.id)}</id>
<title>${e(header.title)}</title>
<subtitle>${e(header.subtitle)}</subtitle>
<link rel="self" type="application/atom+xml" href="${e(header.self)}"/>
<link rel="alternate" type="text/html" href="${e(header.alternate)}"/>
<updated>${(updated ?? new Date(0)).toISOString()}</updated>
<author><name>${e(publisherName)}</name></author>
<generator>${e(publisherName)}</generator>
${entries}
</feed>
`;
}
