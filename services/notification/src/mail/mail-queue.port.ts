import { backoffDelay } from '@journal/events';

/**
 * Runs one attempt for a mail row (its id is the job's payload and id). `traceparent` is the trace
 * context of whoever queued it (the event's consumer), so the send joins that trace.
 */
export type MailJobProcessor = (mailId: string, traceparent?: string) => Promise<void>;

/**
 * Runs the first attempt of the mails of one batch of events (one job). A mail that fails is given a job of
 * its own (enqueueRetry); a throw means nothing could be recorded (Postgres) and the whole job is retried.
 */
export type MailBatchProcessor = (mailIds: readonly string[], traceparent?: string) => Promise<void>;

export interface MailRetrySettings {
  /** First retry delay; doubles on every further attempt up to maxDelayMs. */
  backoffMs: number;
  maxDelayMs: number;
  /** SMTP attempts per mail before its row is dead; the default covers at least 24 hours. */
  attempts: number;
}

const DAY_MS = 24 * 3_600_000;

/** Attempts whose capped exponential backoff adds up to at least `windowMs` (jitter averages out). */
export function attemptsCovering(windowMs: number, backoffMs: number, maxDelayMs: number): number {
  let total = 0;
  let attempts = 1;
  while (total < windowMs) {
    total += Math.min(maxDelayMs, backoffMs * 2 ** (attempts - 1));
    attempts += 1;
  }
  return attempts;
}

export const defaultMailRetry: MailRetrySettings = {
  backoffMs: 2_000,
  maxDelayMs: 15 * 60_000,
  attempts: attemptsCovering(DAY_MS, 2_000, 15 * 60_000),
};

export function resolveMailRetry(partial: Partial<MailRetrySettings> = {}): MailRetrySettings {
  const backoffMs = partial.backoffMs ?? defaultMailRetry.backoffMs;
  const maxDelayMs = Math.max(backoffMs, partial.maxDelayMs ?? defaultMailRetry.maxDelayMs);
  return {
    backoffMs,
    maxDelayMs,
    attempts: partial.attempts ?? attemptsCovering(DAY_MS, backoffMs, maxDelayMs),
  };
}

/** Delay before the next attempt after `attempt` failed ones (capped exponential, with jitter). */
export function mailRetryDelay(settings: MailRetrySettings, attempt: number): number {
  return backoffDelay(
    { initialDelayMs: settings.backoffMs, maxDelayMs: settings.maxDelayMs, factor: 2 },
    attempt,
  );
}

/** Job attempts a queue allows beyond the row's own limit (a 'busy' row costs a job attempt, not a send). */
export const QUEUE_ATTEMPTS_MARGIN = 20;

/** Thrown by the processor when a mail must not be tried again (its row is dead). */
export class MailGivenUpError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MailGivenUpError';
  }
}

/**
 * Mail job queue port: BullMQ on Redis in the distributed mode, an in-process queue in the embedded
 * default. The rows in notification.mails are the truth; the queue only schedules attempts. Both adapters
 * ignore a job id they already hold and retry with capped exponential backoff.
 */
export interface MailQueue {
  readonly kind: 'bullmq' | 'in-process';
  /** Schedules a row's mail (a job id it already holds is ignored). */
  enqueue(mailId: string): Promise<void>;
  /**
   * One job for the mails of a batch of events (its worker claims and marks them together); a single mail's
   * job is enqueue's, under the row's id.
   */
  enqueueMany(mailIds: readonly string[]): Promise<void>;
  /**
   * Schedules the next attempt of a row whose first `attemptsMade` attempts failed in another job (a
   * batch job): after the backoff for that many attempts, and continuing that backoff.
   */
  enqueueRetry(mailId: string, attemptsMade: number): Promise<void>;
  /** Makes sure a job will run for this row: re-adds one the queue lost or already finished (reconciler, resend). */
  requeue(mailId: string): Promise<void>;
  /** requeue for many rows (the reconciler's pass): the queue's state of all of them in one round trip. */
  requeueMany(mailIds: readonly string[]): Promise<void>;
  /** Starts the worker side; without `batch`, a batch job runs `processor` for each of its mails in turn. */
  start(processor: MailJobProcessor, batch?: MailBatchProcessor): Promise<void>;
  /** Stops taking jobs, waits for the ones running, releases connections. */
  close(): Promise<void>;
  /** Throws when the queue's store cannot be reached. */
  ready(): Promise<void>;
  /** Jobs by state (waiting, delayed, active, failed): the queue depth operators watch. */
  jobCounts(): Promise<Record<string, number>>;
}
