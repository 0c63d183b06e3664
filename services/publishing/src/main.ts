// Standalone publishing process (distributed mode).
import { runStandalone } from '@journal/http';
import { loadConfig } from './config';
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
        settings: { publicUrl: config.PUBLIC_URL, doiPrefix: config.DOI_PREFIX },
        processedEventsRetentionMs: config.platform.processedEventsRetentionMs,
      });
      return { instance };
    },
  };
});
