import type { Pool } from '@journal/db';
import type { Logger } from '@journal/logger';
import { contextFromTraceparent, SpanKind, withSpan } from '@journal/tracing';
import { claimMail } from '../repositories/mails.repository';
import type { MailBatchProcessor } from '../jobs/mail-queue';
import type { MailAttempt } from './mail-sender';

export interface MailBatchSenderDeps {
  pool: Pool;
  logger: Logger;
  attempt: MailAttempt;
  sendingLeaseMs: number;
  /** Schedules the retries of a mail whose attempt here failed (MailQueue.enqueueRetry). */
  retry(mailId: string, attemptsMade: number): Promise<void>;
}

/**
 * The first attempt of the mails of one batch of events, as one job: the queue's work is per batch rather
 * than per mail. Each mail is claimed just before its send (a lease taken for the whole batch at once could
 * lapse while the earlier mails are sent, and the reconciler would hand a mail still to come to a second
 * worker) and marked 'sent' as soon as the server accepted it, as the single-mail job does. A mail being
 * sent elsewhere, or finished, is skipped; one whose attempt fails gets a job of its own with the usual
 * backoff. The job fails (and is retried) only when Postgres does.
 */
export function createMailBatchSender(deps: MailBatchSenderDeps): MailBatchProcessor {
  return async (mailIds, traceparent) => {
    const parent = traceparent ? contextFromTraceparent(traceparent) : undefined;
    for (const id of mailIds) {
      await withSpan('mail send', { kind: SpanKind.CONSUMER, parent }, async () => {
        const claim = await claimMail(deps.pool, id, deps.sendingLeaseMs);
        if (claim.kind !== 'claimed') return; // its holder sends it, or it is done
        const outcome = await deps.attempt(claim.row);
        if (outcome.kind === 'failed' && !outcome.dead) {
          await deps.retry(id, claim.row.attempts).catch((err: unknown) =>
            // The row stays 'failed'; the reconciler queues it once its grace has passed.
            deps.logger.warn(
              { mailId: id, err: err instanceof Error ? err.message : String(err) },
              'mail retry not queued; the reconciler will',
            ),
          );
        }
      });
    }
  };
}
