import { randomUUID } from 'node:crypto';
import { currentTraceparent } from '@journal/tracing';
import { delayOf, errorMessage, JobGivenUpError } from './job-queue.port';
import type { EnqueueOptions, JobHandler, JobQueue, JobQueueOptions } from './job-queue.port';

/** setTimeout's longest delay; a later job wakes up and waits again. */
const MAX_TIMER_MS = 2 ** 31 - 1;

interface HeldJob<T> {
  id: string;
  data: T;
  traceparent?: string;
  /** Runs made so far. */
  attempts: number;
  timer?: NodeJS.Timeout;
}

/**
 * The embedded default (`npm start`): jobs in memory, timers for delays and retries, the BullMQ adapter's
 * semantics otherwise (dedupe by id while held, the retry policy, give-up). A finished job is forgotten at
 * once. Jobs held at shutdown go with the process; the callers queue them again from their rows at start.
 */
export class InProcessJobQueue<T> implements JobQueue<T> {
  readonly kind = 'in-process' as const;
  readonly name: string;
  /** Every job waiting, delayed or running, by id. */
  private readonly held = new Map<string, HeldJob<T>>();
  private readonly waiting: HeldJob<T>[] = [];
  private readonly running = new Set<Promise<void>>();
  private handler: JobHandler<T> | undefined;
  private concurrency = 1;
  private closed = false;

  constructor(private readonly options: JobQueueOptions<T>) {
    this.name = options.name;
  }

  async enqueue(data: T, options?: EnqueueOptions): Promise<void> {
    if (this.closed) throw new Error(`job queue ${this.name} is closed`);
    const id = options?.jobId ?? randomUUID();
    if (this.held.has(id)) return;
    const job: HeldJob<T> = {
      id,
      data,
      traceparent: options?.traceparent ?? currentTraceparent(),
      attempts: 0,
    };
    this.held.set(id, job);
    this.wake(job, delayOf(options, this.now()));
  }

  /** Finished jobs are forgotten here, so requeue is enqueue. */
  requeue(data: T, options: EnqueueOptions & { jobId: string }): Promise<void> {
    return this.enqueue(data, options);
  }

  async runnable(jobIds: readonly string[]): Promise<Set<string>> {
    return new Set(jobIds.filter((id) => this.held.has(id)));
  }

  async process(handler: JobHandler<T>, options: { concurrency?: number } = {}): Promise<void> {
    this.handler = handler;
    this.concurrency = Math.max(1, options.concurrency ?? 1);
    this.pump();
  }

  async counts(): Promise<Record<string, number>> {
    const active = this.running.size;
    return { waiting: this.waiting.length, delayed: this.held.size - this.waiting.length - active, active };
  }

  async ready(): Promise<void> {
    if (this.closed) throw new Error(`job queue ${this.name} is closed`);
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.held.values()) clearTimeout(job.timer);
    await Promise.all(this.running);
    if (this.held.size > this.running.size)
      this.options.logger.info(
        { queue: this.name, left: this.held.size },
        'in-process queue closed with jobs held; they are queued again from their rows at the next start',
      );
  }

  private now(): Date {
    return this.options.clock?.() ?? new Date();
  }

  /** Puts the job in line after `delayMs` (at once for 0). */
  private wake(job: HeldJob<T>, delayMs: number): void {
    if (delayMs <= 0) {
      this.waiting.push(job);
      this.pump();
      return;
    }
    job.timer = setTimeout(
      () => {
        job.timer = undefined;
        if (delayMs > MAX_TIMER_MS) this.wake(job, delayMs - MAX_TIMER_MS);
        else this.wake(job, 0);
      },
      Math.min(delayMs, MAX_TIMER_MS),
    );
    // A delayed job alone does not keep the process alive (the server does).
    job.timer.unref();
  }

  private pump(): void {
    while (!this.closed && this.handler && this.running.size < this.concurrency && this.waiting.length) {
      const job = this.waiting.shift()!;
      const run = this.run(job, this.handler).finally(() => {
        this.running.delete(run);
        this.pump();
      });
      this.running.add(run);
    }
  }

  private async run(job: HeldJob<T>, handler: JobHandler<T>): Promise<void> {
    job.attempts += 1;
    const { logger, schema, retry } = this.options;
    try {
      const parsed = schema.safeParse(job.data);
      if (!parsed.success) throw new JobGivenUpError(`malformed job data: ${parsed.error.message}`);
      await handler(parsed.data, { jobId: job.id, attempt: job.attempts, traceparent: job.traceparent });
      this.held.delete(job.id);
    } catch (err) {
      const log = { queue: this.name, jobId: job.id, attempt: job.attempts, err: errorMessage(err) };
      if (err instanceof JobGivenUpError || !retry || job.attempts >= retry.attempts) {
        this.held.delete(job.id);
        logger.error(log, 'job given up');
        return;
      }
      const delay = retry.delayMs(job.attempts, job.data);
      logger.warn({ ...log, retryInMs: delay }, 'job failed; will retry');
      if (!this.closed) this.wake(job, delay);
    }
  }
}
