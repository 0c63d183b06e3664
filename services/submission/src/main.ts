// Standalone submission process (distributed mode).
import { runStandalone } from '@journal/http';
import { loadConfig } from './config';
import { createSubmissionService } from './create-submission-service';

runStandalone(() => {
  const config = loadConfig();
  return {
    name: 'submission',
    config,
    async build(adapters, logger) {
      const instance = await createSubmissionService({
        logger,
        pool: adapters.pool,
        bus: adapters.bus,
        storage: adapters.storage(),
        verifier: adapters.verifier(),
        relay: { maxRowFailures: config.platform.outboxMaxRowFailures },
        processedEventsRetentionMs: config.platform.processedEventsRetentionMs,
      });
      return { instance };
    },
  };
});
