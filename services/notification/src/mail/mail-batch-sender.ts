import type { Pool } from '@journal/db';
import type { Logger } from '@journal/logger';
import { contextFromTraceparent, SpanKind, withSpan } from '@journal/tracing';
import { claimMails, markMailSent, type MailRow } from '../repositories/mails.repository';
import type { MailBatchProcessor } from './mail-queue.port';
import { recordMailsSent, type MailAttempt } from './mail-sender';

export interface MailBatchSenderDeps {
  pool: Pool;
  logger: Logger;
  attempt: MailAttempt;
  sendingLeaseMs: number;
  /** Schedules the retries of a mail whose attempt here failed (MailQueue.enqueueRetry). */
  retry(mailId: string, attemptsMade: number): Promise<void>;
  /**
   * Sends in flight at once within the job (default 1: the worker's job concurrency then bounds the mails
   * a crash can leave accepted but not marked, hence resent, as it did before batches).
   */
  concurrency?: number;
}

/**
 * The first attempt of the mails of one batch of events, as one job: one statement claims them all, so the
 * queue's work and the claim are per batch rather than per mail; each mail is marked 'sent' as soon as the
 * server has accepted it. A mail whose
 * attempt fails gets a job of its own with the usual backoff; the batch job fails (and is retried) only when
 * Postgres does. Claiming keeps every guarantee of the single-mail job: a row being sent elsewhere, or
 * finished, is not claimed, so a mail in two jobs is sent once (docs/adr/0018-mail-batches.md).
 */
export function createMailBatchSender(deps: MailBatchSenderDeps): MailBatchProcessor {
  const concurrency = Math.max(1, deps.concurrency ?? 1);
  const sendRow = (row: MailRow, parent: ReturnType<typeof contextFromTraceparent> | undefined) =>
    withSpan('mail send', { kind: SpanKind.CONSUMER, parent }, () => deps.attempt(row));

  return async (mailIds, traceparent) => {
    const rows = await claimMails(deps.pool, mailIds, deps.sendingLeaseMs);
    const parent = traceparent ? contextFromTraceparent(traceparent) : undefined;
    const retries: MailRow[] = [];
    let next = 0;
    const worker = async () => {
      while (next < rows.length) {
        const row = rows[next++]!;
        const outcome = await sendRow(row, parent);
        if (outcome.kind === 'sent') {
          // At once, not with the batch: a crash after the server accepted and before this is committed
          // resends the mail, so that window stays one round trip long (ADR 0010).
          await markMailSent(deps.pool, row.id);
          recordMailsSent(deps.logger, [row]);
        } else if (!outcome.dead) retries.push(row);
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, rows.length) }, worker));
    for (const row of retries)
      await deps.retry(row.id, row.attempts).catch((err: unknown) =>
        // The row stays 'failed'; the reconciler queues it once its grace has passed.
        deps.logger.warn(
          { mailId: row.id, err: err instanceof Error ? err.message : String(err) },
          'mail retry not queued; the reconciler will',
        ),
      );
  };
}
