// Standalone admin process (distributed mode).
import { runStandalone } from '@journal/http';
import { loadConfig } from './config';
import { createAdminService } from './create-admin-service';

runStandalone('admin', loadConfig, ({ base, config, journalRoles, internal, processedEventsRetentionMs }) =>
  createAdminService({
    ...base,
    journalRoles,
    submission: internal(config.SUBMISSION_URL),
    notification: config.NOTIFICATION_URL ? internal(config.NOTIFICATION_URL) : undefined,
    review: config.REVIEW_URL ? internal(config.REVIEW_URL) : undefined,
    processedEventsRetentionMs,
  }),
);
