import type { Queryable } from '@journal/db';
import { findArticle } from '../repositories/article-reads.repository';
import type { Article } from './article.types';

/** A live article by id, or why there is none to serve: `withdrawn`, or `missing` (no such article). */
export async function liveArticleOf(
  db: Queryable,
  id: string,
): Promise<{ article: Article } | { refused: 'withdrawn' | 'missing' }> {
  const article = await findArticle(db, id);
  if (!article) return { refused: 'missing' };
  if (article.withdrawnAt) return { refused: 'withdrawn' };
  return { article };
}
