import type { Queryable } from '@journal/db';
import { articleVersion, findArticleWithVersion } from '../repositories/article-reads.repository';
import { findPublicFullText } from '../repositories/full-text-versions.repository';
import type { Article } from '../repositories/article.types';
import type { FullText } from '../repositories/fulltext.types';

/** What the article page renders: the article, its cache version, and its public full text if any. */
export interface ArticlePageContent {
  article: Article;
  version: string;
  /** The newest published full text; null while it has none and always once withdrawn (a notice only). */
  fullText: FullText | null;
}

/** The version a cached article page was rendered from (one narrow read); undefined for no article. */
export function articlePageVersion(db: Queryable, id: string): Promise<string | undefined> {
  return articleVersion(db, id);
}

/** Everything the article page shows but its counts; undefined for an article that does not exist. */
export async function articlePageContent(db: Queryable, id: string): Promise<ArticlePageContent | undefined> {
  const found = await findArticleWithVersion(db, id);
  if (!found) return undefined;
  const { article, version } = found;
  const fullText = article.withdrawnAt ? null : ((await findPublicFullText(db, id))?.fullText ?? null);
  return { article, version, fullText };
}
