import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Router, type Request, type Response } from 'express';
import { authOf, editorialScopeOf, scopeJournalIds } from '@journal/auth';
import { utcDayOf } from '@journal/config';
import type { AdminSubmissionsService } from '../domain/admin-submissions.service';
import type { JournalLookup } from '../domain/journals';
import { parseListingQuery } from '../domain/listing-query';
import { dashboardGuard, submissionGuard, type EditorialAccess } from './admin-guard';
import { sendDownload } from './send-download';

/** Byte order mark, so spreadsheet programs read the CSV as UTF-8. */
const BOM = '\uFEFF';

async function* withBom(lines: AsyncIterable<string>): AsyncGenerator<string> {
  yield BOM;
  yield* lines;
}

export function adminSubmissionsRoutes(deps: {
  access: EditorialAccess;
  submissions: AdminSubmissionsService;
  /** The journals the filters know, as they are now (the journals read model). */
  journals: () => Promise<JournalLookup>;
}): Router {
  const router = Router();
  const guard = dashboardGuard(deps.access);
  /** The query's filters, limited to the caller's journals (issue 28: an editor never sees others). */
  const scoped = <Q extends { filters: object; assignedToMe: boolean }>(req: Request, query: Q): Q => {
    const scope = scopeJournalIds(editorialScopeOf(req));
    // `assignedTo=me` (issue 29): the caller is the token's user, never a query parameter.
    const assignee = query.assignedToMe ? authOf(req).sub : undefined;
    return {
      ...query,
      filters: { ...query.filters, ...(scope ? { scope } : {}), ...(assignee ? { assignee } : {}) },
    };
  };

  router.get('/api/admin/submissions', ...guard, async (req, res) => {
    const data = await deps.submissions.list(
      scoped(req, parseListingQuery(req.query, await deps.journals())),
    );
    res.json({ success: true, message: 'Submissions retrieved successfully', data });
  });

  router.get('/api/admin/submissions/export.csv', ...guard, async (req, res) => {
    const query = scoped(
      req,
      parseListingQuery({ ...req.query, page: undefined, limit: undefined }, await deps.journals()),
    );
    const day = utcDayOf(new Date());
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="submissions-${day}.csv"`);
    res.setHeader('Cache-Control', 'no-store');
    await pipeline(Readable.from(withBom(deps.submissions.exportCsv(query))), res);
  });

  router.get(
    '/api/admin/submissions/:id/download',
    ...submissionGuard(deps.access),
    async (req: Request<{ id: string }>, res: Response) => {
      await sendDownload(res, await deps.submissions.download(req.params.id));
    },
  );

  return router;
}
