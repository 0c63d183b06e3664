import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { createLogger } from '@journal/logger';
import { describeWith } from '@journal/testing';
import { BullMqJobQueue } from '../src';
import { jobQueueContract, testJobSchema } from './job-queue.contract';

const logger = createLogger('jobs-test', { level: 'silent' });

describeWith(['redis'], 'BullMqJobQueue', () => {
  const prefix = `jobs-contract-${randomUUID()}`;
  let redis: Redis;
  beforeAll(() => {
    redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', { maxRetriesPerRequest: null });
  });
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
  });

  jobQueueContract(
    (options) => new BullMqJobQueue({ ...options, redis, prefix, logger, schema: testJobSchema }),
  );
});
