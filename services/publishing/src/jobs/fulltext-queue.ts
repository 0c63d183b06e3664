import type { Redis } from 'ioredis';
import { z } from 'zod';
import { createJobQueue, type JobQueue } from '@journal/jobs';
import type { Logger } from '@journal/logger';

/** A conversion job names the paper and the generation of its production file; the row holds the rest. */
export const fullTextJobSchema = z.object({
  submissionId: z.uuid(),
  generation: z.number().int().positive(),
});
export type FullTextJob = z.infer<typeof fullTextJobSchema>;
export type FullTextQueue = JobQueue<FullTextJob>;

export const FULLTEXT_QUEUE_NAME = 'fulltext-conversion';

/** Storage keys of a production file and of the images its conversion took out. */
export const productionSourceKey = (submissionId: string, fileId: string) =>
  `productions/${submissionId}/sources/${fileId}.docx`;
export const fullTextImageKey = (submissionId: string, generation: number, name: string) =>
  `productions/${submissionId}/${generation}/images/${name}`;

/** Runs of one conversion in all; the converter records `failed` when the last one throws too. */
export const FULLTEXT_ATTEMPTS = 3;
/** A conversion still `converting` this long after its file was chosen is failed (FULLTEXT_CONVERSION_LIMIT_MS). */
export const DEFAULT_CONVERSION_LIMIT_MS = 10 * 60_000;

/**
 * Conversions off the request path (issue 31): BullMQ with Redis, in process otherwise. A conversion
 * that cannot read the file is an outcome (`failed`), not an error; only storage or database trouble is
 * retried, three runs in all (`retryDelayMs` after the first, twice that after the second; tests shorten it).
 */
export function createFullTextQueue(options: {
  redis?: Redis;
  prefix: string;
  logger: Logger;
  retryDelayMs?: number;
}) {
  const delay = options.retryDelayMs ?? 2_000;
  return createJobQueue<FullTextJob>({
    name: FULLTEXT_QUEUE_NAME,
    schema: fullTextJobSchema,
    logger: options.logger,
    redis: options.redis,
    prefix: options.prefix,
    retry: { attempts: FULLTEXT_ATTEMPTS, delayMs: (attemptsMade) => delay * attemptsMade },
  });
}

/** One job per generation: choosing the same file twice in a row is one conversion. */
export const enqueueConversion = (queue: FullTextQueue, job: FullTextJob) =>
  queue.enqueue(job, { jobId: `${job.submissionId}:${job.generation}` });
