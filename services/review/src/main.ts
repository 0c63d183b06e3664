// Standalone review process (distributed mode).
import { runStandalone } from '@journal/http';
import { loadConfig } from './config';
import { createReviewService } from './create-review-service';

runStandalone(
  'review',
  loadConfig,
  ({ base, config, adapters, journalRoles, internal, relay, processedEventsRetentionMs }) =>
    createReviewService({
      ...base,
      journalRoles,
      submission: internal(config.SUBMISSION_URL),
      redis: adapters.redis('queue'),
      redisPrefix: adapters.redisPrefix,
      reminderDays: config.REVIEW_REMINDER_DAYS,
      relay,
      processedEventsRetentionMs,
    }),
);
