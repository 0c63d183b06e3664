import { Router, type Request, type Response } from 'express';
import { authOf, editorialScopeOf } from '@journal/auth';
import { submissionGuard, type EditorialAccess } from './editorial-access';
import {
  METADATA_CORRECTED_MESSAGE,
  NOTHING_CHANGED_MESSAGE,
  type MetadataCorrectionsService,
} from '../domain/metadata-corrections.service';

/**
 * `GET|PUT /api/admin/submissions/:id/metadata` (issue 42 item 3): the paper's metadata and its corrections,
 * and an editor's correction with the author's field names and rules, at any stage. The administrator, the
 * journal's editors and managers (the handling editor is one of them); an author 403, another journal 404.
 */
export function metadataCorrectionsRoutes(deps: {
  access: EditorialAccess;
  corrections: MetadataCorrectionsService;
}): Router {
  const guard = submissionGuard(deps.access);
  return Router()
    .get(
      '/api/admin/submissions/:id/metadata',
      ...guard,
      async (req: Request<{ id: string }>, res: Response) => {
        const data = await deps.corrections.view(req.params.id);
        res.set('Cache-Control', 'no-store').json({ success: true, data });
      },
    )
    .put(
      '/api/admin/submissions/:id/metadata',
      ...guard,
      async (req: Request<{ id: string }>, res: Response) => {
        const { changed, ...data } = await deps.corrections.correct(
          authOf(req),
          editorialScopeOf(req),
          req.params.id,
          req.body,
        );
        res.json({
          success: true,
          message: changed ? METADATA_CORRECTED_MESSAGE : NOTHING_CHANGED_MESSAGE,
          data,
        });
      },
    );
}
