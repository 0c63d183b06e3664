import type { Logger } from '@journal/logger';
import type { z } from 'zod';

/** What a handler learns about the job it runs besides its data. */
export interface JobContext {
  jobId: string;
  /** 1 for the first run, counting every failed run before it. */
  attempt: number;
  /** Trace context of whoever queued the job, so the work joins that trace. */
  traceparent?: string;
}

/** Runs one attempt; a throw schedules the next (JobGivenUpError: none). */
export type JobHandler<T> = (data: T, context: JobContext) => Promise<void>;

/** Retries after a failed run; without one a job runs once. */
export interface RetryPolicy<T> {
  /** Runs in all, the first included. */
  attempts: number;
  /** Wait after `attemptsMade` failed runs of the job with these data. */
  delayMs(attemptsMade: number, data: T): number;
}

export interface EnqueueOptions {
  /** A job with this id that the queue still holds makes this one a no-op (dedupe). */
  jobId?: string;
  /** Run no earlier than this many ms from now ... */
  delayMs?: number;
  /** ... or than this time (on the queue's clock). */
  at?: Date;
  /** Defaults to the active trace context. */
  traceparent?: string;
}

export interface JobQueueOptions<T> {
  /** Queue name (BullMQ: the Redis key after the prefix). */
  name: string;
  logger: Logger;
  /** Job data are checked with it before a handler sees them (Redis holds whatever was written). */
  schema: z.ZodType<T>;
  retry?: RetryPolicy<T>;
  /** The clock `at` is read against (tests move it). */
  clock?: () => Date;
}

/** Thrown by a handler when the job must not run again (its row is dead, its subject gone). */
export class JobGivenUpError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'JobGivenUpError';
  }
}

/**
 * One job queue port for every background job (mail, reviewer reminders, Crossref deposits): BullMQ on
 * Redis in the cluster, timers in this process in the embedded default. The callers' rows are the truth;
 * a queue only schedules attempts, so a job lost with a restart is queued again from them.
 */
export interface JobQueue<T> {
  readonly kind: 'bullmq' | 'in-process';
  readonly name: string;
  /** Schedules a job; ignored while a job with the same id is held. Rejects once closed. */
  enqueue(data: T, options?: EnqueueOptions): Promise<void>;
  /** Makes sure a job with this id will run: a no-op while one is waiting, delayed or running. */
  requeue(data: T, options: EnqueueOptions & { jobId: string }): Promise<void>;
  /** The ids among these with a job that will still run (waiting, delayed or running). */
  runnable(jobIds: readonly string[]): Promise<Set<string>>;
  /** Starts running jobs (queued ones wait until then). */
  process(handler: JobHandler<T>, options?: { concurrency?: number }): Promise<void>;
  /** Jobs by state (waiting, delayed, active, failed): the depth operators watch. */
  counts(): Promise<Record<string, number>>;
  /** Throws when the queue's store cannot be reached. */
  ready(): Promise<void>;
  /** Stops taking jobs, waits (bounded) for the running ones, releases connections. */
  close(): Promise<void>;
}

/** When a job asked to run `options` should run, as a delay from `now`. */
export function delayOf(options: EnqueueOptions | undefined, now: Date): number {
  if (options?.at) return Math.max(0, options.at.getTime() - now.getTime());
  return Math.max(0, options?.delayMs ?? 0);
}

export const errorMessage = (err: unknown) => (err instanceof Error ? err.message : String(err));
