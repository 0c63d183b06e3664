import { Router } from 'express';
import { authOf, requireAuth, type TokenVerifier } from '@journal/auth';
import type { AuthorEditsService } from '../domain/author-edits.service';

export const DETAILS_UPDATED_MESSAGE = 'Paper details updated successfully';
export const WITHDRAWN_MESSAGE = 'Your paper has been withdrawn';

/** The owning author's actions on one submission (issue 11); JSON bodies, parsed by the host app. */
export function authorSubmissionsRoutes(deps: {
  verifier: TokenVerifier;
  edits: AuthorEditsService;
}): Router {
  const router = Router();
  const auth = requireAuth(deps.verifier);

  router.put('/api/registration/submissions/:id/metadata', auth, async (req, res) => {
    const submission = await deps.edits.updateMetadata(authOf(req), String(req.params.id), req.body);
    res.json({ success: true, message: DETAILS_UPDATED_MESSAGE, submission });
  });

  router.post('/api/registration/submissions/:id/withdraw', auth, async (req, res) => {
    const submission = await deps.edits.withdraw(authOf(req), String(req.params.id));
    res.json({ success: true, message: WITHDRAWN_MESSAGE, submission });
  });

  return router;
}
