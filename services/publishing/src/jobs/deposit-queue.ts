import type { Redis } from 'ioredis';
import { z } from 'zod';
import { backoffDelay } from '@journal/events';
import { createJobQueue, type JobQueue } from '@journal/jobs';
import type { Logger } from '@journal/logger';

/** A deposit job names its row only (no credentials or XML in Redis); the row counts attempts. */
export const depositJobSchema = z.object({ depositId: z.uuid() });
export type DepositJob = z.infer<typeof depositJobSchema>;
export type DepositQueue = JobQueue<DepositJob>;

export const DEPOSIT_QUEUE_NAME = 'crossref-deposit';

export interface DepositRetry {
  /** Attempts before the row is dead-lettered (CROSSREF_MAX_ATTEMPTS). */
  maxAttempts: number;
  /** First retry delay, doubling up to an hour (CROSSREF_RETRY_BACKOFF_MS). */
  backoffMs: number;
}

/** Delay after `attempt` failed attempts: capped exponential with jitter. */
export const depositRetryDelay = (retry: DepositRetry, attempt: number) =>
  backoffDelay(
    { initialDelayMs: retry.backoffMs, maxDelayMs: Math.max(retry.backoffMs, 3_600_000), factor: 2 },
    attempt,
  );

/** Job attempts beyond the row's own limit: a lost lock or a restart costs a job attempt, not a deposit. */
export const QUEUE_ATTEMPTS_MARGIN = 5;

/**
 * Crossref deposits on @journal/jobs: BullMQ with Redis, in process otherwise. The rows in
 * publishing.crossref_deposits are the truth (attempts, outcome); the queue only schedules attempts.
 */
export function createDepositQueue(
  options: DepositRetry & { redis?: Redis; prefix: string; logger: Logger },
) {
  return createJobQueue<DepositJob>({
    name: DEPOSIT_QUEUE_NAME,
    schema: depositJobSchema,
    logger: options.logger,
    redis: options.redis,
    prefix: options.prefix,
    retry: {
      attempts: options.maxAttempts + QUEUE_ATTEMPTS_MARGIN,
      delayMs: (attemptsMade) => depositRetryDelay(options, attemptsMade),
    },
  });
}

/** Queues a row's deposit; its id is the job id, so a row queued twice is one job. */
export const enqueueDeposit = (queue: DepositQueue, depositId: string) =>
  queue.enqueue({ depositId }, { jobId: depositId });
