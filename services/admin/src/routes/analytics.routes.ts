import { Router } from 'express';
import { z } from 'zod';
import { editorialScopeOf, scopeJournalIds } from '@journal/auth';
import { utcDayOf } from '@journal/config';
import { validate } from '@journal/errors';
import { figuresCsv } from '../domain/analytics/figures-csv';
import type { FiguresCache } from '../domain/analytics/figures-cache';
import { figuresByJournal, periodOf } from '../domain/analytics/journal-figures';
import { dashboardGuard, type EditorialAccess } from './admin-guard';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = (name: string) =>
  z
    .string()
    .regex(DAY, `${name} must be a date YYYY-MM-DD`)
    .refine(
      (v) => {
        const start = new Date(`${v}T00:00:00Z`);
        return !Number.isNaN(start.getTime()) && utcDayOf(start).startsWith(v);
      },
      { message: `${name} must be a date YYYY-MM-DD` },
    )
    .optional();

const analyticsQuery = z
  .object({
    journal: z.string().max(200).optional(),
    from: day('from'),
    to: day('to'),
    format: z.enum(['json', 'csv'], { error: 'format must be json or csv' }).default('json'),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: 'from must be on or before to',
    path: ['from'],
  });

/**
 * `GET /api/admin/analytics`: the editorial figures (issue 32) per journal and in total, computed from the
 * events the analytics consumer kept. Editors see their journals, the administrator all; CSV on request.
 */
export function analyticsRoutes(deps: {
  access: EditorialAccess;
  figuresCache: FiguresCache;
  now?: () => Date;
}): Router {
  const router = Router();
  const now = deps.now ?? (() => new Date());
  router.get('/api/admin/analytics', ...dashboardGuard(deps.access), async (req, res) => {
    const query = validate(analyticsQuery, req.query);
    const period = periodOf(query, now());
    const {
      journals: rows,
      total,
      totalTransfers,
    } = await figuresByJournal(
      { db: deps.access.pool, cache: deps.figuresCache },
      { scope: scopeJournalIds(editorialScopeOf(req)), journal: query.journal },
      period,
    );
    if (query.format === 'csv') {
      res.type('text/csv; charset=utf-8');
      res.set(
        'Content-Disposition',
        `attachment; filename="editorial-figures-${period.from}-${period.to}.csv"`,
      );
      res.send(
        figuresCsv([
          ...rows,
          { slug: 'total', name: 'All journals shown', figures: total, ...totalTransfers },
        ]),
      );
      return;
    }
    res.json({
      success: true,
      data: { from: period.from, to: period.to, journals: rows, total, totalTransfers },
    });
  });
  return router;
}
