import { createServer, type RequestListener, type Server } from 'node:http';
import type { Pool } from '@journal/db';
import {
  buildAdapters,
  createInternalClient,
  createServiceApp,
  journalRolesClient,
  type ServiceInstance,
} from '@journal/http';
import type { Logger } from '@journal/logger';
import { createAdminService } from '@journal/admin';
import {
  createHttpSubmissionsReader,
  createIdentityService,
  registrationSettingsOf,
} from '@journal/identity';
import {
  createNotificationService,
  identityAuthorVerified,
  identityVerificationTokens,
  reviewLinkTokens,
  type NotificationService,
} from '@journal/notification';
import { createJournalsService } from '@journal/journals-service';
import { createPublishingService, publishingSettingsOf } from '@journal/publishing';
import { createReviewService } from '@journal/review';
import { createStatisticsService } from '@journal/statistics';
import { createSubmissionService } from '@journal/submission';
import type { GatewayConfig } from '../config';
import type { AdminCredentials } from './admin-credentials';

export interface ComposedServices {
  instances: ServiceInstance[];
  /** Consumers before producers (notification, admin, statistics, publishing, submission, review, journals, identity). */
  startOrder: ServiceInstance[];
  notification: NotificationService;
  internalUrl: string;
  /** Stops background work, then closes shared adapters, in dependency order. */
  close(): Promise<void>;
}

/** Listens on loopback before the services exist, so their internal clients know the address. */
async function startInternalListener(): Promise<{
  server: Server;
  url: string;
  setHandler(h: RequestListener): void;
}> {
  let handler: RequestListener = (_req, res) => {
    res.statusCode = 503;
    res.end();
  };
  const server = createServer((req, res) => handler(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { server, url: `http://127.0.0.1:${port}`, setHandler: (next) => (handler = next) };
}

/** Builds the services with the adapters the configuration selects (embedded defaults otherwise). */
export async function composeServices(options: {
  config: GatewayConfig;
  pool: Pool;
  logger: Logger;
  admin: AdminCredentials;
  internalToken: string;
}): Promise<ComposedServices> {
  const { config, pool, logger, internalToken } = options;
  // The same builder every standalone main.ts uses; here one set of adapters serves all four services.
  const adapters = buildAdapters(config, { name: 'journal-embedded', logger, pool, generateKeys: true });
  const verifier = adapters.verifier();
  const bus = adapters.bus;

  const internal = await startInternalListener();
  const client = createInternalClient(internal.url, internalToken);
  // Editors' journal roles (issue 28): every service asks the journals service per request (ADR 0031).
  const journalRoles = journalRolesClient(client);
  // What every service is built with, and what those with an outbox relay and consumers take besides.
  const base = { logger, pool, bus, verifier };
  const retention = { processedEventsRetentionMs: config.platform.processedEventsRetentionMs };
  const outbox = { relay: { maxRowFailures: config.platform.outboxMaxRowFailures }, ...retention };

  const identity = await createIdentityService({
    ...base,
    logger: logger.child({ service: 'identity' }),
    redis: adapters.redis('throttle'),
    redisPrefix: adapters.redisPrefix,
    revocations: adapters.revocations(),
    signer: adapters.signer(),
    publicUrl: config.publicUrl,
    admin: { email: options.admin.email, password: options.admin.password },
    google: { clientId: config.GOOGLE_CLIENT_ID, jwksUrl: config.GOOGLE_JWKS_URL },
    submissions: createHttpSubmissionsReader(internal.url, internalToken),
    journalRoles,
    outboxMaxRowFailures: config.platform.outboxMaxRowFailures,
    // One process: without ALTCHA_HMAC_KEY a random key per start signs the challenges.
    registration: registrationSettingsOf(config, { generateKey: true }),
  });
  const submission = await createSubmissionService({
    ...base,
    journalRoles,
    storage: adapters.storage(),
    ...outbox,
  });
  const admin = await createAdminService({
    ...base,
    logger: logger.child({ service: 'admin' }),
    journalRoles,
    submission: client,
    notification: client,
    review: client,
    ...retention,
  });
  const notification = await createNotificationService({
    ...base,
    revocations: adapters.revocations(),
    verificationTokens: identityVerificationTokens(client),
    authorVerified: identityAuthorVerified(client),
    journalRoles,
    reviewLinks: reviewLinkTokens(client),
    mailer: adapters.mailer(),
    redis: adapters.redis('queue'),
    redisPrefix: adapters.redisPrefix,
    settings: {
      publicUrl: config.publicUrl,
      publisherName: config.PUBLISHER_NAME,
      siteContactEmail: config.SITE_CONTACT_EMAIL,
    },
    ...retention,
    maxSocketsPerUser: config.NOTIFICATION_MAX_SOCKETS_PER_USER,
    anonymousHandshakesPerMinute: config.SOCKET_ANONYMOUS_HANDSHAKES_PER_MINUTE,
    socketAuthTimeoutMs: config.SOCKET_AUTH_TIMEOUT_MS,
  });
  const publishing = await createPublishingService({
    ...base,
    storage: adapters.storage(),
    redis: adapters.redis('queue'),
    redisPrefix: adapters.redisPrefix,
    journalRoles,
    submission: client,
    identity: client,
    statistics: client,
    settings: publishingSettingsOf(config, config.publicUrl),
    ...outbox,
  });
  const review = await createReviewService({
    ...base,
    journalRoles,
    submission: client,
    redis: adapters.redis('queue'),
    redisPrefix: adapters.redisPrefix,
    reminderDays: config.REVIEW_REMINDER_DAYS,
    ...outbox,
  });
  const journals = await createJournalsService({
    ...base,
    storage: adapters.storage(),
    doiPrefix: config.DOI_PREFIX,
    ...outbox,
  });
  // Statistics (ADR 0040): usage counts from publishing's article.used events, SUSHI.
  const statistics = await createStatisticsService({
    ...base,
    settings: { publisherName: config.PUBLISHER_NAME },
    ...retention,
  });
  // Journals before admin: its /api/admin/journals, /catalogue and /pages routes are its own. Statistics
  // before publishing: /api/articles/most-read would otherwise be publishing's /api/articles/:id.
  const instances: ServiceInstance[] = [
    identity,
    submission,
    review,
    journals,
    admin,
    notification,
    statistics,
    publishing,
  ];
  logger.info({ adapters: adapters.describe() }, 'embedded services built');
  internal.setHandler(createServiceApp({ logger, instances, internalToken }));

  return {
    instances,
    startOrder: [notification, admin, statistics, publishing, submission, review, journals, identity],
    notification,
    internalUrl: internal.url,
    async close() {
      // Producers first: their relays' last flush is handled by the consumers, which stop after them
      // (publishing's article events go to notification, so it stops before notification); only then does
      // the caller stop Postgres (at-least-once on Ctrl-C).
      for (const instance of [
        identity,
        journals,
        submission,
        review,
        publishing,
        statistics,
        admin,
        notification,
      ]) {
        try {
          await instance.stop();
        } catch (error) {
          logger.error({ err: error, service: instance.name }, 'service did not stop cleanly');
        }
      }
      internal.server.closeAllConnections();
      await new Promise((resolve) => internal.server.close(resolve));
      await adapters.close(); // the pool is the caller's: closed after this
    },
  };
}
