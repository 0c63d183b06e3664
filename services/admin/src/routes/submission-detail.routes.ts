import { Router, type Request, type Response } from 'express';
import type { SubmissionDetailService } from '../domain/submission-detail.service';
import { submissionGuard, type EditorialAccess } from './admin-guard';
import { sendDownload } from './send-download';

/** `GET /api/admin/submissions/:id` and its file versions (issue 12); after the listing's own paths. */
export function submissionDetailRoutes(deps: {
  access: EditorialAccess;
  detail: SubmissionDetailService;
}): Router {
  const router = Router();
  const guard = submissionGuard(deps.access);

  router.get('/api/admin/submissions/:id', ...guard, async (req: Request<{ id: string }>, res: Response) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json({ success: true, data: await deps.detail.detail(req.params.id) });
  });

  router.get(
    '/api/admin/submissions/:id/versions/:number/download',
    ...guard,
    async (req: Request<{ id: string; number: string }>, res: Response) => {
      await sendDownload(res, await deps.detail.downloadVersion(req.params.id, req.params.number));
    },
  );
  return router;
}
