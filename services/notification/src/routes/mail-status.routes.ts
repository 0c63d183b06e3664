import { Router } from 'express';
import { z } from 'zod';
import type { Pool } from '@journal/db';
import { validatePathParam, ValidationError } from '@journal/errors';
import { mailById, resendMail, submissionMails, type MailRow } from '../domain/mail/mail-status';
import type { MailQueue } from '../jobs/mail-queue';

const uuid = z.guid();
/** `?all=true`: every mail; anything else: the failed and dead ones. */
const listQuery = z.object({ all: z.unknown().optional() }).transform((q) => ({ all: q.all === 'true' }));

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
    const id = validatePathParam(uuid, req.params.id, 'Submission not found');
    const { all } = listQuery.parse(req.query);
    const rows = await submissionMails(deps.pool, id, all);
    res.json({ mails: rows.map(mailView) });
  });
  // Which submission a mail belongs to (null: none), so the admin service can check an editor's scope.
  router.get('/mails/:id', async (req, res) => {
    const row = await mailById(deps.pool, validatePathParam(uuid, req.params.id, 'Mail not found'));
    res.json({ mail: mailView(row), submissionId: row.submissionId });
  });
  router.post('/mails/:id/resend', async (req, res) => {
    const parsed = uuid.safeParse(req.params.id);
    if (!parsed.success) throw new ValidationError('Invalid mail id');
    const row = await resendMail(deps.pool, deps.queue, parsed.data);
    res.json({ mail: mailView(row) });
  });
  return router;
}
