import type { MailJob } from './mail-job';

export type MailJobProcessor = (job: MailJob) => Promise<void>;

export interface MailRetrySettings {
  /** Attempts per job before it is given up (logged, kept for inspection). */
  attempts: number;
  /** First retry delay; doubles on every further attempt. */
  backoffMs: number;
}

export const defaultMailRetry: MailRetrySettings = { attempts: 6, backoffMs: 2_000 };

/**
 * Mail job queue port: BullMQ on Redis in the distributed mode, an in-process queue in the embedded
 * default. Both ignore a job id they already hold, retry with exponential backoff and run one job at a
 * time per id.
 */
export interface MailQueue {
  readonly kind: 'bullmq' | 'in-process';
  enqueue(jobId: string, job: MailJob): Promise<void>;
  /** Starts the worker side. */
  start(processor: MailJobProcessor): Promise<void>;
  /** Stops taking jobs, waits for the ones running, releases connections. */
  close(): Promise<void>;
  /** Throws when the queue's store cannot be reached. */
  ready(): Promise<void>;
}
