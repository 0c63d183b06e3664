import { Router, type Request, type Response } from 'express';
import { authOf } from '@journal/auth';
import { submissionGuard, type EditorialAccess } from './editorial-access';
import {
  STATUS_UPDATED_MESSAGE,
  type SubmissionRecord,
  type SubmissionService,
} from '../domain/submission.service';

export const RETRACTED_MESSAGE = 'The paper is no longer published; its page shows the notice';
import { editorListingView } from '../domain/submission.views';

/**
 * `PUT /api/admin/submissions/:id/status`: an editor's status command, routed by the gateway
 * straight here (the owner of statuses; the route table in `service.ts`). The status is validated once, here. The
 * answer goes once the change is committed and carries the dashboard row (ADR 0039): the admin read model
 * follows from the event, and the other editors' dashboards from the live notice.
 */
export function statusRoutes(deps: { access: EditorialAccess; submissions: SubmissionService }): Router {
  const router = Router();
  router.put(
    '/api/admin/submissions/:id/status',
    ...submissionGuard(deps.access),
    async (req: Request<{ id: string }>, res: Response) => {
      const body = (req.body ?? {}) as { status?: unknown };
      const auth = authOf(req);
      const actor = { email: auth.email, administrator: auth.role === 'admin' };
      const outcome = await deps.submissions.changeStatusOf(req.params.id, body.status, actor);
      answer(res, outcome.record, STATUS_UPDATED_MESSAGE);
    },
  );
  // Issue 29 item 6: the one way a published paper is taken down by an editor (a notice stays).
  router.post(
    '/api/admin/submissions/:id/retraction',
    ...submissionGuard(deps.access),
    async (req: Request<{ id: string }>, res: Response) => {
      const outcome = await deps.submissions.retract(req.params.id, req.body, authOf(req).email);
      answer(res, outcome.record, RETRACTED_MESSAGE);
    },
  );

  function answer(res: Response, record: SubmissionRecord, message: string) {
    const submission = editorListingView(record);
    // `data` repeats the row for clients that read the common { success, data } envelope.
    res.json({ success: true, message, submission, data: submission });
  }
  return router;
}
