import { Router, type Request, type Response } from 'express';
import { editorialScopeOf } from '@journal/auth';
import type { Pool } from '@journal/db';
import { submissionGuard, type EditorialAccess } from './editorial-access';
import { integrityView } from '../domain/integrity/integrity.view';

/**
 * `GET /api/admin/submissions/:id/integrity` (issue 44 item 4): the matches the background check found
 * across the family. The administrator and the paper's journal's editors and managers (the handling editor
 * is one of them); an author 403, another journal's editor 404 (the metadata routes' guard).
 */
export function integrityRoutes(deps: { access: EditorialAccess; pool: Pool }): Router {
  return Router().get(
    '/api/admin/submissions/:id/integrity',
    ...submissionGuard(deps.access),
    async (req: Request<{ id: string }>, res: Response) => {
      const data = await integrityView(deps.pool, editorialScopeOf(req), req.params.id);
      res.set('Cache-Control', 'no-store').json({ success: true, data });
    },
  );
}
