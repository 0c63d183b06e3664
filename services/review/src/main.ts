// Standalone review process (distributed mode).
import { createInternalClient, runStandalone, journalRolesClient } from '@journal/http';
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
        journalRoles: config.JOURNALS_URL
          ? journalRolesClient(createInternalClient(config.JOURNALS_URL, config.INTERNAL_TOKEN))
          : undefined,
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
