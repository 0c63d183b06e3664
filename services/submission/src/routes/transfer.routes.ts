import { Router, type Request, type Response } from 'express';
import { authOf, editorialScopeOf, requireAuth, type TokenVerifier } from '@journal/auth';
import { submissionGuard, type EditorialAccess } from './editorial-access';
import {
  TRANSFER_ACCEPTED_MESSAGE,
  TRANSFER_DECLINED_MESSAGE,
  TRANSFER_OFFERED_MESSAGE,
  type TransfersService,
} from '../domain/transfers/transfers.service';

/**
 * Transfers between the family's journals (issue 44 item 1): an editor's offer (the paper's journal's
 * editors and managers, the administrator) and the paper's author's answer.
 */
export function transferRoutes(deps: {
  access: EditorialAccess;
  verifier: TokenVerifier;
  transfers: TransfersService;
}): Router {
  const guard = submissionGuard(deps.access);
  return Router()
    .post(
      '/api/admin/submissions/:id/transfer-offer',
      ...guard,
      async (req: Request<{ id: string }>, res: Response) => {
        const transfer = await deps.transfers.offer(
          authOf(req),
          editorialScopeOf(req),
          req.params.id,
          req.body,
        );
        res.status(201).json({ success: true, message: TRANSFER_OFFERED_MESSAGE, data: { transfer } });
      },
    )
    .post(
      '/api/registration/submissions/:id/transfer',
      requireAuth(deps.verifier),
      async (req: Request<{ id: string }>, res: Response) => {
        const data = await deps.transfers.answer(authOf(req), req.params.id, req.body);
        const message = data.submission ? TRANSFER_ACCEPTED_MESSAGE : TRANSFER_DECLINED_MESSAGE;
        res.json({ success: true, message, data });
      },
    );
}
