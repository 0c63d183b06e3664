import type { Queryable } from '@journal/db';
import { findArticle } from '../../repositories/article-reads.repository';
import type { Article } from '../article.types';

/** An article whose PDF galley may be served: live, with a galley in storage. */
export type ServableGalley = Article & { galleyKey: string };

/**
 * The article whose galley `/articles/{id}/galley.pdf` serves, or why not: `withdrawn` (with or without a
 * galley) or `missing` (no such article, or no galley yet).
 */
export async function servableGalleyOf(
  db: Queryable,
  id: string,
): Promise<{ article: ServableGalley } | { refused: 'withdrawn' | 'missing' }> {
  const article = await findArticle(db, id);
  if (article?.withdrawnAt) return { refused: 'withdrawn' };
  if (!article?.galleyKey) return { refused: 'missing' };
  return { article: { ...article, galleyKey: article.galleyKey } };
}
