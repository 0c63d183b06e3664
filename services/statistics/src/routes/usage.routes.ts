import { Router, type Request } from 'express';
import { z } from 'zod';
import type { Pool } from '@journal/db';
import { validate } from '@journal/errors';
import { mostReadOf, usageOfLiveArticle, usageTotalsOf } from '../domain/usage/article-usage';

const mostReadQuery = z.object({
  journal: z.string({ error: 'journal is required' }).min(1, 'journal is required').max(200),
  limit: z.coerce
    .number({ error: 'limit must be a whole number from 1 to 20' })
    .int('limit must be a whole number from 1 to 20')
    .min(1, 'limit must be a whole number from 1 to 20')
    .max(20, 'limit must be a whole number from 1 to 20')
    .default(5),
});

/** `/api/articles/{id}/usage` and `/api/articles/most-read`: COUNTER counts for readers. */
export function usageRoutes(deps: { pool: Pool; now?: () => Date }): Router {
  const router = Router();
  const now = deps.now ?? (() => new Date());

  router.get('/api/articles/most-read', async (req, res) => {
    const query = validate(mostReadQuery, req.query);
    const mostRead = await mostReadOf(deps.pool, query.journal, query.limit, now());
    res.set('Cache-Control', 'public, max-age=60');
    res.json({ success: true, data: mostRead });
  });

  router.get('/api/articles/:id/usage', async (req: Request<{ id: string }>, res) => {
    const usage = await usageOfLiveArticle(deps.pool, req.params.id);
    res.set('Cache-Control', 'no-cache');
    res.json({ success: true, data: usage });
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
    res.json({ success: true, data: await usageTotalsOf(deps.pool, req.params.id) });
  });
  return router;
}
