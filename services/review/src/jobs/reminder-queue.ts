import type { Redis } from 'ioredis';
import { z } from 'zod';
import { DAY_SECONDS } from '@journal/config';
import { createJobQueue, type JobQueue } from '@journal/jobs';
import type { Logger } from '@journal/logger';

export type ReminderKind = 'before_due' | 'overdue';

export interface ReminderJob {
  assignmentId: string;
  kind: ReminderKind;
  /** When the reminder is due. */
  at: Date;
}

/** A reminder job as the queue holds it (the shape BullMQ jobs had before @journal/jobs, so they still run). */
export const reminderJobDataSchema = z.object({
  assignmentId: z.string().min(1),
  kind: z.enum(['before_due', 'overdue']),
  at: z.iso.datetime(),
});
export type ReminderJobData = z.infer<typeof reminderJobDataSchema>;
export type ReminderQueue = JobQueue<ReminderJobData>;

export const REMINDER_QUEUE_NAME = 'review-reminders';

export const reminderJobId = (job: Pick<ReminderJob, 'assignmentId' | 'kind'>) =>
  `reminder-${job.assignmentId}-${job.kind}`;

/**
 * Reminders on @journal/jobs: BullMQ delayed jobs with Redis (they survive restarts), timers in process
 * otherwise (planned again at start). The job id (assignment and kind) makes a job planned again at start,
 * or by two instances, one job; the reminders table still decides whether a mail goes.
 */
export function createReminderQueue(options: {
  redis?: Redis;
  /** Redis key prefix (`<REDIS_PREFIX>:bull`). */
  prefix?: string;
  clock: () => Date;
  logger: Logger;
}): ReminderQueue {
  return createJobQueue<ReminderJobData>({
    name: REMINDER_QUEUE_NAME,
    schema: reminderJobDataSchema,
    ...options,
    // 5 s doubling (BullMQ's exponential backoff, which these jobs used), 20 runs: about a month.
    retry: { attempts: 20, delayMs: (attemptsMade) => 5_000 * 2 ** (attemptsMade - 1) },
    // A job kept after it ran keeps a late duplicate (a restart planning it again) from running twice.
    keepCompletedSeconds: 90 * DAY_SECONDS,
    keepFailedSeconds: 90 * DAY_SECONDS,
  });
}

/** Queues a reminder for its time (at once if that time passed); a reminder queued twice is one job. */
export const scheduleReminder = (queue: ReminderQueue, job: ReminderJob) =>
  queue.enqueue(
    { assignmentId: job.assignmentId, kind: job.kind, at: job.at.toISOString() },
    { jobId: reminderJobId(job), at: job.at },
  );
