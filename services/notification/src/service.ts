// The notification service, described once (ADR 0038): the embedded composition and main.ts both build it
// here, with the same mail, consumer and socket settings from the same keys.
import { defineService } from '@journal/http';
import { identityAuthorVerified } from './clients/identity-author-verified';
import { identityVerificationTokens } from './clients/identity-verification-tokens';
import { reviewLinkTokens } from './clients/review-link-tokens';
import { identityOrcidInvitations } from './clients/identity-orcid-invitations';
import { publishingProofLinks } from './clients/publishing-proof-links';
import { loadConfig, notificationConfigSchema, type NotificationConfig } from './config';
import { createNotificationService, NOTIFICATION_CONSUMERS } from './create-notification-service';
import { MIGRATIONS_DIR, SCHEMA } from './repositories/schema';
import { SOCKET_PATH } from './routes/realtime/realtime-server';

/** The keys `build` reads: the standalone configuration and the gateway's (embedded) both have them. */
type BuildConfig = Pick<
  NotificationConfig,
  | 'PUBLIC_URL'
  | 'PUBLISHER_NAME'
  | 'SITE_CONTACT_EMAIL'
  | 'MAIL_RETRY_INITIAL_MS'
  | 'MAIL_RETRY_MAX_MS'
  | 'MAIL_MAX_ATTEMPTS'
  | 'MAIL_SENDING_LEASE_MS'
  | 'MAIL_RECONCILE_INTERVAL_MS'
  | 'NOTIFICATION_READ_LINGER_MS'
  | 'NOTIFICATION_CONSUMERS'
  | 'NOTIFICATION_MAIL_WORKER'
  | 'NOTIFICATION_MAX_SOCKETS_PER_USER'
  | 'SOCKET_ANONYMOUS_HANDSHAKES_PER_MINUTE'
  | 'SOCKET_AUTH_TIMEOUT_MS'
>;

export const notificationService = defineService<BuildConfig>({
  name: 'notification',
  db: { schema: SCHEMA, migrations: MIGRATIONS_DIR },
  routes: [
    // Engine.IO's polling and WebSocket upgrade (the gateway's sticky balancer, ADR 0008).
    { prefix: SOCKET_PATH.replace(/\/$/, ''), methods: ['GET', 'POST'], via: 'socket.io' },
    // A journal's wording of its mails: notification renders them (ADR 0037).
    { prefix: '/api/admin/journals/:slug/mail-templates', methods: ['GET', 'PUT', 'POST', 'DELETE'] },
    // The publisher's wording, inherited by every journal without its own (issue 44 item 3).
    { prefix: '/api/admin/publisher/mail-templates', methods: ['GET', 'PUT', 'POST', 'DELETE'] },
    // The site's own mails (password reset, address verification): the administrator's wording (issue 42).
    { prefix: '/api/admin/site/mail-templates', methods: ['GET', 'PUT', 'POST', 'DELETE'] },
  ],
  consumers: NOTIFICATION_CONSUMERS,
  configSchema: notificationConfigSchema,
  loadConfig,
  build: (config, context) => {
    const identity = context.requiredPeer('identity');
    return createNotificationService({
      ...context.consumerDeps,
      redis: context.adapters.redis('queue'),
      redisPrefix: context.adapters.redisPrefix,
      journalRoles: context.journalRoles,
      revocations: context.adapters.revocations(),
      verificationTokens: identityVerificationTokens(identity),
      authorVerified: identityAuthorVerified(identity),
      reviewLinks: reviewLinkTokens(context.requiredPeer('review')),
      proofLinks: publishingProofLinks(context.requiredPeer('publishing')),
      orcidInvitations: identityOrcidInvitations(identity),
      mailer: context.adapters.mailer(),
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
    });
  },
});
