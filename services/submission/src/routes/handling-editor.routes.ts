import { Router, type Request, type Response } from 'express';
import { authOf } from '@journal/auth';
import { submissionGuard, type EditorialAccess } from './editorial-access';
import type { HandlingEditorService } from '../domain/handling-editor.service';

/**
 * `PUT /api/admin/submissions/:id/handling-editor { userId }` (issue 29 item 1): the journal's editors,
 * managers and the administrator assign (or, with null, unassign) the paper's handling editor. The answer
 * carries the paper's handling editor; the admin read model follows from the event (ADR 0039).
 */
export function handlingEditorRoutes(deps: {
  access: EditorialAccess;
  handlingEditors: HandlingEditorService;
}): Router {
  return Router().put(
    '/api/admin/submissions/:id/handling-editor',
    ...submissionGuard(deps.access),
    async (req: Request<{ id: string }>, res: Response) => {
      const { record } = await deps.handlingEditors.assign(req.params.id, req.body, authOf(req).email);
      const submission = { id: record.id, handling_editor: record.handlingEditor };
      res.json({
        success: true,
        message: record.handlingEditor ? 'Handling editor assigned' : 'Handling editor removed',
        data: { submission },
      });
    },
  );
}
