import type { Queryable } from '@journal/db';
import type { Article } from '../../repositories/article.types';
import { liveArticleOf } from '../live-article';

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
  const live = await liveArticleOf(db, id);
  if ('refused' in live) return live;
  const { galleyKey } = live.article;
  return galleyKey ? { article: { ...live.article, galleyKey } } : { refused: 'missing' };
}
