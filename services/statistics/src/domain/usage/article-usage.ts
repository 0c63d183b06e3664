import { addUtcDays, utcDayOf } from '@journal/config';
import type { Queryable } from '@journal/db';
import { AppError, NotFoundError } from '@journal/errors';
import { findArticle, isArticleId, type KnownArticle } from '../../repositories/articles.repository';
import { findJournal } from '../../repositories/journals.repository';
import {
  articleTotals,
  articleUsage,
  mostReadArticles,
  type ArticleUsage,
  type MostReadArticle,
  type ViewsAndDownloads,
} from '../../repositories/usage-reads.repository';

/** The most-read list's window: the last 30 UTC days, today included. */
export const MOST_READ_DAYS = 30;

/** The publishing service's answers for an article that is not public (its articles API says the same). */
export const ARTICLE_NOT_FOUND_MESSAGE = 'Article not found';
export const ARTICLE_WITHDRAWN_MESSAGE = 'This article has been withdrawn';

/** 410: the article's notice, with an editor's reason when it was retracted or withdrawn. */
class GoneError extends AppError {
  constructor(withdrawal: NonNullable<KnownArticle['withdrawal']>) {
    const kind = withdrawal.kind === 'retraction' ? 'retracted' : 'withdrawn';
    super(
      withdrawal.reason ? `This article has been ${kind}: ${withdrawal.reason}` : ARTICLE_WITHDRAWN_MESSAGE,
      410,
      'GONE',
    );
  }
}

/** A public article's COUNTER counts, or the 404 / 410 publishing's articles API answers for it. */
export async function usageOfLiveArticle(db: Queryable, id: string): Promise<ArticleUsage> {
  const article = await findArticle(db, id);
  if (!article) throw new NotFoundError(ARTICLE_NOT_FOUND_MESSAGE);
  if (article.withdrawal) throw new GoneError(article.withdrawal);
  return articleUsage(db, article.id);
}

/** A journal's most read articles of the last MOST_READ_DAYS days (404 for a journal it does not know). */
export async function mostReadOf(
  db: Queryable,
  journalSlug: string,
  limit: number,
  now: Date,
): Promise<{ journal: string; days: number; articles: MostReadArticle[] }> {
  const journal = await findJournal(db, journalSlug);
  if (!journal) throw new NotFoundError('Journal not found');
  const since = utcDayOf(addUtcDays(now, -(MOST_READ_DAYS - 1)));
  const articles = await mostReadArticles(db, journal.slug, since, limit);
  return { journal: journal.slug, days: MOST_READ_DAYS, articles };
}

/**
 * Views and downloads to date (zero for an article without uses), what publishing's article page shows;
 * 404 for an id that cannot be an article's.
 */
export async function usageTotalsOf(db: Queryable, articleId: string): Promise<ViewsAndDownloads> {
  if (!isArticleId(articleId)) throw new NotFoundError(ARTICLE_NOT_FOUND_MESSAGE);
  return articleTotals(db, articleId);
}
