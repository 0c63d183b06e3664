import { fullName, type Article } from '../repositories/article.types';
import { doiUrl } from '../repositories/doi';
import type { Journal } from '../repositories/journal.types';
import type { PublicLinks } from '../public-links';
import { textElement as leaf, xmlDocument, xmlText } from './xml-document';

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const ATOM_NS = 'http://www.w3.org/2005/Atom';

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
  const list = xmlDocument(root, { xmlns: SITEMAP_NS });
  for (const entry of entries) {
    const el = list.ele(item);
    leaf(el, 'loc', entry.loc);
    if (entry.lastmod) leaf(el, 'lastmod', entry.lastmod.toISOString());
  }
  return xmlText(list, 'indented');
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
  const feed = xmlDocument('feed', { xmlns: ATOM_NS });
  leaf(feed, 'id', header.id);
  leaf(feed, 'title', header.title);
  leaf(feed, 'subtitle', header.subtitle);
  feed.ele('link', { rel: 'self', type: 'application/atom+xml', href: header.self });
  feed.ele('link', { rel: 'alternate', type: 'text/html', href: header.alternate });
  leaf(feed, 'updated', (updated ?? new Date(0)).toISOString());
  leaf(feed.ele('author'), 'name', publisherName);
  leaf(feed, 'generator', publisherName);
  for (const a of articles) {
    const entry = feed.ele('entry');
    leaf(entry, 'id', doiUrl(a.doi));
    leaf(entry, 'title', a.title);
    entry.ele('link', { rel: 'alternate', type: 'text/html', href: links.article(a.id) });
    leaf(entry, 'published', a.publishedAt.toISOString());
    leaf(entry, 'updated', a.modifiedAt.toISOString());
    for (const author of a.authors) leaf(entry.ele('author'), 'name', fullName(author));
    for (const k of a.keywords) entry.ele('category', { term: k });
    if (a.abstract) leaf(entry, 'summary', a.abstract);
    leaf(entry, 'rights', a.licence);
  }
  return xmlText(feed, 'indented');
}
