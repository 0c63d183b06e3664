// Standalone notification process (distributed mode). runServer closes open WebSockets on SIGTERM, so
// clients reconnect to another instance while this one finishes its current event.
import { runStandalone } from '@journal/http';
import { loadConfig } from './config';
import { createNotificationService } from './create-notification-service';
import { identityAuthorVerified } from './clients/identity-author-verified';
import { identityVerificationTokens } from './clients/identity-verification-tokens';
import { reviewLinkTokens } from './clients/review-link-tokens';

runStandalone(
  'notification',
  loadConfig,
  ({ base, config, adapters, journalRoles, internal, processedEventsRetentionMs }) => {
    const identity = internal(config.IDENTITY_URL);
    return createNotificationService({
      ...base,
      redis: adapters.redis('queue'),
      redisPrefix: adapters.redisPrefix,
      journalRoles,
      revocations: adapters.revocations(),
      verificationTokens: identityVerificationTokens(identity),
      authorVerified: identityAuthorVerified(identity),
      reviewLinks: reviewLinkTokens(internal(config.REVIEW_URL)),
      mailer: adapters.mailer(),
      settings: {
        publicUrl: config.PUBLIC_URL,
        publisherName: config.PUBLISHER_NAME,
        siteContactEmail: config.SITE_CONTACT_EMAIL,
      },
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
      anonymousHandshakesPerMinute: config.SOCKET_ANONYMOUS_HANDSHAKES_PER_MINUTE,
      socketAuthTimeoutMs: config.SOCKET_AUTH_TIMEOUT_MS,
      processedEventsRetentionMs,
    });
  },
);
