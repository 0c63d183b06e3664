import { Redis, type RedisOptions } from 'ioredis';
import {
  createSessionRevocations,
  createTokenSigner,
  createTokenVerifier,
  loadSigningKeys,
  loadVerifierKeys,
  type SessionRevocations,
  type TokenSigner,
  type TokenVerifier,
} from '@journal/auth';
import { mailFromFor, type PlatformSettings } from '@journal/config';
import { createPool, type Pool } from '@journal/db';
import { createEventBus, type InspectableEventBus } from '@journal/events';
import type { Logger } from '@journal/logger';
import { createMailer, redactSmtpUrl, type Mailer } from '@journal/mail';
import { createStorage, type FileStorage } from '@journal/storage';
import { watchEventMetrics } from './observability';

/** The configuration keys adapters are built from: the base schema's, plus the optional extras. */
export interface AdapterConfig {
  DATABASE_URL?: string;
  JWT_PUBLIC_KEY?: string;
  /** Identity and the embedded composition sign tokens; everyone else only verifies. */
  JWT_PRIVATE_KEY?: string;
  SMTP_URL?: string;
  MAIL_FROM?: string;
  /** Names the sender when MAIL_FROM is unset. */
  PUBLISHER_NAME?: string;
  platform: PlatformSettings;
}

/**
 * The two Redis roles, one set of options each. Queues and streams wait out an outage (BullMQ
 * requires maxRetriesPerRequest: null); throttles fail fast so a login never hangs on Redis.
 */
export const REDIS_ROLE_OPTIONS = {
  queue: { maxRetriesPerRequest: null },
  throttle: { maxRetriesPerRequest: 1, commandTimeout: 2_000 },
} satisfies Record<string, RedisOptions>;
export type RedisRole = keyof typeof REDIS_ROLE_OPTIONS;

export interface ServiceAdapters {
  readonly pool: Pool;
  readonly bus: InspectableEventBus;
  /** REDIS_PREFIX: every Redis key of the deployment starts with it. */
  readonly redisPrefix: string;
  /** Checks signatures and the revocation list (`revocations`). */
  verifier(): TokenVerifier;
  /**
   * Sessions ended before their tokens expire: over Redis (`<prefix>:revoked-sessions`) when REDIS_URL
   * is set, so every process hears of a logout within a second; in memory otherwise (one process).
   */
  revocations(): SessionRevocations;
  /** Needs JWT_PRIVATE_KEY, or `generateKeys` (embedded: a pair kept under DATA_DIR/keys). */
  signer(): TokenSigner;
  /** A Redis client for `role`, or undefined without REDIS_URL (in-process fallbacks). */
  redis(role: RedisRole): Redis | undefined;
  storage(): FileStorage;
  mailer(): Mailer;
  /** What was chosen, for the start-up log line. */
  describe(): Record<string, unknown>;
  /** Closes what this built (bus, Redis clients, its own pool), after the services have stopped. */
  close(): Promise<void>;
}

export interface BuildAdaptersOptions {
  /** Process or composition name: the Postgres application_name and the Redis connection name. */
  name: string;
  logger: Logger;
  /** A pool owned by the caller (embedded: its migrated database); otherwise one from DATABASE_URL. */
  pool?: Pool;
  /** Generate the signing pair under DATA_DIR/keys when JWT keys are not configured (embedded only). */
  generateKeys?: boolean;
}

function memo<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}

/**
 * Builds a service's adapters from its configuration: the one place where settings become
 * clients, used by every `main.ts` and by the embedded composition. Everything but the pool and
 * the bus is made on first use, so a service opens only the connections it needs.
 */
export function buildAdapters(config: AdapterConfig, options: BuildAdaptersOptions): ServiceAdapters {
  const { platform } = config;
  const { logger, name } = options;
  const ownPool = !options.pool;
  if (!options.pool && !config.DATABASE_URL) throw new Error(`${name}: DATABASE_URL is required`);
  const pool = options.pool ?? createPool(config.DATABASE_URL!, { applicationName: name });
  const bus = createEventBus({
    kind: platform.eventBus,
    redisUrl: platform.redis?.url,
    kafkaBrokers: platform.kafkaBrokers,
    logger,
    redis: { prefix: `${platform.redisPrefix}:events`, maxLen: platform.streamMaxLen },
  });

  const signingKeys = memo(() =>
    loadSigningKeys({
      privateKeyPem: config.JWT_PRIVATE_KEY,
      publicKeyPem: config.JWT_PUBLIC_KEY,
      keysDir: options.generateKeys ? platform.keysDir : undefined,
    }),
  );
  const signs = Boolean(config.JWT_PRIVATE_KEY || options.generateKeys);
  let revocationsOpened = false;
  const revocations = memo(() => {
    revocationsOpened = true;
    return createSessionRevocations({ redis: redis('throttle'), keyPrefix: platform.redisPrefix, logger });
  });
  const verifier = memo(() =>
    createTokenVerifier(
      signs
        ? signingKeys().publicKeys
        : loadVerifierKeys({ publicKeyPem: config.JWT_PUBLIC_KEY, keysDir: platform.keysDir }),
      { revocations: revocations() },
    ),
  );
  const signer = memo(() => {
    if (!signs) throw new Error(`${name}: JWT_PRIVATE_KEY is required to sign tokens`);
    const keys = signingKeys();
    if (!keys.privateKey) throw new Error('JWT_PRIVATE_KEY is required when JWT_PUBLIC_KEY is set');
    return createTokenSigner(keys.privateKey);
  });

  const clients = new Map<RedisRole, Redis>();
  const redis = (role: RedisRole): Redis | undefined => {
    if (!platform.redis) return undefined;
    let client = clients.get(role);
    if (!client) {
      client = new Redis(platform.redis.url, {
        ...REDIS_ROLE_OPTIONS[role],
        connectionName: `${name}-${role}`,
      });
      client.on('error', (err: Error) => logger.warn({ err: err.message, role }, 'redis connection error'));
      clients.set(role, client);
    }
    return client;
  };
  const storage = memo(() =>
    createStorage({
      filesDir: platform.filesDir,
      s3Endpoint: platform.s3?.endpoint,
      s3AccessKey: platform.s3?.accessKey,
      s3SecretKey: platform.s3?.secretKey,
      s3Bucket: platform.s3 ? platform.s3.bucket : undefined,
      s3Region: platform.s3?.region,
    }),
  );
  const mailer = memo(() =>
    createMailer({
      smtpUrl: config.SMTP_URL,
      mailDir: platform.mailDir,
      from: mailFromFor(config),
    }),
  );

  const stopEventMetrics = watchEventMetrics(platform, () => redis('queue'), logger);

  const adapters: ServiceAdapters = {
    pool,
    bus,
    redisPrefix: platform.redisPrefix,
    verifier,
    revocations,
    signer,
    redis,
    storage,
    mailer,
    describe: () => ({
      eventBus: platform.eventBus,
      redis: platform.redis ? { prefix: platform.redisPrefix, roles: [...clients.keys()] } : 'none',
      dataDir: platform.dataDir,
      storage: platform.s3 ? `s3 ${platform.s3.endpoint ?? ''}/${platform.s3.bucket}` : platform.filesDir,
      mail: config.SMTP_URL ? redactSmtpUrl(config.SMTP_URL) : platform.mailDir,
    }),
    async close() {
      await stopEventMetrics();
      await bus.close();
      if (revocationsOpened) await revocations().close();
      for (const client of clients.values()) await client.quit().catch(() => undefined);
      if (ownPool) await pool.end();
    },
  };
  return adapters;
}
