import { Router, type Request, type Response } from 'express';
import { authOf } from '@journal/auth';
import { submissionGuard, type EditorialAccess } from './editorial-access';
import { STATUS_UPDATED_MESSAGE, type SubmissionService } from '../domain/submission.service';
import { editorListingView } from '../domain/submission.views';

/**
 * `PUT /api/admin/submissions/:id/status` (issue 27): an editor's status command, routed by the gateway
 * straight here (the owner of statuses; `isSubmissionAdminPath`). The status is validated once, here. The
 * answer waits (at most a second) until the change's event is published, so the admin read model (fed by
 * events only) shows it on the next list wherever the bus delivers synchronously (the embedded mode).
 */
export function statusRoutes(deps: {
  access: EditorialAccess;
  submissions: SubmissionService;
  publishNow: (submissionId: string, eventId?: string) => Promise<void>;
}): Router {
  const router = Router();
  router.put(
    '/api/admin/submissions/:id/status',
    ...submissionGuard(deps.access),
    async (req: Request<{ id: string }>, res: Response) => {
      const body = (req.body ?? {}) as { status?: unknown };
      const { record, changed, eventId } = await deps.submissions.changeStatusOf(
        req.params.id,
        body.status,
        authOf(req).email,
      );
      if (changed) await deps.publishNow(record.id, eventId);
      const submission = editorListingView(record);
      // `data` repeats the row for clients that read the common { success, data } envelope.
      res.json({ success: true, message: STATUS_UPDATED_MESSAGE, submission, data: submission });
    },
  );
  return router;
}
