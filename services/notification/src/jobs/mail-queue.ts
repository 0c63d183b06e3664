import { createHash } from 'node:crypto';
import type Redis from 'ioredis';
import { z } from 'zod';
import { createJobQueue, type JobQueue } from '@journal/jobs';
import type { Logger } from '@journal/logger';
import {
  mailRetryDelay,
  QUEUE_ATTEMPTS_MARGIN,
  resolveMailRetry,
  type MailRetrySettings,
} from './mail-retry';

export const MAIL_QUEUE_NAME = 'mail';

/**
 * A job names rows only (no recipient or token in Redis): one mail (with the failed attempts a batch job
 * made before, where its backoff goes on from) or the mails of one batch of events. Jobs queued before
 * @journal/jobs had the same shape.
 */
export const mailJobDataSchema = z.union([
  z.object({ mailIds: z.array(z.uuid()).min(1) }),
  z.object({ mailId: z.uuid(), priorAttempts: z.number().int().min(0).optional() }),
]);
export type MailJobData = z.infer<typeof mailJobDataSchema>;

/** One attempt for a mail row; `traceparent` is the trace of whoever queued it. */
export type MailJobProcessor = (mailId: string, traceparent?: string) => Promise<void>;
/** The first attempt of the mails of one batch of events; a throw (Postgres) retries the whole job. */
export type MailBatchProcessor = (mailIds: readonly string[], traceparent?: string) => Promise<void>;

export interface MailQueueTuning extends Partial<MailRetrySettings> {
  /** Redis key prefix of the queue (default `<REDIS_PREFIX>:bull`). */
  prefix?: string;
  /** Jobs at once per worker (BullMQ; default 2). The in-process queue sends one mail at a time. */
  concurrency?: number;
  /** A job whose worker stops renewing its lock this long is stalled and runs again. */
  lockDurationMs?: number;
  stalledIntervalMs?: number;
  /** Finished jobs stay this long, so a late duplicate with the same id is still ignored. */
  keepCompletedSeconds?: number;
}

/** The id of a batch's job, derived from its mails, so the same batch queued twice is one job. */
const batchJobId = (mailIds: readonly string[]) =>
  `batch-${createHash('sha256')
    .update([...mailIds].sort().join(','))
    .digest('hex')
    .slice(0, 32)}`;

/**
 * The mail jobs on @journal/jobs (BullMQ with Redis, in process otherwise). The rows in notification.mails
 * are the truth; the queue only schedules attempts: a single mail's job id is its row id, retries use the
 * capped exponential backoff of ADR 0010, and the row decides when to give up.
 */
export class MailQueue {
  readonly retry: MailRetrySettings;
  private readonly jobs: JobQueue<MailJobData>;
  private readonly concurrency: number;

  constructor(options: MailQueueTuning & { redis?: Redis; logger: Logger }) {
    this.retry = resolveMailRetry(options);
    const retry = this.retry;
    this.jobs = createJobQueue<MailJobData>({
      name: MAIL_QUEUE_NAME,
      schema: mailJobDataSchema,
      logger: options.logger,
      redis: options.redis,
      prefix: options.prefix,
      lockDurationMs: options.lockDurationMs,
      stalledIntervalMs: options.stalledIntervalMs,
      keepCompletedSeconds: options.keepCompletedSeconds,
      retry: {
        // A 'busy' row costs a job attempt, not a send: the queue allows more than the row does.
        attempts: retry.attempts + QUEUE_ATTEMPTS_MARGIN,
        // Attempts made in a batch job before this job existed count too (enqueueRetry).
        delayMs: (attemptsMade, data) =>
          mailRetryDelay(retry, attemptsMade + ('mailId' in data ? (data.priorAttempts ?? 0) : 0)),
      },
    });
    this.concurrency = options.redis ? (options.concurrency ?? 2) : 1;
  }

  get kind(): 'bullmq' | 'in-process' {
    return this.jobs.kind;
  }

  /** Schedules a row's mail (a job id the queue still holds is ignored). */
  enqueue(mailId: string): Promise<void> {
    return this.jobs.enqueue({ mailId }, { jobId: mailId });
  }

  /** One job for the mails of a batch of events (a single mail's job is enqueue's, under the row's id). */
  async enqueueMany(mailIds: readonly string[]): Promise<void> {
    if (mailIds.length === 0) return;
    if (mailIds.length === 1) return this.enqueue(mailIds[0]!);
    await this.jobs.enqueue({ mailIds: [...mailIds] }, { jobId: batchJobId(mailIds) });
  }

  /** The next attempt of a row whose first `attemptsMade` failed in a batch job, continuing that backoff. */
  enqueueRetry(mailId: string, attemptsMade: number): Promise<void> {
    return this.jobs.requeue(
      { mailId, priorAttempts: attemptsMade },
      { jobId: mailId, delayMs: mailRetryDelay(this.retry, attemptsMade) },
    );
  }

  /** Makes sure a job will run for this row: re-adds one the queue lost or already finished (resend). */
  requeue(mailId: string): Promise<void> {
    return this.jobs.requeue({ mailId }, { jobId: mailId });
  }

  /** requeue for the reconciler's pass: the queue's state of all the rows in one round trip. */
  async requeueMany(mailIds: readonly string[]): Promise<void> {
    const runnable = await this.jobs.runnable(mailIds);
    for (const mailId of mailIds) if (!runnable.has(mailId)) await this.requeue(mailId);
  }

  /** Starts the worker side: single mails to `processor`, batches to `batch`. */
  start(processor: MailJobProcessor, batch: MailBatchProcessor): Promise<void> {
    return this.jobs.process(
      (data, { traceparent }) =>
        'mailIds' in data ? batch(data.mailIds, traceparent) : processor(data.mailId, traceparent),
      { concurrency: this.concurrency },
    );
  }

  close(): Promise<void> {
    return this.jobs.close();
  }

  ready(): Promise<void> {
    return this.jobs.ready();
  }

  /** Jobs by state (waiting, delayed, active, failed): the queue depth operators watch. */
  jobCounts(): Promise<Record<string, number>> {
    return this.jobs.counts();
  }
}
