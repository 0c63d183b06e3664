import { Queue, UnrecoverableError, Worker, type Job, type JobsOptions } from 'bullmq';
import type { Redis } from 'ioredis';
import { DAY_SECONDS } from '@journal/config/utc-calendar';
import { currentTraceparent } from '@journal/tracing';
import { delayOf, errorMessage, JobGivenUpError } from './job-queue.port';
import type { EnqueueOptions, JobHandler, JobQueue, JobQueueOptions } from './job-queue.port';

export interface BullMqJobQueueOptions<T> extends JobQueueOptions<T> {
  /** Duplicated for the queue and the worker; the caller keeps and closes the original. */
  redis: Redis;
  /** Redis key prefix (`<REDIS_PREFIX>:bull`). */
  prefix: string;
  /** Finished jobs stay this long, so a late duplicate with the same id is still ignored (default 7 days). */
  keepCompletedSeconds?: number;
  /** Failed jobs stay this long (default 4 x keepCompletedSeconds). */
  keepFailedSeconds?: number;
  /** A job whose worker stops renewing its lock this long is stalled and runs again (BullMQ's 30 s). */
  lockDurationMs?: number;
  stalledIntervalMs?: number;
  /** How long close waits for running jobs before it disconnects anyway (with Redis gone none finish). */
  closeTimeoutMs?: number;
}

type Stored = Record<string, unknown> & { traceparent?: string };

/**
 * BullMQ adapter: jobs survive restarts, a crashed worker's job runs again once its lock lapses, and a
 * job id BullMQ still holds (even finished, for keepCompletedSeconds) is not added twice. The data are
 * stored flat with the trace context beside them, as the queues before this package stored theirs.
 */
export class BullMqJobQueue<T extends object> implements JobQueue<T> {
  readonly kind = 'bullmq' as const;
  readonly name: string;
  private readonly queueConnection: Redis;
  private readonly queue: Queue;
  private worker: Worker | undefined;
  private workerConnection: Redis | undefined;
  private closed = false;

  constructor(private readonly options: BullMqJobQueueOptions<T>) {
    this.name = options.name;
    // Enqueues wait through a Redis outage instead of failing (BullMQ wants maxRetriesPerRequest: null).
    this.queueConnection = this.connection(`${options.name}-queue`);
    this.queue = new Queue(options.name, { connection: this.queueConnection, prefix: options.prefix });
    this.queue.on('error', (err) =>
      options.logger.warn({ queue: this.name, err: err.message }, 'queue error'),
    );
  }

  async enqueue(data: T, options?: EnqueueOptions): Promise<void> {
    if (this.closed) throw new Error(`job queue ${this.name} is closed`);
    const stored: Stored = { ...data, traceparent: options?.traceparent ?? currentTraceparent() };
    await this.queue.add(this.name, stored, this.jobOptions(options));
  }

  async requeue(data: T, options: EnqueueOptions & { jobId: string }): Promise<void> {
    const job = await this.queue.getJob(options.jobId);
    if (job) {
      const state = await job.getState();
      if (state !== 'completed' && state !== 'failed' && state !== 'unknown') return;
      await job.remove(); // finished: a new run needs a fresh job under the same id
    }
    await this.enqueue(data, options);
  }

  /** One pipelined HMGET for all ids: a backlog must not cost a round trip per job. */
  async runnable(jobIds: readonly string[]): Promise<Set<string>> {
    if (jobIds.length === 0) return new Set();
    const pipeline = this.queueConnection.pipeline();
    for (const id of jobIds) pipeline.hmget(this.queue.toKey(id), 'timestamp', 'finishedOn');
    const results = (await pipeline.exec()) ?? [];
    const found = new Set<string>();
    for (const [i, id] of jobIds.entries()) {
      const [err, fields] = results[i] ?? [new Error('no reply')];
      const [timestamp, finishedOn] = (fields as (string | null)[] | undefined) ?? [];
      if (!err && timestamp && !finishedOn) found.add(id);
    }
    return found;
  }

  async process(handler: JobHandler<T>, options: { concurrency?: number } = {}): Promise<void> {
    if (this.worker) return;
    const { logger, schema, retry } = this.options;
    this.workerConnection = this.connection(`${this.name}-worker`);
    this.worker = new Worker(
      this.name,
      async (job: Job<Stored>) => {
        const { traceparent, ...rest } = job.data;
        const parsed = schema.safeParse(rest);
        if (!parsed.success) throw new UnrecoverableError(`malformed job data: ${parsed.error.message}`);
        try {
          await handler(parsed.data, { jobId: job.id ?? '', attempt: job.attemptsMade + 1, traceparent });
        } catch (err) {
          if (err instanceof JobGivenUpError) throw new UnrecoverableError(err.message);
          throw err;
        }
      },
      {
        connection: this.workerConnection,
        prefix: this.options.prefix,
        concurrency: options.concurrency ?? 1,
        lockDuration: this.options.lockDurationMs ?? 30_000,
        stalledInterval: this.options.stalledIntervalMs ?? 30_000,
        settings: {
          backoffStrategy: (attemptsMade: number, _type?: string, _err?: Error, job?: { data?: unknown }) => {
            const parsed = schema.safeParse(job?.data ?? {});
            return retry && parsed.success ? retry.delayMs(attemptsMade, parsed.data) : 0;
          },
        },
      },
    );
    this.worker.on('error', (err) => logger.warn({ queue: this.name, err: err.message }, 'worker error'));
    this.worker.on('failed', (job, err) =>
      logger.warn(
        { queue: this.name, jobId: job?.id, attempt: job?.attemptsMade, err: err.message },
        'job failed',
      ),
    );
    await this.worker.waitUntilReady();
  }

  counts(): Promise<Record<string, number>> {
    return this.queue.getJobCounts('waiting', 'delayed', 'active', 'failed');
  }

  async ready(): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`job queue ${this.name}: Redis did not answer within 2 s`)),
        2_000,
      );
    });
    try {
      await Promise.race([this.queueConnection.ping(), timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    const graceful = (async () => {
      await this.worker?.close();
      await this.queue.close();
    })().catch((err: unknown) =>
      this.options.logger.warn({ queue: this.name, err: errorMessage(err) }, 'queue close failed'),
    );
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<void>(
      (resolve) => (timer = setTimeout(resolve, this.options.closeTimeoutMs ?? 10_000)),
    );
    await Promise.race([graceful, deadline]);
    clearTimeout(timer);
    for (const client of [this.workerConnection, this.queueConnection]) client?.disconnect();
  }

  private jobOptions(options: EnqueueOptions | undefined): JobsOptions {
    const keep = this.options.keepCompletedSeconds ?? 7 * DAY_SECONDS;
    const retry = this.options.retry;
    return {
      jobId: options?.jobId,
      delay: delayOf(options, this.options.clock?.() ?? new Date()),
      attempts: retry?.attempts ?? 1,
      ...(retry ? { backoff: { type: 'custom' } } : {}),
      removeOnComplete: { age: keep },
      removeOnFail: { age: this.options.keepFailedSeconds ?? keep * 4 },
    };
  }

  private connection(name: string): Redis {
    const client = this.options.redis.duplicate({ connectionName: name, maxRetriesPerRequest: null });
    client.on('error', (err: Error) =>
      this.options.logger.warn({ err: err.message, connection: name }, 'job queue redis error'),
    );
    return client;
  }
}
