import { Router, type Request, type Response } from 'express';
import {
  assertInEditorialScope,
  editorialGuard,
  type EditorialRoles,
  type TokenVerifier,
} from '@journal/auth';
import { parsePoolQuery } from '../domain/reviewer-pool/pool-query.input';
import type { ReviewerPoolService } from '../domain/reviewer-pool/reviewer-pool.service';

/** A journal's reviewer pool for its editors, managers and the administrator (issue 29, item 4). */
export function reviewerPoolRoutes(deps: {
  verifier: TokenVerifier;
  journalRoles?: EditorialRoles;
  pool: ReviewerPoolService;
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

  return router;
}
