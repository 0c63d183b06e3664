// Standalone publishing process (distributed mode).
import { runStandalone, createInternalClient, journalRolesClient } from '@journal/http';
import { loadConfig, publishingSettingsOf } from './config';
import { createPublishingService } from './create-publishing-service';

runStandalone(() => {
  const config = loadConfig();
  return {
    name: 'publishing',
    config,
    async build(adapters, logger) {
      const instance = await createPublishingService({
        logger,
        pool: adapters.pool,
        bus: adapters.bus,
        verifier: adapters.verifier(),
        journalRoles: config.JOURNALS_URL
          ? journalRolesClient(createInternalClient(config.JOURNALS_URL, config.INTERNAL_TOKEN))
          : undefined,
        storage: adapters.storage(),
        redis: adapters.redis('queue'),
        redisPrefix: adapters.redisPrefix,
        settings: publishingSettingsOf(config, config.PUBLIC_URL),
        relay: { maxRowFailures: config.platform.outboxMaxRowFailures },
        processedEventsRetentionMs: config.platform.processedEventsRetentionMs,
      });
      return { instance };
    },
  };
});
