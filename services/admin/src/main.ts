// Standalone admin process (distributed mode).
import { createTokenVerifier, loadVerifierKeys } from '@journal/auth';
import { createPool } from '@journal/db';
import { createEventBus } from '@journal/events';
import { createInternalClient, runStandalone } from '@journal/http';
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
      });
      return {
        instance,
        cleanup: [() => bus.close(), () => pool.end()],
        describe: { eventBus: config.eventBus },
      };
    },
  };
});
