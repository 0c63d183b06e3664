import { Router } from 'express';
import type { EditorialRoles, TokenVerifier } from '@journal/auth';
import type { Pool } from '@journal/db';
import type { TemplateContext } from './domain/mail/templates/template.types';
import type { MailQueue } from './jobs/mail-queue';
import { journalMailTemplatesRoutes } from './routes/journal-mail-templates.routes';
import { mailStatusRoutes } from './routes/mail-status.routes';

/**
 * The service's HTTP surface; never listens, never reads env. Socket.IO (routes/realtime/) answers
 * /socket.io/ on the host's server itself (ServiceInstance.attach); the public router holds the journals'
 * mail templates (issue 29, item 9).
 */
export function createRouters(deps: {
  pool: Pool;
  mailQueue: Pick<MailQueue, 'requeue'>;
  verifier: TokenVerifier;
  journalRoles?: EditorialRoles;
  templates: TemplateContext;
}): {
  publicRouter: Router;
  internalRouter: Router;
} {
  return {
    publicRouter: journalMailTemplatesRoutes(deps),
    internalRouter: mailStatusRoutes({ pool: deps.pool, queue: deps.mailQueue }),
  };
}
