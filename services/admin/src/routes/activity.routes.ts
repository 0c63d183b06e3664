import { Router, type Request, type Response } from 'express';
import type { ActivityLogService } from '../domain/activity/activity-log.service';
import { submissionGuard, type EditorialAccess } from './admin-guard';

/** `GET /api/admin/submissions/:id/activity` (issue 29 item 7): the paper's journal team and the administrator. */
export function activityRoutes(deps: { access: EditorialAccess; activity: ActivityLogService }): Router {
  return Router().get(
    '/api/admin/submissions/:id/activity',
    ...submissionGuard(deps.access),
    async (req: Request<{ id: string }>, res: Response) => {
      const entries = await deps.activity.entries(req.params.id);
      res.json({ success: true, message: 'Activity retrieved successfully', data: { entries } });
    },
  );
}
