import { Router, type Request, type Response } from 'express';
import {
  assertInEditorialScope,
  authOf,
  editorialGuard,
  requireAdmin,
  type EditorialRoles,
  type TokenVerifier,
} from '@journal/auth';
import { parsePoolQuery } from '../domain/reviewer-pool/pool-query.input';
import type { PoolSettingsService } from '../domain/reviewer-pool/pool-settings.service';
import type { ReviewerPoolService } from '../domain/reviewer-pool/reviewer-pool.service';

/** A journal's view of the publisher's reviewer pool (issue 29 item 4, issue 44 item 2), and its settings. */
export function reviewerPoolRoutes(deps: {
  verifier: TokenVerifier;
  journalRoles?: EditorialRoles;
  pool: ReviewerPoolService;
  settings: PoolSettingsService;
}): Router {
  const router = Router();
  const guard = editorialGuard({ verifier: deps.verifier, roles: deps.journalRoles });

  router.get(
    '/api/admin/journals/:slug/reviewers',
    ...guard,
    async (req: Request<{ slug: string }>, res: Response) => {
      // Another journal's pool does not exist for this caller.
      assertInEditorialScope(req, req.params.slug, 'Journal not found');
      const reviewers = await deps.pool.list(req.params.slug, parsePoolQuery(req.query));
      res.setHeader('Cache-Control', 'no-store');
      res.json({ success: true, data: { reviewers } });
    },
  );

  // Issue 44 item 2: the publisher's settings of the pool (the administrator's): the load limit.
  router.get('/api/admin/reviewer-pool/settings', requireAdmin(deps.verifier), async (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json({ success: true, data: { settings: await deps.settings.get() } });
  });
  router.put('/api/admin/reviewer-pool/settings', requireAdmin(deps.verifier), async (req, res) => {
    const settings = await deps.settings.update(req.body, authOf(req).email);
    res.json({ success: true, message: 'Reviewer pool settings saved', data: { settings } });
  });

  return router;
}
