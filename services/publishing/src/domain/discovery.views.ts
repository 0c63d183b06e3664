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

/** Atom 1.0 feed of a journal's newest articles. */
export function journalFeed(
  journal: { id: string; name: string; fullTitle: string },
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
<id>${e(links.journal(journal.id))}</id>
<title>${e(journal.name)}</title>
<subtitle>Latest articles in ${e(journal.fullTitle)}</subtitle>
<link rel="self" type="application/atom+xml" href="${e(links.journalFeed(journal.id))}"/>
<link rel="alternate" type="text/html" href="${e(links.journal(journal.id))}"/>
<updated>${(updated ?? new Date(0)).toISOString()}</updated>
<author><name>${e(publisherName)}</name></author>
<generator>${e(publisherName)}</generator>
${entries}
</feed>
`;
}
