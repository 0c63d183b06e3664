import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Router, type Request, type Response } from 'express';
import type { TokenVerifier } from '@journal/auth';
import type { AdminSubmissionsService } from '../domain/admin-submissions.service';
import type { JournalLookup } from '../domain/journals';
import { parseListingQuery } from '../domain/listing-query';
import { adminGuard } from './admin-guard';
import { sendDownload } from './send-download';

/** Byte order mark, so spreadsheet programs read the CSV as UTF-8. */
const BOM = '\uFEFF';

async function* withBom(lines: AsyncIterable<string>): AsyncGenerator<string> {
  yield BOM;
  yield* lines;
}

export function adminSubmissionsRoutes(deps: {
  verifier: TokenVerifier;
  submissions: AdminSubmissionsService;
  /** The journals the filters know, as they are now (the journals read model). */
  journals: () => Promise<JournalLookup>;
}): Router {
  const router = Router();
  const guard = adminGuard(deps.verifier);

  router.get('/api/admin/submissions', ...guard, async (req, res) => {
    const data = await deps.submissions.list(parseListingQuery(req.query, await deps.journals()));
    res.json({ success: true, message: 'Submissions retrieved successfully', data });
  });

  router.get('/api/admin/submissions/export.csv', ...guard, async (req, res) => {
    const query = parseListingQuery(
      { ...req.query, page: undefined, limit: undefined },
      await deps.journals(),
    );
    const day = new Date().toISOString().slice(0, 10);
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="submissions-${day}.csv"`);
    res.setHeader('Cache-Control', 'no-store');
    await pipeline(Readable.from(withBom(deps.submissions.exportCsv(query))), res);
  });

  router.get(
    '/api/admin/submissions/:id/download',
    ...guard,
    async (req: Request<{ id: string }>, res: Response) => {
      await sendDownload(res, await deps.submissions.download(req.params.id));
    },
  );

  return router;
}
