import type { Logger } from '@journal/logger';
import type { MailJob } from './mail-job';
import {
  defaultMailRetry,
  type MailJobProcessor,
  type MailQueue,
  type MailRetrySettings,
} from './mail-queue.port';

interface QueuedJob {
  id: string;
  data: MailJob;
  attempt: number;
}

export interface InProcessMailQueueOptions extends Partial<MailRetrySettings> {
  logger: Logger;
  /** How many job ids to remember for de-duplication; the sent_mails table is the lasting guard. */
  rememberIds?: number;
}

/**
 * Embedded-mode queue: serial, in memory, with the BullMQ adapter's semantics (dedupe by job id,
 * exponential backoff). Jobs waiting at shutdown are lost with the process, like the in-process bus's events.
 */
export class InProcessMailQueue implements MailQueue {
  readonly kind = 'in-process' as const;
  private readonly waiting: QueuedJob[] = [];
  private readonly known = new Set<string>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly retry: MailRetrySettings;
  private readonly rememberIds: number;
  private processor: MailJobProcessor | undefined;
  private running: Promise<void> | null = null;
  private closed = false;

  constructor(private readonly options: InProcessMailQueueOptions) {
    this.retry = {
      attempts: options.attempts ?? defaultMailRetry.attempts,
      backoffMs: options.backoffMs ?? defaultMailRetry.backoffMs,
    };
    this.rememberIds = options.rememberIds ?? 10_000;
  }

  async enqueue(jobId: string, data: MailJob): Promise<void> {
    if (this.closed) throw new Error('mail queue is closed');
    if (this.known.has(jobId)) return;
    this.remember(jobId);
    this.waiting.push({ id: jobId, data, attempt: 0 });
    this.pump();
  }

  async start(processor: MailJobProcessor): Promise<void> {
    this.processor = processor;
    this.pump();
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    await this.running;
    if (this.waiting.length)
      this.options.logger.warn(
        { dropped: this.waiting.length },
        'in-process mail queue closed with jobs waiting',
      );
  }

  async ready(): Promise<void> {
    if (this.closed) throw new Error('mail queue is closed');
  }

  /** Number of jobs waiting or scheduled for a retry (tests and logs). */
  get pending(): number {
    return this.waiting.length + this.timers.size + (this.running ? 1 : 0);
  }

  private remember(jobId: string): void {
    this.known.add(jobId);
    if (this.known.size > this.rememberIds) this.known.delete(this.known.values().next().value!);
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
    job.attempt += 1;
    try {
      await processor(job.data);
    } catch (err) {
      const log = {
        jobId: job.id,
        attempt: job.attempt,
        err: err instanceof Error ? err.message : String(err),
      };
      if (job.attempt >= this.retry.attempts) {
        this.options.logger.error(log, 'mail job failed; giving up');
        return;
      }
      const delay = this.retry.backoffMs * 2 ** (job.attempt - 1);
      this.options.logger.warn({ ...log, retryInMs: delay }, 'mail job failed; will retry');
      const timer = setTimeout(() => {
        this.timers.delete(timer);
        this.waiting.push(job);
        this.pump();
      }, delay);
      this.timers.add(timer);
    }
  }
}
