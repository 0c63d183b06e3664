import { Router } from 'express';
import { z } from 'zod';
import { editorialScopeOf, scopeJournalIds } from '@journal/auth';
import { addUtcDays, utcDayOf } from '@journal/config';
import { ForbiddenError, validate } from '@journal/errors';
import { editorialFigures } from '../domain/analytics/editorial-figures';
import { figuresCsv } from '../domain/analytics/figures-csv';
import { paperFacts } from '../repositories/analytics-facts.repository';
import { listJournals } from '../repositories/journals.repository';
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

/** Without dates: the last twelve months to today. */
function periodOf(query: { from?: string; to?: string }, now: Date) {
  const to = query.to ?? utcDayOf(now);
  const yearAgo = new Date(Date.UTC(now.getUTCFullYear() - 1, now.getUTCMonth(), now.getUTCDate()));
  const from = query.from ?? utcDayOf(addUtcDays(yearAgo, 1));
  return { from, to };
}

/**
 * `GET /api/admin/analytics`: the editorial figures (issue 32) per journal and in total, computed from the
 * events the analytics consumer kept. Editors see their journals, the administrator all; CSV on request.
 */
export function analyticsRoutes(deps: { access: EditorialAccess; now?: () => Date }): Router {
  const router = Router();
  const now = deps.now ?? (() => new Date());
  router.get('/api/admin/analytics', ...dashboardGuard(deps.access), async (req, res) => {
    const query = validate(analyticsQuery, req.query);
    const scope = scopeJournalIds(editorialScopeOf(req));
    // An archived journal has no column, and its papers leave the totals with it.
    const journals = (await listJournals(deps.access.pool)).filter(
      (j) => !j.archived && (!scope || scope.includes(j.id)),
    );
    const shown = query.journal ? journals.filter((j) => j.id === query.journal) : journals;
    if (query.journal && shown.length === 0) {
      throw new ForbiddenError('You can see the figures of your own journals only');
    }
    const period = periodOf(query, now());
    const papers = await paperFacts(
      deps.access.pool,
      shown.map((j) => j.id),
    );
    const rows = shown.map((j) => ({
      slug: j.id,
      name: j.name,
      figures: editorialFigures(
        papers.filter((p) => p.journalId === j.id),
        period,
      ),
    }));
    const total = editorialFigures(papers, period);
    if (query.format === 'csv') {
      res.type('text/csv; charset=utf-8');
      res.set(
        'Content-Disposition',
        `attachment; filename="editorial-figures-${period.from}-${period.to}.csv"`,
      );
      res.send(figuresCsv([...rows, { slug: 'total', name: 'All journals shown', figures: total }]));
      return;
    }
    res.json({ success: true, data: { from: period.from, to: period.to, journals: rows, total } });
  });
  return router;
}
