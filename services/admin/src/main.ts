// Standalone admin process (distributed mode).
import { createTokenVerifier, loadVerifierKeys } from '@journal/auth';
import { createPool } from '@journal/db';
import { createEventBus } from '@journal/events';
import { createInternalClient, runStandalone } from '@journal/http';
import { DAY_MS } from '@journal/config';
import { loadConfig } from './config';
import { createAdminService } from './create-admin-service';

runStandalone(() => {
  const config = loadConfig();
  return {
    name: 'admin',
    port: config.PORT,
    host: config.HOST,
    logLevel: config.LOG_LEVEL,
    internalToken: config.INTERNAL_TOKEN,
    async build(logger) {
      const pool = createPool(config.DATABASE_URL, { applicationName: 'admin' });
      const bus = createEventBus({
        kind: config.eventBus,
        redisUrl: config.REDIS_URL,
        kafkaBrokers: config.KAFKA_BROKERS,
        logger,
        redis: { maxLen: config.EVENT_STREAM_MAXLEN },
      });
      const instance = await createAdminService({
        logger,
        pool,
        bus,
        verifier: createTokenVerifier(
          loadVerifierKeys({ publicKeyPem: config.JWT_PUBLIC_KEY, keysDir: config.keysDir }),
        ),
        submission: createInternalClient(config.SUBMISSION_URL, config.INTERNAL_TOKEN),
        notification: config.NOTIFICATION_URL
          ? createInternalClient(config.NOTIFICATION_URL, config.INTERNAL_TOKEN)
          : undefined,
        processedEventsRetentionMs: config.PROCESSED_EVENTS_RETENTION_DAYS * DAY_MS,
      });
      return {
        instance,
        cleanup: [() => bus.close(), () => pool.end()],
        describe: { eventBus: config.eventBus },
      };
    },
  };
});
