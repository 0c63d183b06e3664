// Standalone journals process (distributed mode).
import { runStandalone } from '@journal/http';
import { loadConfig } from './config';
import { createJournalsService } from './create-journals-service';

runStandalone(() => {
  const config = loadConfig();
  return {
    name: 'journals',
    config,
    async build(adapters, logger) {
      const instance = await createJournalsService({
        logger,
        pool: adapters.pool,
        bus: adapters.bus,
        verifier: adapters.verifier(),
        storage: adapters.storage(),
        doiPrefix: config.DOI_PREFIX,
        relay: { maxRowFailures: config.platform.outboxMaxRowFailures },
      });
      return { instance };
    },
  };
});
