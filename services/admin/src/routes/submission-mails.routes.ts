import { Router, type Request, type Response } from 'express';
import { assertInEditorialScope, editorialScopeOf } from '@journal/auth';
import { ServiceUnavailableError } from '@journal/errors';
import type { MailStatusQueries } from '../clients/notification.client';
import { submissionJournal } from '../domain/submission-journal';
import { dashboardGuard, submissionGuard, type EditorialAccess } from './admin-guard';

/**
 * Mail delivery of a submission for its admin detail: the failed and dead mails with the reason
 * (`?all=true`: every mail), and resending one. Without a notification service to ask (NOTIFICATION_URL
 * unset in a standalone admin process) both answer 503. An editor reaches only their journals' mails.
 */
export function submissionMailsRoutes(deps: { access: EditorialAccess; mails?: MailStatusQueries }): Router {
  const router = Router();
  const mails = (): MailStatusQueries => {
    if (!deps.mails)
      throw new ServiceUnavailableError('Mail status is not available (NOTIFICATION_URL is not set)');
    return deps.mails;
  };

  router.get(
    '/api/admin/submissions/:id/mails',
    ...submissionGuard(deps.access),
    async (req: Request<{ id: string }>, res: Response) => {
      const data = await mails().submissionMails(req.params.id, req.query.all === 'true');
      res.json({ success: true, message: 'Mails retrieved successfully', data });
    },
  );

  router.post(
    '/api/admin/mails/:id/resend',
    ...dashboardGuard(deps.access),
    async (req: Request<{ id: string }>, res: Response) => {
      if (!editorialScopeOf(req).administrator) {
        // An editor: the mail's submission must be of their journals; any other mail does not exist.
        const submissionId = await mails().submissionOfMail(req.params.id);
        const journal = submissionId ? await submissionJournal(deps.access.pool, submissionId) : undefined;
        assertInEditorialScope(req, journal, 'Mail not found');
      }
      const data = await mails().resend(req.params.id);
      res.json({ success: true, message: 'Mail queued for sending again', data });
    },
  );

  return router;
}
