// Standalone publishing process (distributed mode).
import { runStandalone } from '@journal/http';
import { loadConfig, publishingSettingsOf } from './config';
import { createPublishingService } from './create-publishing-service';

runStandalone(
  'publishing',
  loadConfig,
  ({ base, config, adapters, journalRoles, internal, relay, processedEventsRetentionMs }) =>
    createPublishingService({
      ...base,
      journalRoles,
      submission: config.SUBMISSION_URL ? internal(config.SUBMISSION_URL) : undefined,
      identity: config.IDENTITY_URL ? internal(config.IDENTITY_URL) : undefined,
      statistics: config.STATISTICS_URL ? internal(config.STATISTICS_URL) : undefined,
      storage: adapters.storage(),
      redis: adapters.redis('queue'),
      redisPrefix: adapters.redisPrefix,
      settings: publishingSettingsOf(config, config.PUBLIC_URL),
      relay,
      processedEventsRetentionMs,
    }),
);
