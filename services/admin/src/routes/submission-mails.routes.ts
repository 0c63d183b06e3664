import { Router, type Request, type Response } from 'express';
import type { TokenVerifier } from '@journal/auth';
import { ServiceUnavailableError } from '@journal/errors';
import type { MailStatusQueries } from '../clients/notification.client';
import { adminGuard } from './admin-guard';

/**
 * Mail delivery of a submission for its admin detail: the failed and dead mails with the reason
 * (`?all=true`: every mail), and resending one. Without a notification service to ask (NOTIFICATION_URL
 * unset in a standalone admin process) both answer 503.
 */
export function submissionMailsRoutes(deps: { verifier: TokenVerifier; mails?: MailStatusQueries }): Router {
  const router = Router();
  const guard = adminGuard(deps.verifier);
  const mails = (): MailStatusQueries => {
    if (!deps.mails)
      throw new ServiceUnavailableError('Mail status is not available (NOTIFICATION_URL is not set)');
    return deps.mails;
  };

  router.get(
    '/api/admin/submissions/:id/mails',
    ...guard,
    async (req: Request<{ id: string }>, res: Response) => {
      const data = await mails().submissionMails(req.params.id, req.query.all === 'true');
      res.json({ success: true, message: 'Mails retrieved successfully', data });
    },
  );

  router.post(
    '/api/admin/mails/:id/resend',
    ...guard,
    async (req: Request<{ id: string }>, res: Response) => {
      const data = await mails().resend(req.params.id);
      res.json({ success: true, message: 'Mail queued for sending again', data });
    },
  );

  return router;
}
