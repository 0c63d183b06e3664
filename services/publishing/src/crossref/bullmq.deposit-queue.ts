import { Queue, UnrecoverableError, Worker, type Job } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Logger } from '@journal/logger';
import {
  DepositGivenUpError,
  QUEUE_ATTEMPTS_MARGIN,
  depositRetryDelay,
  type DepositJobProcessor,
  type DepositQueue,
  type DepositRetry,
} from './deposit-queue.port';

export const DEPOSIT_QUEUE_NAME = 'crossref-deposit';

/**
 * BullMQ adapter: jobs survive restarts and a crashed worker's job runs again once its lock lapses. A job
 * carries only its row id (no credentials or XML in Redis); the row counts attempts and dead-letters.
 */
export class BullMqDepositQueue implements DepositQueue {
  readonly kind = 'bullmq' as const;
  private readonly queueConnection: Redis;
  private readonly queue: Queue;
  private worker: Worker | undefined;
  private workerConnection: Redis | undefined;

  constructor(private readonly options: DepositRetry & { redis: Redis; logger: Logger; prefix: string }) {
    this.queueConnection = this.connection('crossref-queue');
    this.queue = new Queue(DEPOSIT_QUEUE_NAME, { connection: this.queueConnection, prefix: options.prefix });
    this.queue.on('error', (err) => options.logger.warn({ err: err.message }, 'crossref queue error'));
  }

  async enqueue(depositId: string): Promise<void> {
    const week = 7 * 24 * 3600;
    await this.queue.add(
      'deposit',
      { depositId },
      {
        jobId: depositId,
        attempts: this.options.maxAttempts + QUEUE_ATTEMPTS_MARGIN,
        backoff: { type: 'capped' },
        removeOnComplete: { age: week },
        removeOnFail: { age: 4 * week },
      },
    );
  }

  async start(processor: DepositJobProcessor): Promise<void> {
    if (this.worker) return;
    this.workerConnection = this.connection('crossref-worker');
    this.worker = new Worker(
      DEPOSIT_QUEUE_NAME,
      async (job: Job<{ depositId: string }>) => {
        try {
          await processor(job.data.depositId);
        } catch (err) {
          if (err instanceof DepositGivenUpError) throw new UnrecoverableError(err.message);
          throw err;
        }
      },
      {
        connection: this.workerConnection,
        prefix: this.options.prefix,
        concurrency: 1,
        settings: {
          backoffStrategy: (attemptsMade: number) => depositRetryDelay(this.options, attemptsMade),
        },
      },
    );
    this.worker.on('error', (err) => this.options.logger.warn({ err: err.message }, 'crossref worker error'));
    await this.worker.waitUntilReady();
  }

  async close(): Promise<void> {
    await Promise.race([
      (async () => {
        await this.worker?.close();
        await this.queue.close();
      })().catch(() => undefined),
      new Promise((resolve) => setTimeout(resolve, 10_000).unref()),
    ]);
    for (const client of [this.workerConnection, this.queueConnection]) client?.disconnect();
  }

  private connection(name: string): Redis {
    // Blocking commands and enqueues wait through reconnects (BullMQ requires maxRetriesPerRequest: null).
    const client = this.options.redis.duplicate({ connectionName: name, maxRetriesPerRequest: null });
    client.on('error', (err: Error) =>
      this.options.logger.warn({ err: err.message, connection: name }, 'crossref queue redis error'),
    );
    return client;
  }
}
