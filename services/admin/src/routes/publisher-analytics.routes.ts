import { Router } from 'express';
import { z } from 'zod';
import { adminGuard } from '@journal/auth';
import { validate } from '@journal/errors';
import type { FiguresCache } from '../domain/analytics/figures-cache';
import { publisherCsv } from '../domain/analytics/publisher-csv';
import { publicJournalFigures, publisherAnalytics } from '../domain/analytics/publisher-analytics';
import type { EditorialAccess } from './admin-guard';

/** The earliest year the figures answer for: none of the platform's papers is older. */
const FIRST_YEAR = 2000;

const publisherQuery = (now: Date) =>
  z.object({
    year: z.coerce
      .number({ error: 'year must be a year such as 2025' })
      .int('year must be a year such as 2025')
      .min(FIRST_YEAR, `year must be from ${FIRST_YEAR} to ${now.getUTCFullYear()}`)
      .max(now.getUTCFullYear(), `year must be from ${FIRST_YEAR} to ${now.getUTCFullYear()}`)
      .default(now.getUTCFullYear()),
    format: z.enum(['json', 'csv'], { error: 'format must be json or csv' }).default('json'),
  });

const slugParams = z.object({ slug: z.string().min(1).max(200) });

/**
 * Issue 44 item 5, the publisher's figures: `GET /api/admin/publisher/analytics` for the global
 * administrator only (editors keep `/api/admin/analytics`), and each journal's public "Our figures"
 * (`GET /api/journals/{slug}/figures`, anyone, past complete years, while its manager's switch is on).
 */
export function publisherAnalyticsRoutes(deps: {
  access: EditorialAccess;
  figuresCache: FiguresCache;
  now?: () => Date;
}): Router {
  const router = Router();
  const now = deps.now ?? (() => new Date());
  const source = { db: deps.access.pool, cache: deps.figuresCache };
  router.get('/api/admin/publisher/analytics', ...adminGuard(deps.access.verifier), async (req, res) => {
    const query = validate(publisherQuery(now()), req.query);
    const data = await publisherAnalytics(source, query.year);
    if (query.format === 'csv') {
      res.type('text/csv; charset=utf-8');
      res.set('Content-Disposition', `attachment; filename="publisher-figures-${query.year}.csv"`);
      res.send(publisherCsv(data));
      return;
    }
    res.json({ success: true, data });
  });
  router.get('/api/journals/:slug/figures', async (req, res) => {
    const { slug } = validate(slugParams, req.params);
    res.json({ success: true, data: await publicJournalFigures(source, slug, now()) });
  });
  return router;
}
