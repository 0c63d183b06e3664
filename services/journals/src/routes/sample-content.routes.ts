import { Router } from 'express';
import { requireAdmin, type TokenVerifier } from '@journal/auth';
import type { SampleContentService } from '../domain/sample-content.service';

/** The administrator's view and removal of the content that came with the install. */
export function sampleContentRoutes(deps: { verifier: TokenVerifier; sample: SampleContentService }): Router {
  const router = Router();
  const admin = requireAdmin(deps.verifier);

  router.get('/api/admin/sample-content', admin, async (_req, res) => {
    res.json({ success: true, data: await deps.sample.status() });
  });

  // No body: the action is the same whatever is sent, so there is nothing to validate.
  router.post('/api/admin/sample-content/remove', admin, async (_req, res) => {
    const removed = await deps.sample.remove();
    res.json({ success: true, data: { removed } });
  });

  return router;
}
