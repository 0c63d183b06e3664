// Standalone submission process (distributed mode).
import { createTokenVerifier, loadVerifierKeys } from '@journal/auth';
import { createPool } from '@journal/db';
import { createEventBus } from '@journal/events';
import { createInternalClient, runStandalone } from '@journal/http';
import { createStorage } from '@journal/storage';
import { DAY_MS } from '@journal/config';
import { loadConfig } from './config';
import { createSubmissionService } from './create-submission-service';

runStandalone(() => {
  const config = loadConfig();
  return {
    name: 'submission',
    port: config.PORT,
    host: config.HOST,
    logLevel: config.LOG_LEVEL,
    internalToken: config.INTERNAL_TOKEN,
    async build(logger) {
      const pool = createPool(config.DATABASE_URL, { applicationName: 'submission' });
      const bus = createEventBus({
        kind: config.eventBus,
        redisUrl: config.REDIS_URL,
        kafkaBrokers: config.KAFKA_BROKERS,
        logger,
        redis: { maxLen: config.EVENT_STREAM_MAXLEN },
      });
      const storage = createStorage({
        filesDir: config.filesDir,
        s3Endpoint: config.S3_ENDPOINT,
        s3AccessKey: config.S3_ACCESS_KEY,
        s3SecretKey: config.S3_SECRET_KEY,
        s3Bucket: config.S3_BUCKET,
        s3Region: config.S3_REGION,
      });
      const instance = await createSubmissionService({
        logger,
        pool,
        bus,
        storage,
        verifier: createTokenVerifier(
          loadVerifierKeys({ publicKeyPem: config.JWT_PUBLIC_KEY, keysDir: config.keysDir }),
        ),
        identity: createInternalClient(config.IDENTITY_URL, config.INTERNAL_TOKEN),
        relay: { maxRowFailures: config.OUTBOX_MAX_ROW_FAILURES },
        processedEventsRetentionMs: config.PROCESSED_EVENTS_RETENTION_DAYS * DAY_MS,
      });
      return {
        instance,
        cleanup: [() => bus.close(), () => pool.end()],
        describe: { eventBus: config.eventBus, storage: storage.kind },
      };
    },
  };
});
