import type { Queryable } from '@journal/db';
import { ConflictError, NotFoundError } from '@journal/errors';
import type { MailQueue } from '../../jobs/mail-queue';
import {
  findMail,
  listSubmissionMails,
  requeueMailForResend,
  type MailRow,
} from '../../repositories/mails.repository';

export type { MailRow };

/** A submission's mails: every one, or only those that failed or were given up (what an editor acts on). */
export function submissionMails(db: Queryable, submissionId: string, all: boolean): Promise<MailRow[]> {
  return listSubmissionMails(db, submissionId, all ? undefined : ['failed', 'dead']);
}

/** One mail, or 404 `Mail not found`. */
export async function mailById(db: Queryable, id: string): Promise<MailRow> {
  const row = await findMail(db, id);
  if (!row) throw new NotFoundError('Mail not found');
  return row;
}

/**
 * Puts a failed or dead mail back in the queue with fresh attempts: 404 for an unknown mail, 409 for one
 * in any other state (it is queued or sent already).
 */
export async function resendMail(
  db: Queryable,
  queue: Pick<MailQueue, 'requeue'>,
  id: string,
): Promise<MailRow> {
  const row = await requeueMailForResend(db, id);
  if (!row) {
    const existing = await mailById(db, id);
    throw new ConflictError(`Only a failed or dead mail can be resent; this one is ${existing.status}`);
  }
  await queue.requeue(id);
  return row;
}
