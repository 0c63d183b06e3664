import { Queue, Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Logger } from '@journal/logger';
import { reminderJobId, type ReminderJob, type ReminderScheduler } from './reminder-scheduler.port';

export const REMINDER_QUEUE_NAME = 'review-reminders';

/**
 * BullMQ delayed jobs: they survive restarts, and the job id (assignment and kind) makes a job
 * scheduled again at start, or by two instances, one job. The reminders table still decides whether
 * a mail goes, so a job that runs twice after a crash sends nothing twice.
 */
export class BullMqReminderScheduler implements ReminderScheduler {
  readonly kind = 'bullmq' as const;
  private readonly queue: Queue;
  private readonly queueConnection: Redis;
  private worker: Worker | undefined;
  private workerConnection: Redis | undefined;

  constructor(private readonly options: { redis: Redis; prefix: string; clock: () => Date; logger: Logger }) {
    this.queueConnection = options.redis.duplicate({ maxRetriesPerRequest: null });
    this.queue = new Queue(REMINDER_QUEUE_NAME, { connection: this.queueConnection, prefix: options.prefix });
    this.queue.on('error', (err) => options.logger.warn({ err: err.message }, 'reminder queue error'));
  }

  async schedule(job: ReminderJob): Promise<void> {
    const delay = Math.max(0, job.at.getTime() - this.options.clock().getTime());
    await this.queue.add(
      'reminder',
      { assignmentId: job.assignmentId, kind: job.kind, at: job.at.toISOString() },
      {
        jobId: reminderJobId(job),
        delay,
        attempts: 20,
        backoff: { type: 'exponential', delay: 5_000 },
        removeOnComplete: { age: 90 * 24 * 3600 },
        removeOnFail: { age: 90 * 24 * 3600 },
      },
    );
  }

  async start(fire: (job: ReminderJob) => Promise<void>): Promise<void> {
    this.workerConnection = this.options.redis.duplicate({ maxRetriesPerRequest: null });
    this.worker = new Worker(
      REMINDER_QUEUE_NAME,
      async (job) => {
        const data = job.data as { assignmentId: string; kind: ReminderJob['kind']; at: string };
        await fire({ assignmentId: data.assignmentId, kind: data.kind, at: new Date(data.at) });
      },
      { connection: this.workerConnection, prefix: this.options.prefix, concurrency: 4 },
    );
    this.worker.on('error', (err) => this.options.logger.warn({ err: err.message }, 'reminder worker error'));
  }

  async stop(): Promise<void> {
    await this.worker?.close();
    await this.queue.close();
    this.workerConnection?.disconnect();
    this.queueConnection.disconnect();
  }
}
