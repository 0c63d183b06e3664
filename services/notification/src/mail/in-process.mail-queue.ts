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

interface QueuedJob {
  id: string;
  attempt: number;
  traceparent?: string;
  /** A batch job's mails (MailBatchProcessor); `id` is then the first of them. */
  mailIds?: string[];
}

export interface InProcessMailQueueOptions extends Partial<MailRetrySettings> {
  logger: Logger;
}

/**
 * Embedded-mode queue: serial, in memory, with the BullMQ adapter's semantics (one job per row id, capped
 * exponential backoff). Jobs waiting at shutdown go with the process; their rows stay queued or failed in
 * notification.mails and the reconciler queues them again after the restart.
 */
export class InProcessMailQueue implements MailQueue {
  readonly kind = 'in-process' as const;
  private readonly waiting: QueuedJob[] = [];
  /** Row ids with a job waiting, scheduled or running. */
  private readonly active = new Set<string>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly retry: MailRetrySettings;
  private processor: MailJobProcessor | undefined;
  private batchProcessor: MailBatchProcessor | undefined;
  private running: Promise<void> | null = null;
  private closed = false;

  constructor(private readonly options: InProcessMailQueueOptions) {
    this.retry = resolveMailRetry(options);
  }

  async enqueue(mailId: string): Promise<void> {
    if (this.closed) throw new Error('mail queue is closed');
    if (this.active.has(mailId)) return;
    this.active.add(mailId);
    this.waiting.push({ id: mailId, attempt: 0, traceparent: currentTraceparent() });
    this.pump();
  }

  async enqueueRetry(mailId: string, attemptsMade: number): Promise<void> {
    if (this.closed) throw new Error('mail queue is closed');
    if (this.active.has(mailId)) return;
    this.active.add(mailId);
    this.schedule({ id: mailId, attempt: attemptsMade, traceparent: currentTraceparent() });
  }

  /** One job for the mails of a batch; mails already waiting or running here are left to their job. */
  async enqueueMany(mailIds: readonly string[]): Promise<void> {
    if (this.closed) throw new Error('mail queue is closed');
    const fresh = [...new Set(mailIds)].filter((id) => !this.active.has(id));
    if (fresh.length <= 1) {
      for (const mailId of fresh) await this.enqueue(mailId);
      return;
    }
    for (const id of fresh) this.active.add(id);
    this.waiting.push({ id: fresh[0]!, mailIds: fresh, attempt: 0, traceparent: currentTraceparent() });
    this.pump();
  }

  async requeueMany(mailIds: readonly string[]): Promise<void> {
    for (const mailId of mailIds) await this.enqueue(mailId);
  }

  /** Finished jobs are forgotten here, so requeue is enqueue. */
  requeue(mailId: string): Promise<void> {
    return this.enqueue(mailId);
  }

  async start(processor: MailJobProcessor, batch?: MailBatchProcessor): Promise<void> {
    this.processor = processor;
    this.batchProcessor = batch;
    this.pump();
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    await this.running;
    if (this.waiting.length)
      this.options.logger.info(
        { left: this.waiting.length },
        'in-process mail queue closed with jobs waiting; their rows are queued again at the next start',
      );
  }

  async ready(): Promise<void> {
    if (this.closed) throw new Error('mail queue is closed');
  }

  async jobCounts(): Promise<Record<string, number>> {
    const running = this.running ? 1 : 0;
    return {
      waiting: this.waiting.length,
      delayed: this.active.size - this.waiting.length - running,
      active: running,
    };
  }

  /** Number of jobs waiting, scheduled for a retry or running (tests and logs). */
  get pending(): number {
    return this.active.size;
  }

  private pump(): void {
    if (this.running || this.closed || !this.processor) return;
    const job = this.waiting.shift();
    if (!job) return;
    this.running = this.run(job, this.processor).finally(() => {
      this.running = null;
      this.pump();
    });
  }

  private async run(job: QueuedJob, processor: MailJobProcessor): Promise<void> {
    if (job.mailIds) return this.runBatch({ ...job, mailIds: job.mailIds });
    job.attempt += 1;
    try {
      await processor(job.id, job.traceparent);
      this.active.delete(job.id);
    } catch (err) {
      const log = {
        mailId: job.id,
        attempt: job.attempt,
        err: err instanceof Error ? err.message : String(err),
      };
      if (err instanceof MailGivenUpError || job.attempt >= this.retry.attempts + QUEUE_ATTEMPTS_MARGIN) {
        this.active.delete(job.id);
        this.options.logger.error(log, 'mail given up');
        return;
      }
      const delay = this.schedule(job);
      this.options.logger.warn({ ...log, retryInMs: delay }, 'mail attempt failed; will retry');
    }
  }

  /**
   * A batch job: its mails' first attempts together. Without a batch processor, or when the batch fails as a
   * whole (Postgres), each mail continues as a job of its own, with the usual retries.
   */
  private async runBatch(job: QueuedJob & { mailIds: string[] }): Promise<void> {
    try {
      if (!this.batchProcessor) throw new Error('no batch processor');
      await this.batchProcessor(job.mailIds, job.traceparent);
      for (const id of job.mailIds) this.active.delete(id);
    } catch (err) {
      if (this.batchProcessor)
        this.options.logger.warn(
          { mails: job.mailIds.length, err: err instanceof Error ? err.message : String(err) },
          'mail batch failed; its mails are retried one by one',
        );
      for (const id of job.mailIds) this.waiting.push({ id, attempt: 0, traceparent: job.traceparent });
    }
  }

  /** Puts the job back after the backoff for the attempts it has made; returns the delay. */
  private schedule(job: QueuedJob): number {
    const delay = mailRetryDelay(this.retry, job.attempt);
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      this.waiting.push(job);
      this.pump();
    }, delay);
    this.timers.add(timer);
    return delay;
  }
}
