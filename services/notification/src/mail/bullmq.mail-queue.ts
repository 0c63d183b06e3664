import { createHash } from 'node:crypto';
import { Queue, UnrecoverableError, Worker, type Job } from 'bullmq';
import type Redis from 'ioredis';
import type { Logger } from '@journal/logger';
import { currentTraceparent } from '@journal/tracing';
import {
  MailGivenUpError,
  QUEUE_ATTEMPTS_MARGIN,
  mailRetryDelay,
  resolveMailRetry,
  type MailBatchProcessor,
  type MailJobProcessor,
  type MailQueue,
  type MailRetrySettings,
} from './mail-queue.port';

export const MAIL_QUEUE_NAME = 'mail';
const BATCH_JOB = 'mail-batch';

/** The first attempt of the mails of one batch of events (MailBatchProcessor). */
interface MailBatchJobData {
  mailIds: string[];
  traceparent?: string;
}

/** A job names its row only (no recipient or token in Redis). */
interface MailJobData {
  mailId: string;
  traceparent?: string;
  /** Failed attempts made before this job (in a batch job), where its backoff goes on from. */
  priorAttempts?: number;
}

export interface BullMqMailQueueOptions extends Partial<MailRetrySettings> {
  /** Duplicated for the queue and the worker; the caller keeps and closes the original. */
  redis: Redis;
  logger: Logger;
  /** Redis key prefix of the queue. */
  prefix?: string;
  concurrency?: number;
  /** A job whose worker stops renewing its lock this long is taken to be stalled and run again. */
  lockDurationMs?: number;
  stalledIntervalMs?: number;
  /** Completed jobs stay this long so a late duplicate with the same id is still ignored. */
  keepCompletedSeconds?: number;
}

/**
 * BullMQ adapter: jobs survive restarts, a crashed worker's job is picked up again once its lock lapses.
 * A job carries only its row id (no recipient or token in Redis); the row decides when to give up.
 */
export class BullMqMailQueue implements MailQueue {
  readonly kind = 'bullmq' as const;
  private readonly queueConnection: Redis;
  private readonly queue: Queue;
  private worker: Worker | undefined;
  private workerConnection: Redis | undefined;
  private readonly retry: MailRetrySettings;

  constructor(private readonly options: BullMqMailQueueOptions) {
    this.retry = resolveMailRetry(options);
    // Enqueue waits through a Redis outage rather than failing the event; the row is already committed, so
    // a job Redis loses after all is re-queued by the reconciler.
    this.queueConnection = this.connection('mail-queue', { maxRetriesPerRequest: null });
    this.queue = new Queue(MAIL_QUEUE_NAME, {
      connection: this.queueConnection,
      prefix: options.prefix ?? 'journal:bull',
    });
    this.queue.on('error', (err) => options.logger.warn({ err: err.message }, 'mail queue error'));
  }

  async enqueue(mailId: string): Promise<void> {
    await this.queue.add('mail', { mailId, traceparent: currentTraceparent() }, this.jobOptions(mailId));
  }

  /** One job for the mails of a batch (its id derived from theirs, so the same batch queued twice is one job). */
  async enqueueMany(mailIds: readonly string[]): Promise<void> {
    if (mailIds.length === 0) return;
    if (mailIds.length === 1) return this.enqueue(mailIds[0]!);
    const jobId = `batch-${createHash('sha256')
      .update([...mailIds].sort().join(','))
      .digest('hex')
      .slice(0, 32)}`;
    const data: MailBatchJobData = { mailIds: [...mailIds], traceparent: currentTraceparent() };
    await this.queue.add(BATCH_JOB, data, this.jobOptions(jobId));
  }

  private async enqueueEach(mailIds: readonly string[]): Promise<void> {
    for (const mailId of mailIds) await this.enqueue(mailId);
  }

  private jobOptions(jobId: string) {
    const keepSeconds = this.options.keepCompletedSeconds ?? 7 * 24 * 3600;
    return {
      jobId,
      attempts: this.retry.attempts + QUEUE_ATTEMPTS_MARGIN,
      backoff: { type: 'capped' },
      removeOnComplete: { age: keepSeconds },
      removeOnFail: { age: keepSeconds * 4 },
    };
  }

  async requeue(mailId: string): Promise<void> {
    if (await this.holdsRunnableJob(mailId)) return;
    await this.enqueue(mailId);
  }

  async enqueueRetry(mailId: string, attemptsMade: number): Promise<void> {
    if (await this.holdsRunnableJob(mailId)) return;
    const data: MailJobData = { mailId, traceparent: currentTraceparent(), priorAttempts: attemptsMade };
    await this.queue.add('mail', data, {
      ...this.jobOptions(mailId),
      delay: mailRetryDelay(this.retry, attemptsMade),
    });
  }

  /** A job for the row that will still run (waiting, delayed or active); a finished one is removed. */
  private async holdsRunnableJob(mailId: string): Promise<boolean> {
    const job = await this.queue.getJob(mailId);
    if (!job) return false;
    const state = await job.getState();
    if (state !== 'completed' && state !== 'failed' && state !== 'unknown') return true;
    // Finished: a new attempt needs a fresh job under the same id.
    await job.remove();
    return false;
  }

  /**
   * One pipelined HMGET of every job's hash: a job that is there and unfinished will run; the others (lost
   * with a Redis restart, or finished while the row still wants a send) go through requeue. Under a backlog
   * every waiting row looks stranded to the reconciler, so this check must not cost a round trip per row.
   */
  async requeueMany(mailIds: readonly string[]): Promise<void> {
    if (mailIds.length === 0) return;
    const pipeline = this.queueConnection.pipeline();
    for (const id of mailIds) pipeline.hmget(this.queue.toKey(id), 'timestamp', 'finishedOn');
    const results = (await pipeline.exec()) ?? [];
    for (const [i, id] of mailIds.entries()) {
      const [err, fields] = results[i] ?? [new Error('no reply')];
      const [timestamp, finishedOn] = (fields as (string | null)[] | undefined) ?? [];
      if (!err && timestamp && !finishedOn) continue; // waiting, delayed or active: it will run
      await this.requeue(id);
    }
  }

  async start(processor: MailJobProcessor, batch?: MailBatchProcessor): Promise<void> {
    if (this.worker) return;
    // Blocking commands must wait through reconnects, hence maxRetriesPerRequest: null for the worker.
    this.workerConnection = this.connection('mail-worker', { maxRetriesPerRequest: null });
    this.worker = new Worker(
      MAIL_QUEUE_NAME,
      async (job: Job<MailJobData | MailBatchJobData>) => {
        if ('mailIds' in job.data) {
          const { mailIds, traceparent } = job.data;
          // Without a batch processor, the batch becomes a job per mail.
          return batch ? batch(mailIds, traceparent) : this.enqueueEach(mailIds);
        }
        try {
          await processor(job.data.mailId, job.data.traceparent);
        } catch (err) {
          if (err instanceof MailGivenUpError) throw new UnrecoverableError(err.message);
          throw err;
        }
      },
      {
        connection: this.workerConnection,
        prefix: this.options.prefix ?? 'journal:bull',
        concurrency: this.options.concurrency ?? 2,
        lockDuration: this.options.lockDurationMs ?? 30_000,
        stalledInterval: this.options.stalledIntervalMs ?? 30_000,
        settings: {
          // Attempts made in a batch job before this job existed count too (enqueueRetry).
          backoffStrategy: (attemptsMade: number, _type?: string, _err?: Error, job?: { data?: unknown }) =>
            mailRetryDelay(this.retry, attemptsMade + ((job?.data as MailJobData)?.priorAttempts ?? 0)),
        },
      },
    );
    const { logger } = this.options;
    this.worker.on('error', (err) => logger.warn({ err: err.message }, 'mail worker error'));
    this.worker.on('failed', (job, err) =>
      logger.warn({ mailId: job?.id, attempt: job?.attemptsMade, err: err.message }, 'mail attempt failed'),
    );
    await this.worker.waitUntilReady();
  }

  /** Lets the running jobs finish (bounded: with Redis gone, nothing would ever finish), then disconnects. */
  async close(timeoutMs = 10_000): Promise<void> {
    const graceful = (async () => {
      await this.worker?.close();
      await this.queue.close();
    })().catch((err: unknown) =>
      this.options.logger.warn(
        { err: err instanceof Error ? err.message : String(err) },
        'mail queue close failed',
      ),
    );
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<void>((resolve) => (timer = setTimeout(resolve, timeoutMs)));
    await Promise.race([graceful, deadline]);
    clearTimeout(timer);
    for (const client of [this.workerConnection, this.queueConnection]) client?.disconnect();
  }

  jobCounts(): Promise<Record<string, number>> {
    return this.queue.getJobCounts('waiting', 'delayed', 'active', 'failed');
  }

  async ready(): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('mail queue Redis did not answer within 2 s')), 2_000);
    });
    try {
      await Promise.race([this.queueConnection.ping(), timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  private connection(name: string, overrides: { maxRetriesPerRequest?: null }): Redis {
    const client = this.options.redis.duplicate({ connectionName: name, ...overrides });
    client.on('error', (err: Error) =>
      this.options.logger.warn({ err: err.message, connection: name }, 'mail queue redis error'),
    );
    return client;
  }
}
