import { backoffDelay } from '@journal/events';

/** Runs one attempt for a deposit row (its id is the job's payload and id). */
export type DepositJobProcessor = (depositId: string) => Promise<void>;

/** Thrown by the processor when a deposit must not be tried again (its row is dead or done). */
export class DepositGivenUpError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DepositGivenUpError';
  }
}

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
 * Crossref deposit job queue: BullMQ on Redis in the cluster, in process in the embedded default. The rows
 * in publishing.crossref_deposits are the truth (attempts, outcome); the queue only schedules attempts.
 */
export interface DepositQueue {
  readonly kind: 'bullmq' | 'in-process';
  /** Schedules a row's deposit (an id already held is ignored). */
  enqueue(depositId: string): Promise<void>;
  start(processor: DepositJobProcessor): Promise<void>;
  close(): Promise<void>;
}
