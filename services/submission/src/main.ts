// Standalone submission process (distributed mode).
import { runStandalone, createInternalClient, journalRolesClient } from '@journal/http';
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
        journalRoles: config.JOURNALS_URL
          ? journalRolesClient(createInternalClient(config.JOURNALS_URL, config.INTERNAL_TOKEN))
          : undefined,
        relay: { maxRowFailures: config.platform.outboxMaxRowFailures },
        processedEventsRetentionMs: config.platform.processedEventsRetentionMs,
      });
      return { instance };
    },
  };
});
