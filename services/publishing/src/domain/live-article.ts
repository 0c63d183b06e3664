import type { Queryable } from '@journal/db';
import { AppError, NotFoundError } from '@journal/errors';
import { findArticle } from '../repositories/article-reads.repository';
import type { Article } from '../repositories/article.types';

/** The routes name it through the domain (routes import no repository). */
export type { Article } from '../repositories/article.types';

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

export const ARTICLE_NOT_FOUND_MESSAGE = 'Article not found';
export const ARTICLE_WITHDRAWN_MESSAGE = 'This article has been withdrawn';
export const ISSUE_UNPUBLISHED_MESSAGE =
  'The issue of this article has been unpublished; the article will be available again when the issue is republished';

/** 410: the article's notice, with an editor's reason when it was retracted or withdrawn (issue 29). */
class GoneError extends AppError {
  constructor(article: Article) {
    const reason = article.withdrawal?.reason;
    const kind = article.withdrawal?.kind === 'retraction' ? 'retracted' : 'withdrawn';
    if (article.withdrawal?.kind === 'unpublished') super(ISSUE_UNPUBLISHED_MESSAGE, 410, 'GONE');
    else super(reason ? `This article has been ${kind}: ${reason}` : ARTICLE_WITHDRAWN_MESSAGE, 410, 'GONE');
  }
}

/** A live article for the JSON API: 404 when unknown, 410 with its notice once withdrawn. */
export async function liveArticle(db: Queryable, id: string): Promise<Article> {
  const article = await findArticle(db, id);
  if (!article) throw new NotFoundError(ARTICLE_NOT_FOUND_MESSAGE);
  if (article.withdrawnAt) throw new GoneError(article);
  return article;
}
