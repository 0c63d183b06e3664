import { Router, type Request } from 'express';
import { z } from 'zod';
import type { Pool } from '@journal/db';
import { NotFoundError, validate } from '@journal/errors';
import { findJournal } from '../repositories/journals.repository';
import { articleUsage, mostReadArticles } from '../repositories/usage-reads.repository';
import { utcDay } from '../domain/usage/session-key';
import { liveArticle } from './articles-api.routes';

const MOST_READ_DAYS = 30;

const mostReadQuery = z.object({
  journal: z.string({ error: 'journal is required' }).min(1, 'journal is required').max(200),
  limit: z.coerce
    .number({ error: 'limit must be a whole number from 1 to 20' })
    .int('limit must be a whole number from 1 to 20')
    .min(1, 'limit must be a whole number from 1 to 20')
    .max(20, 'limit must be a whole number from 1 to 20')
    .default(5),
});

/** `/api/articles/{id}/usage` and `/api/articles/most-read`: COUNTER counts for readers (issue 32). */
export function usageRoutes(deps: { pool: Pool; now?: () => Date }): Router {
  const router = Router();
  const now = deps.now ?? (() => new Date());

  router.get('/api/articles/most-read', async (req, res) => {
    const query = validate(mostReadQuery, req.query);
    const journal = await findJournal(deps.pool, query.journal);
    if (!journal) throw new NotFoundError('Journal not found');
    const since = utcDay(new Date(now().getTime() - (MOST_READ_DAYS - 1) * 86_400_000));
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
