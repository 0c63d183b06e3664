import { Router, type Request, type Response } from 'express';
import { authOf, editorialGuard, type EditorialRoles, type TokenVerifier } from '@journal/auth';
import { AppError } from '@journal/errors';
import type { SubmissionClient } from '../clients/submission.client';
import type { DecisionsService } from '../domain/decisions.service';
import { parseIdempotencyKey } from '../domain/idempotency-key';
import type { InvitationsService } from '../domain/invitations.service';

/** Editors' review actions on one submission (docs/api.md, "Peer review"). */
export function adminReviewRoutes(deps: {
  verifier: TokenVerifier;
  /** A non-administrator's journal roles (issue 28); unset: only the administrator's token. */
  journalRoles?: EditorialRoles;
  submissions: Pick<SubmissionClient, 'snapshot'>;
  invitations: InvitationsService;
  decisions: DecisionsService;
}): Router {
  const router = Router();
  // The administrator passes without a lookup; an editor only for a paper of their journals (else 404).
  const guard = editorialGuard({
    verifier: deps.verifier,
    roles: deps.journalRoles,
    submissionJournal: async (id) => {
      try {
        return (await deps.submissions.snapshot(id)).journal_id;
      } catch (error) {
        if (error instanceof AppError && error.status === 404) return undefined;
        throw error;
      }
    },
  });

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
