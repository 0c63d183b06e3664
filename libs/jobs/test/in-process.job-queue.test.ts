import { createLogger } from '@journal/logger';
import { InProcessJobQueue } from '../src';
import { jobQueueContract, testJobSchema } from './job-queue.contract';

const logger = createLogger('jobs-test', { level: 'silent' });

describe('InProcessJobQueue', () => {
  jobQueueContract((options) => new InProcessJobQueue({ ...options, logger, schema: testJobSchema }));
});
