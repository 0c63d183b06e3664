// Standalone admin process (distributed mode).
import { createInternalClient, runStandalone, journalRolesClient } from '@journal/http';
import { loadConfig } from './config';
import { createAdminService } from './create-admin-service';

runStandalone(() => {
  const config = loadConfig();
  return {
    name: 'admin',
    config,
    async build(adapters, logger) {
      const instance = await createAdminService({
        logger,
        pool: adapters.pool,
        bus: adapters.bus,
        verifier: adapters.verifier(),
        journalRoles: config.JOURNALS_URL
          ? journalRolesClient(createInternalClient(config.JOURNALS_URL, config.INTERNAL_TOKEN))
          : undefined,
        submission: createInternalClient(config.SUBMISSION_URL, config.INTERNAL_TOKEN),
        notification: config.NOTIFICATION_URL
          ? createInternalClient(config.NOTIFICATION_URL, config.INTERNAL_TOKEN)
          : undefined,
        review: config.REVIEW_URL
          ? createInternalClient(config.REVIEW_URL, config.INTERNAL_TOKEN)
          : undefined,
        processedEventsRetentionMs: config.platform.processedEventsRetentionMs,
      });
      return { instance };
    },
  };
});
