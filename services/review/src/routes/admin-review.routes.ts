import { Router, type Request, type Response } from 'express';
import { adminGuard, authOf, type TokenVerifier } from '@journal/auth';
import type { DecisionsService } from '../domain/decisions.service';
import { parseIdempotencyKey } from '../domain/idempotency-key';
import type { InvitationsService } from '../domain/invitations.service';

/** Editors' review actions on one submission (docs/api.md, "Peer review"). */
export function adminReviewRoutes(deps: {
  verifier: TokenVerifier;
  invitations: InvitationsService;
  decisions: DecisionsService;
}): Router {
  const router = Router();
  const guard = adminGuard(deps.verifier);

  router.post(
    '/api/admin/submissions/:id/reviewers',
    ...guard,
    async (req: Request<{ id: string }>, res: Response) => {
      const assignment = await deps.invitations.invite(req.params.id, req.body, authOf(req).email);
      res.status(201).json({ success: true, message: 'Reviewer invited', assignment });
    },
  );

  router.delete(
    '/api/admin/submissions/:id/reviewers/:assignmentId',
    ...guard,
    async (req: Request<{ id: string; assignmentId: string }>, res: Response) => {
      const assignment = await deps.invitations.cancel(req.params.id, req.params.assignmentId);
      res.json({ success: true, message: 'Invitation cancelled', assignment });
    },
  );

  router.post(
    '/api/admin/submissions/:id/decision',
    ...guard,
    async (req: Request<{ id: string }>, res: Response) => {
      const key = parseIdempotencyKey(req.headers['idempotency-key']);
      res.status(201).json(await deps.decisions.decide(req.params.id, req.body, authOf(req).email, key));
    },
  );

  return router;
}
