import { Router } from 'express';
import type { Pool } from '@journal/db';
import { NotFoundError } from '@journal/errors';
import { reviewDetail } from '../domain/review-detail.service';
import type { InvitationsService } from '../domain/invitations.service';
import { isUuid } from '../domain/ids';

/** Service-to-service routes, mounted under /internal behind the INTERNAL_TOKEN check. */
export function internalRoutes(deps: { pool: Pool; invitations: InvitationsService }): Router {
  const router = Router();

  // admin -> review: the review side of the editors' detail page (?round= the current version).
  router.get('/submissions/:id/review', async (req, res) => {
    if (!isUuid(req.params.id)) throw new NotFoundError('Submission not found');
    const round = Number(req.query.round ?? 1);
    res.json(await reviewDetail(deps.pool, req.params.id, Number.isInteger(round) && round > 0 ? round : 1));
  });

  // notification -> review: a fresh link token for the mail it is writing (events never carry one).
  router.post('/assignments/:id/link-token', async (req, res) => {
    res.json({ token: await deps.invitations.issueLinkToken(req.params.id) });
  });

  return router;
}
