// The notification service, described once (ADR 0038): the embedded composition and main.ts both build it
// here, with the same mail, consumer and socket settings from the same keys.
import { JOURNAL_STATE_EVENT_TYPES } from '@journal/events';
import { defineService } from '@journal/http';
import { identityAuthorVerified } from './clients/identity-author-verified';
import { identityVerificationTokens } from './clients/identity-verification-tokens';
import { reviewLinkTokens } from './clients/review-link-tokens';
import { loadConfig, notificationConfigSchema, type NotificationConfig } from './config';
import { createNotificationService } from './create-notification-service';
import { EDITOR_MAIL_EVENT_TYPES, EDITOR_MAILS_GROUP } from './events/editor-mails.handler';
import { JOURNALS_GROUP } from './events/journal-events.handler';
import { SITE_EVENT_TYPES, SITE_GROUP } from './events/site-events.handler';
import {
  EDITORIAL_EVENT_TYPES,
  EDITORIAL_GROUP,
  HANDLED_EVENT_TYPES,
  NOTIFICATION_GROUP,
  PASSWORD_RESET_EVENT_TYPES,
  PASSWORD_RESET_GROUP,
  PROOF_EVENT_TYPES,
  PROOF_GROUP,
  PUBLICATION_EVENT_TYPES,
  PUBLICATION_GROUP,
  VERIFICATION_EVENT_TYPES,
  VERIFICATION_GROUP,
} from './events/notification-events.handler';
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
  ],
  consumers: [
    { group: NOTIFICATION_GROUP, types: HANDLED_EVENT_TYPES },
    { group: PUBLICATION_GROUP, types: PUBLICATION_EVENT_TYPES },
    { group: VERIFICATION_GROUP, types: VERIFICATION_EVENT_TYPES },
    { group: EDITOR_MAILS_GROUP, types: EDITOR_MAIL_EVENT_TYPES },
    { group: EDITORIAL_GROUP, types: EDITORIAL_EVENT_TYPES },
    { group: PROOF_GROUP, types: PROOF_EVENT_TYPES },
    { group: PASSWORD_RESET_GROUP, types: PASSWORD_RESET_EVENT_TYPES },
    { group: JOURNALS_GROUP, types: JOURNAL_STATE_EVENT_TYPES },
    { group: SITE_GROUP, types: SITE_EVENT_TYPES },
  ],
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
