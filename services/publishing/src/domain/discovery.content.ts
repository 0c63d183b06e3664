import type { Queryable } from '@journal/db';
import {
  journalLastChanges,
  listLiveArticles,
  liveArticleStamps,
  liveArticlesStamp,
} from '../repositories/article-reads.repository';
import { findJournal, listJournals } from '../repositories/journals.repository';
import type { Article } from '../repositories/article.types';
import { journalEntries, type SitemapEntry } from './discovery.views';
import type { Journal } from '../repositories/journal.types';
import type { PublicLinks } from '../public-links';

/** The sitemap's site pages: home, the journal directory, each journal (lastmod: its newest article change). */
export async function journalSitemapEntries(db: Queryable, links: PublicLinks): Promise<SitemapEntry[]> {
  const journals = await listJournals(db);
  return journalEntries(links, journals, await journalLastChanges(db));
}

/** The live articles `offset` to `offset + limit` as sitemap entries (lastmod: their last change). */
export async function articleSitemapEntries(
  db: Queryable,
  links: PublicLinks,
  offset: number,
  limit: number,
): Promise<SitemapEntry[]> {
  const stamps = await liveArticleStamps(db, { offset, limit });
  return stamps.map((a) => ({ loc: links.article(a.id), lastmod: a.modifiedAt }));
}

/** The version of the live articles' sitemap entries (their count and newest change). */
export function articleSitemapVersion(db: Queryable): Promise<{ count: number; version: string }> {
  return liveArticlesStamp(db);
}

/** A journal and its newest `limit` live articles (its Atom feed); undefined for a journal it does not know. */
export async function journalFeedContent(
  db: Queryable,
  slug: string,
  limit: number,
): Promise<{ journal: Journal; articles: Article[] } | undefined> {
  const journal = await findJournal(db, slug);
  if (!journal) return undefined;
  return { journal, articles: await listLiveArticles(db, { journalId: journal.slug, limit }) };
}
