import { Router } from 'express';
import type { Pool } from '@journal/db';
import type { MailQueue } from './jobs/mail-queue';
import { mailStatusRoutes } from './routes/mail-status.routes';

/**
 * The service's HTTP surface; never listens, never reads env. Socket.IO (routes/realtime/) answers
 * /socket.io/ on the host's server itself (ServiceInstance.attach), so the public router has no routes.
 */
export function createRouters(deps: { pool: Pool; mailQueue: Pick<MailQueue, 'requeue'> }): {
  publicRouter: Router;
  internalRouter: Router;
} {
  return {
    publicRouter: Router(),
    internalRouter: mailStatusRoutes({ pool: deps.pool, queue: deps.mailQueue }),
  };
}
