import { Router } from 'express';
import type { Pool } from '@journal/db';
import { ConflictError, NotFoundError, ValidationError } from '@journal/errors';
import type { MailQueue } from '../jobs/mail-queue';
import {
  findMail,
  listSubmissionMails,
  requeueMailForResend,
  type MailRow,
} from '../repositories/mails.repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What admins see of a mail: no body, no token; the recipient is the author's address they already see. */
function mailView(row: MailRow) {
  return {
    id: row.id,
    kind: row.kind,
    recipient: row.recipient,
    status: row.status,
    attempts: row.attempts,
    reason: row.lastError,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export type MailView = ReturnType<typeof mailView>;

/**
 * `/internal` routes the admin service calls: a submission's failed and dead mails with the last SMTP
 * answer (`?all=true`: every mail), and resending one (back to queued with fresh attempts).
 */
export function mailStatusRoutes(deps: { pool: Pool; queue: Pick<MailQueue, 'requeue'> }): Router {
  const router = Router();
  router.get('/submissions/:id/mails', async (req, res) => {
    // Submission ids are UUIDs; anything else names no submission (and must not reach the query).
    if (!UUID.test(req.params.id)) throw new NotFoundError('Submission not found');
    const all = req.query.all === 'true';
    const rows = await listSubmissionMails(deps.pool, req.params.id, all ? undefined : ['failed', 'dead']);
    res.json({ mails: rows.map(mailView) });
  });
  router.post('/mails/:id/resend', async (req, res) => {
    const id = req.params.id;
    if (!UUID.test(id)) throw new ValidationError('Invalid mail id');
    const row = await requeueMailForResend(deps.pool, id);
    if (!row) {
      const existing = await findMail(deps.pool, id);
      if (!existing) throw new NotFoundError('Mail not found');
      throw new ConflictError(`Only a failed or dead mail can be resent; this one is ${existing.status}`);
    }
    await deps.queue.requeue(id);
    res.json({ mail: mailView(row) });
  });
  return router;
}
