export {
  JobGivenUpError,
  type EnqueueOptions,
  type JobContext,
  type JobHandler,
  type JobQueue,
  type JobQueueOptions,
  type RetryPolicy,
} from './job-queue.port';
export { BullMqJobQueue, type BullMqJobQueueOptions } from './bullmq.job-queue';
export { InProcessJobQueue } from './in-process.job-queue';
export { createJobQueue, type CreateJobQueueOptions } from './create-job-queue';
