import { Router, type Request, type Response } from 'express';
import type { Pool } from '@journal/db';
import { moveToSection, SECTION_CHANGED_MESSAGE } from '../domain/move-to-section';
import { editorListingView } from '../domain/submission.views';
import { submissionGuard, type EditorialAccess } from './editorial-access';

/**
 * `PUT /api/admin/submissions/:id/section { sectionId }` (issue 42 item 2): the journal's editors, managers
 * and the administrator move a paper to another section of its journal. The answer is the paper's admin
 * row, `sectionId` included; the admin read model follows from the event.
 */
export function sectionRoutes(deps: {
  access: EditorialAccess;
  pool: Pool;
  afterCommit: () => void;
}): Router {
  return Router().put(
    '/api/admin/submissions/:id/section',
    ...submissionGuard(deps.access),
    async (req: Request<{ id: string }>, res: Response) => {
      const record = await moveToSection(deps, req.params.id, req.body);
      // The dashboard row (SPEC's shape) plus the section it is now in.
      const submission = { ...editorListingView(record), sectionId: record.sectionId };
      res.json({ success: true, message: SECTION_CHANGED_MESSAGE, submission, data: { submission } });
    },
  );
}
