import { Router, type Request, type Response } from 'express';
import { authOf } from '@journal/auth';
import { submissionGuard, type EditorialAccess } from './editorial-access';
import type { HandlingEditorService } from '../domain/handling-editor.service';

/**
 * `PUT /api/admin/submissions/:id/handling-editor { userId }` (issue 29 item 1): the journal's editors,
 * managers and the administrator assign (or, with null, unassign) the paper's handling editor. The answer
 * waits (bounded) for the event, so the dashboard's next list shows it.
 */
export function handlingEditorRoutes(deps: {
  access: EditorialAccess;
  handlingEditors: HandlingEditorService;
  publishNow: (submissionId: string, eventId?: string) => Promise<void>;
}): Router {
  return Router().put(
    '/api/admin/submissions/:id/handling-editor',
    ...submissionGuard(deps.access),
    async (req: Request<{ id: string }>, res: Response) => {
      const { record, eventId } = await deps.handlingEditors.assign(
        req.params.id,
        req.body,
        authOf(req).email,
      );
      if (eventId) await deps.publishNow(record.id, eventId);
      const submission = { id: record.id, handling_editor: record.handlingEditor };
      res.json({
        success: true,
        message: record.handlingEditor ? 'Handling editor assigned' : 'Handling editor removed',
        data: { submission },
      });
    },
  );
}
