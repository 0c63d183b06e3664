// Standalone review process (distributed mode).
import { createInternalClient, runStandalone } from '@journal/http';
import { loadConfig } from './config';
import { createReviewService } from './create-review-service';

runStandalone(() => {
  const config = loadConfig();
  return {
    name: 'review',
    config,
    async build(adapters, logger) {
      const instance = await createReviewService({
        logger,
        pool: adapters.pool,
        bus: adapters.bus,
        verifier: adapters.verifier(),
        submission: createInternalClient(config.SUBMISSION_URL, config.INTERNAL_TOKEN),
        redis: adapters.redis('queue'),
        redisPrefix: adapters.redisPrefix,
        reminderDays: config.REVIEW_REMINDER_DAYS,
        relay: { maxRowFailures: config.platform.outboxMaxRowFailures },
      });
      return { instance };
    },
  };
});
