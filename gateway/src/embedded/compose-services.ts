import { createServer, type RequestListener, type Server } from 'node:http';
import path from 'node:path';
import { Redis } from 'ioredis';
import { createTokenSigner, createTokenVerifier, loadSigningKeys } from '@journal/auth';
import type { Pool } from '@journal/db';
import { DAY_MS } from '@journal/config';
import { createEventBus, type EventBus } from '@journal/events';
import { createInternalClient, createServiceApp, type ServiceInstance } from '@journal/http';
import type { Logger } from '@journal/logger';
import { createMailer } from '@journal/mail';
import { createStorage } from '@journal/storage';
import { createAdminService } from '@journal/admin';
import { createHttpSubmissionsReader, createIdentityService } from '@journal/identity';
import { createNotificationService, type NotificationService } from '@journal/notification';
import { createSubmissionService } from '@journal/submission';
import type { GatewayConfig } from '../config';
import type { AdminCredentials } from './admin-credentials';

export interface ComposedServices {
  instances: ServiceInstance[];
  /** Consumers before producers (notification, admin, submission, identity). */
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

/** Builds the four services with the adapters the configuration selects (embedded defaults otherwise). */
export async function composeServices(options: {
  config: GatewayConfig;
  pool: Pool;
  logger: Logger;
  admin: AdminCredentials;
  internalToken: string;
}): Promise<ComposedServices> {
  const { config, pool, logger, internalToken } = options;
  const keys = loadSigningKeys({
    privateKeyPem: config.JWT_PRIVATE_KEY,
    publicKeyPem: config.JWT_PUBLIC_KEY,
    keysDir: path.join(config.DATA_DIR, 'keys'),
  });
  if (!keys.privateKey) throw new Error('JWT_PRIVATE_KEY is required when JWT_PUBLIC_KEY is set');
  const verifier = createTokenVerifier(keys.publicKeys);
  const bus: EventBus = createEventBus({
    kind: config.eventBus,
    redisUrl: config.REDIS_URL,
    kafkaBrokers: config.KAFKA_BROKERS,
    logger,
    redis: { maxLen: config.EVENT_STREAM_MAXLEN },
  });
  // BullMQ needs a client that retries forever; login throttling must fail fast instead of hanging.
  const redis = config.REDIS_URL ? new Redis(config.REDIS_URL, { maxRetriesPerRequest: null }) : undefined;
  const throttleRedis = config.REDIS_URL
    ? new Redis(config.REDIS_URL, { maxRetriesPerRequest: 1, commandTimeout: 2000 })
    : undefined;
  const storage = createStorage({
    filesDir: path.join(config.DATA_DIR, 'files'),
    s3Endpoint: config.S3_ENDPOINT,
    s3AccessKey: config.S3_ACCESS_KEY,
    s3SecretKey: config.S3_SECRET_KEY,
    s3Bucket: config.S3_ENDPOINT ? config.S3_BUCKET : undefined,
  });
  const mailer = createMailer({
    smtpUrl: config.SMTP_URL,
    mailDir: path.join(config.DATA_DIR, 'mail'),
    from: config.MAIL_FROM,
  });

  const internal = await startInternalListener();
  const client = createInternalClient(internal.url, internalToken);

  const identity = await createIdentityService({
    logger: logger.child({ service: 'identity' }),
    pool,
    bus,
    redis: throttleRedis,
    verifier,
    signer: createTokenSigner(keys.privateKey),
    publicUrl: config.publicUrl,
    admin: { email: options.admin.email, password: options.admin.password },
    google: { clientId: config.GOOGLE_CLIENT_ID, jwksUrl: config.GOOGLE_JWKS_URL },
    submissions: createHttpSubmissionsReader(internal.url, internalToken),
    outboxMaxRowFailures: config.OUTBOX_MAX_ROW_FAILURES,
  });
  const submission = await createSubmissionService({
    logger,
    pool,
    bus,
    verifier,
    storage,
    identity: client,
    relay: { maxRowFailures: config.OUTBOX_MAX_ROW_FAILURES },
    processedEventsRetentionMs: config.PROCESSED_EVENTS_RETENTION_DAYS * DAY_MS,
  });
  const admin = await createAdminService({
    logger: logger.child({ service: 'admin' }),
    pool,
    bus,
    verifier,
    submission: client,
    notification: client,
    processedEventsRetentionMs: config.PROCESSED_EVENTS_RETENTION_DAYS * DAY_MS,
  });
  const notification = await createNotificationService({
    logger,
    pool,
    bus,
    verifier,
    mailer,
    redis,
    settings: { publicUrl: config.publicUrl, publisherName: config.PUBLISHER_NAME },
    processedEventsRetentionMs: config.PROCESSED_EVENTS_RETENTION_DAYS * DAY_MS,
  });
  const instances: ServiceInstance[] = [identity, submission, admin, notification];
  internal.setHandler(createServiceApp({ logger, instances, internalToken }));

  return {
    instances,
    startOrder: [notification, admin, submission, identity],
    notification,
    internalUrl: internal.url,
    async close() {
      // Producers first (identity, submission): their relays' last flush is handled by the consumers,
      // which stop after them; only then does the caller stop Postgres (at-least-once on Ctrl-C).
      for (const instance of [identity, submission, admin, notification]) {
        try {
          await instance.stop();
        } catch (error) {
          logger.error({ err: error, service: instance.name }, 'service did not stop cleanly');
        }
      }
      internal.server.closeAllConnections();
      await new Promise((resolve) => internal.server.close(resolve));
      await bus.close();
      await redis?.quit().catch(() => undefined);
      await throttleRedis?.quit().catch(() => undefined);
    },
  };
}
