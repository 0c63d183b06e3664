import { addUtcDays, utcDayOf } from '@journal/config';
import { Router, type Request } from 'express';
import { z } from 'zod';
import type { Pool } from '@journal/db';
import { AppError, NotFoundError, validate } from '@journal/errors';
import type { KnownArticle } from '../domain/article.types';
import { findArticle } from '../repositories/articles.repository';
import { findJournal } from '../repositories/journals.repository';
import { articleTotals, articleUsage, mostReadArticles } from '../repositories/usage-reads.repository';

const MOST_READ_DAYS = 30;

/** The publishing service's answers for an article that is not public (its articles API says the same). */
export const ARTICLE_NOT_FOUND_MESSAGE = 'Article not found';
export const ARTICLE_WITHDRAWN_MESSAGE = 'This article has been withdrawn';

const mostReadQuery = z.object({
  journal: z.string({ error: 'journal is required' }).min(1, 'journal is required').max(200),
  limit: z.coerce
    .number({ error: 'limit must be a whole number from 1 to 20' })
    .int('limit must be a whole number from 1 to 20')
    .min(1, 'limit must be a whole number from 1 to 20')
    .max(20, 'limit must be a whole number from 1 to 20')
    .default(5),
});

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

/** A public article, or the 404 / 410 publishing's articles API answers for it. */
async function liveArticle(pool: Pool, id: string): Promise<KnownArticle> {
  const article = await findArticle(pool, id);
  if (!article) throw new NotFoundError(ARTICLE_NOT_FOUND_MESSAGE);
  if (article.withdrawal) throw new GoneError(article.withdrawal);
  return article;
}

/** `/api/articles/{id}/usage` and `/api/articles/most-read`: COUNTER counts for readers. */
export function usageRoutes(deps: { pool: Pool; now?: () => Date }): Router {
  const router = Router();
  const now = deps.now ?? (() => new Date());

  router.get('/api/articles/most-read', async (req, res) => {
    const query = validate(mostReadQuery, req.query);
    const journal = await findJournal(deps.pool, query.journal);
    if (!journal) throw new NotFoundError('Journal not found');
    const since = utcDayOf(addUtcDays(now(), -(MOST_READ_DAYS - 1)));
    const articles = await mostReadArticles(deps.pool, journal.slug, since, query.limit);
    res.set('Cache-Control', 'public, max-age=60');
    res.json({ success: true, data: { journal: journal.slug, days: MOST_READ_DAYS, articles } });
  });

  router.get('/api/articles/:id/usage', async (req: Request<{ id: string }>, res) => {
    const article = await liveArticle(deps.pool, req.params.id);
    res.set('Cache-Control', 'no-cache');
    res.json({ success: true, data: await articleUsage(deps.pool, article.id) });
  });
  return router;
}

/**
 * `/internal/articles/{id}/usage-totals`: views and downloads to date, what publishing's article page
 * shows (ADR 0040). Zero for an article without uses; publishing asks only for articles it serves.
 */
export function usageInternalRoutes(deps: { pool: Pool }): Router {
  const router = Router();
  router.get('/articles/:id/usage-totals', async (req: Request<{ id: string }>, res) => {
    res.json({ success: true, data: await articleTotals(deps.pool, req.params.id) });
  });
  return router;
}
