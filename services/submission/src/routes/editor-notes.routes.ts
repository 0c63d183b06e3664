import { Router, type Request, type Response } from 'express';
import { authOf, editorialScopeOf } from '@journal/auth';
import { submissionGuard, type EditorialAccess } from './editorial-access';
import type { EditorNotesService } from '../domain/editor-notes.service';

export const NOTE_ADDED_MESSAGE = 'Note added';

/**
 * `GET|POST /api/admin/submissions/:id/notes` (issue 44 item 1): the editors' own notes on a paper. The
 * administrator and the paper's journal's editors and managers; an author 403, another journal 404.
 */
export function editorNotesRoutes(deps: { access: EditorialAccess; notes: EditorNotesService }): Router {
  const guard = submissionGuard(deps.access);
  return Router()
    .get(
      '/api/admin/submissions/:id/notes',
      ...guard,
      async (req: Request<{ id: string }>, res: Response) => {
        const notes = await deps.notes.list(req.params.id);
        res.set('Cache-Control', 'no-store').json({ success: true, data: { notes } });
      },
    )
    .post(
      '/api/admin/submissions/:id/notes',
      ...guard,
      async (req: Request<{ id: string }>, res: Response) => {
        const note = await deps.notes.add(authOf(req), editorialScopeOf(req), req.params.id, req.body);
        res.status(201).json({ success: true, message: NOTE_ADDED_MESSAGE, data: { note } });
      },
    );
}
