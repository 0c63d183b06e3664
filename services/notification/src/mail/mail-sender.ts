import { withTransaction, type Pool } from '@journal/db';
import type { Logger } from '@journal/logger';
import type { Mailer } from '@journal/mail';
import { claimSentMail } from '../repositories/sent-mails.repository';
import { mailJobId, mailKey, type MailJob } from './mail-job';
import type { MailJobProcessor } from './mail-queue.port';
import { renderMail } from './render-mail';
import type { TemplateContext } from './templates/template.types';

export interface MailSenderDeps {
  pool: Pool;
  mailer: Mailer;
  logger: Logger;
  templates: TemplateContext;
  /** Domain of the deterministic Message-ID. */
  messageIdDomain?: string;
}

/**
 * The worker's job processor. The sent_mails row and the send share one transaction: a failed send rolls
 * the claim back (the job retries), a job that runs again after a success finds the row and sends
 * nothing. Only a crash between the server's acceptance and COMMIT can repeat a mail, and then with the
 * same Message-ID, which lets mail systems drop the copy.
 */
export function createMailSender(deps: MailSenderDeps): MailJobProcessor {
  const domain = deps.messageIdDomain ?? 'journal.local';
  return async (job: MailJob) => {
    const jobId = mailJobId(job);
    const messageId = `<${jobId}@${domain}>`;
    await withTransaction(deps.pool, async (client) => {
      if (!(await claimSentMail(client, job.eventId, mailKey(job), messageId))) {
        deps.logger.info({ jobId }, 'mail already sent; skipping duplicate job');
        return;
      }
      const rendered = renderMail(job, deps.templates);
      await deps.mailer.send({
        to: job.to,
        ...rendered,
        headers: {
          'Message-ID': messageId,
          'X-Journal-Event-Id': job.eventId,
          'X-Journal-Mail-Kind': job.kind,
        },
      });
      deps.logger.info({ jobId, kind: job.kind }, 'mail sent');
    });
  };
}
