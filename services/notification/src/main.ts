// Standalone notification process (distributed mode). runServer closes open WebSockets on SIGTERM, so
// clients reconnect to another instance while this one finishes its current event.
import Redis from 'ioredis';
import { createTokenVerifier, loadVerifierKeys } from '@journal/auth';
import { createPool } from '@journal/db';
import { createEventBus } from '@journal/events';
import { runStandalone } from '@journal/http';
import { createMailer, redactSmtpUrl } from '@journal/mail';
import { DAY_MS } from '@journal/config';
import { loadConfig } from './config';
import { createNotificationService } from './create-notification-service';

runStandalone(() => {
  const config = loadConfig();
  return {
    name: 'notification',
    port: config.PORT,
    host: config.HOST,
    logLevel: config.LOG_LEVEL,
    internalToken: config.INTERNAL_TOKEN,
    async build(logger) {
      const pool = createPool(config.DATABASE_URL, { applicationName: 'notification' });
      const redis = config.REDIS_URL
        ? new Redis(config.REDIS_URL, { maxRetriesPerRequest: 3, connectionName: 'notification' })
        : undefined;
      redis?.on('error', (err: Error) => logger.warn({ err: err.message }, 'redis connection error'));
      const bus = createEventBus({
        kind: config.eventBus,
        redisUrl: config.REDIS_URL,
        kafkaBrokers: config.KAFKA_BROKERS,
        logger,
        redis: { maxLen: config.EVENT_STREAM_MAXLEN },
      });
      const instance = await createNotificationService({
        logger,
        pool,
        bus,
        redis,
        verifier: createTokenVerifier(
          loadVerifierKeys({ publicKeyPem: config.JWT_PUBLIC_KEY, keysDir: config.keysDir }),
        ),
        mailer: createMailer({ smtpUrl: config.SMTP_URL, mailDir: config.mailDir, from: config.MAIL_FROM }),
        settings: { publicUrl: config.PUBLIC_URL, publisherName: config.PUBLISHER_NAME },
        mailQueue: {
          backoffMs: config.MAIL_RETRY_INITIAL_MS,
          maxDelayMs: config.MAIL_RETRY_MAX_MS,
          attempts: config.MAIL_MAX_ATTEMPTS,
        },
        mailDelivery: {
          sendingLeaseMs: config.MAIL_SENDING_LEASE_MS,
          reconcileIntervalMs: config.MAIL_RECONCILE_INTERVAL_MS,
          reconcileGraceMs: config.MAIL_RECONCILE_INTERVAL_MS,
        },
        processedEventsRetentionMs: config.PROCESSED_EVENTS_RETENTION_DAYS * DAY_MS,
      });
      return {
        instance,
        cleanup: [() => bus.close(), () => pool.end(), async () => redis?.quit()],
        describe: {
          eventBus: config.eventBus,
          mail: config.SMTP_URL ? redactSmtpUrl(config.SMTP_URL) : config.mailDir,
        },
      };
    },
  };
});
