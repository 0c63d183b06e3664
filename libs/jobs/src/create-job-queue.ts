import type { Redis } from 'ioredis';
import { BullMqJobQueue, type BullMqJobQueueOptions } from './bullmq.job-queue';
import { InProcessJobQueue } from './in-process.job-queue';
import type { JobQueue, JobQueueOptions } from './job-queue.port';

export type CreateJobQueueOptions<T> = JobQueueOptions<T> &
  Partial<Omit<BullMqJobQueueOptions<T>, keyof JobQueueOptions<T> | 'redis'>> & {
    /** REDIS_URL set: BullMQ under `prefix` (default `journal:bull`); unset: in this process. */
    redis?: Redis;
  };

/** The queue a service runs on: BullMQ with Redis, in process without (the embedded default). */
export function createJobQueue<T extends object>(options: CreateJobQueueOptions<T>): JobQueue<T> {
  const { redis, prefix, ...rest } = options;
  return redis
    ? new BullMqJobQueue<T>({ ...rest, redis, prefix: prefix ?? 'journal:bull' })
    : new InProcessJobQueue<T>(rest);
}
