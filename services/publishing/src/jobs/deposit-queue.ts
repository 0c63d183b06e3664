import type { Redis } from 'ioredis';
import { z } from 'zod';
import { backoffDelay } from '@journal/events';
import { createJobQueue, type JobQueue } from '@journal/jobs';
import type { Logger } from '@journal/logger';
import type { DepositRetrySettings } from '../config';

/**
 * A deposit job names its row only (no credentials or XML in Redis); the row counts attempts. `poll`
 * numbers the reads of Crossref's submission result after a sent deposit.
 */
export const depositJobSchema = z.object({ depositId: z.uuid(), poll: z.number().int().min(0).optional() });
export type DepositJob = z.infer<typeof depositJobSchema>;
export type DepositQueue = JobQueue<DepositJob>;

/** One queue for every registry (ADR 0047); it was Crossref's alone before issue 43. */
export const DEPOSIT_QUEUE_NAME = 'registry-deposits';

/**
 * The clock deposits are timed on: when a retry or a poll is due (stored in the row), and how long the
 * queue really waits for it. Production: the wall clock. Tests move a simulated clock instead of waiting
 * minutes of backoff (docs/conventions.md: long waits on a controllable clock).
 */
export interface DepositClock {
  now(): Date;
  /** The real wait, in ms, for a delay of `delayMs` on this clock. */
  waitMs(delayMs: number): number;
}

export const wallClock: DepositClock = { now: () => new Date(), waitMs: (ms) => ms };

/** Delay after `attempt` failed attempts: doubling from the registry's backoff, capped at an hour, with jitter. */
export const depositRetryDelay = (retry: DepositRetrySettings, attempt: number) =>
  backoffDelay(
    { initialDelayMs: retry.backoffMs, maxDelayMs: Math.max(retry.backoffMs, 3_600_000), factor: 2 },
    attempt,
  );

/**
 * The registries' deposits on @journal/jobs: BullMQ with Redis, in process otherwise. The rows in
 * publishing.deposits are the truth (attempts, outcome, when the next one is due); the worker schedules
 * each retry itself as a job of its own, so the queue's own retries only cover a crashed handler.
 */
export function createDepositQueue(options: {
  redis?: Redis;
  prefix: string;
  logger: Logger;
  clock: DepositClock;
}) {
  return createJobQueue<DepositJob>({
    name: DEPOSIT_QUEUE_NAME,
    schema: depositJobSchema,
    logger: options.logger,
    redis: options.redis,
    prefix: options.prefix,
    clock: () => options.clock.now(),
    retry: { attempts: 5, delayMs: (attemptsMade) => options.clock.waitMs(1_000 * 2 ** attemptsMade) },
  });
}

/**
 * Queues a row's next step. The job id is the row's id with its attempt count (and poll number), so the
 * same step queued twice (a restart's requeue beside a job BullMQ kept) is one job.
 */
export const enqueueDeposit = (
  queue: DepositQueue,
  step: { depositId: string; attempts: number; poll?: number },
  clock: DepositClock,
  dueAt?: Date | null,
) =>
  queue.requeue(
    { depositId: step.depositId, ...(step.poll !== undefined ? { poll: step.poll } : {}) },
    {
      jobId: `${step.depositId}-${step.attempts}${step.poll !== undefined ? `-p${step.poll}` : ''}`,
      delayMs: dueAt ? clock.waitMs(Math.max(0, dueAt.getTime() - clock.now().getTime())) : 0,
    },
  );
