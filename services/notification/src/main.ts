// Standalone notification process (distributed mode). runServer closes open WebSockets on SIGTERM, so
// clients reconnect to another instance while this one finishes its current event.
import { createInternalClient, runStandalone, journalRolesClient } from '@journal/http';
import { loadConfig } from './config';
import { createNotificationService } from './create-notification-service';
import { identityAuthorVerified } from './clients/identity-author-verified';
import { identityVerificationTokens } from './clients/identity-verification-tokens';
import { reviewLinkTokens } from './clients/review-link-tokens';

runStandalone(() => {
  const config = loadConfig();
  return {
    name: 'notification',
    config,
    async build(adapters, logger) {
      const identity = createInternalClient(config.IDENTITY_URL, config.INTERNAL_TOKEN);
      const instance = await createNotificationService({
        logger,
        pool: adapters.pool,
        bus: adapters.bus,
        redis: adapters.redis('queue'),
        redisPrefix: adapters.redisPrefix,
        verifier: adapters.verifier(),
        journalRoles: config.JOURNALS_URL
          ? journalRolesClient(createInternalClient(config.JOURNALS_URL, config.INTERNAL_TOKEN))
          : undefined,
        revocations: adapters.revocations(),
        verificationTokens: identityVerificationTokens(identity),
        authorVerified: identityAuthorVerified(identity),
        reviewLinks: reviewLinkTokens(createInternalClient(config.REVIEW_URL, config.INTERNAL_TOKEN)),
        mailer: adapters.mailer(),
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
        readLingerMs: config.NOTIFICATION_READ_LINGER_MS,
        consumers: config.NOTIFICATION_CONSUMERS,
        mailWorker: config.NOTIFICATION_MAIL_WORKER,
        maxSocketsPerUser: config.NOTIFICATION_MAX_SOCKETS_PER_USER,
        processedEventsRetentionMs: config.platform.processedEventsRetentionMs,
      });
      return { instance };
    },
  };
});
