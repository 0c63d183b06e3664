import path from 'node:path';
import { z } from 'zod';
import { DAY_MS } from './utc-calendar';
import {
  eventBusKind,
  eventDeliverySettings,
  logLevel,
  observabilitySettings,
  pem,
  resolveEventBus,
  urlString,
} from './common-schemas';
import { parseConfig } from './parse-config';
import { DEFAULT_DATA_DIR } from './paths';

/** The one rule for the token services present to each other's `/internal` routes. */
export const internalToken = z.string().min(32, 'must be at least 32 characters');

/** Prefix of every Redis key this deployment writes (streams, queues, throttles, socket channels). */
export const redisPrefix = z
  .string()
  .regex(/^[A-Za-z0-9_.-]+(:[A-Za-z0-9_.-]+)*$/, 'letters, digits, _ . - separated by ":"')
  .default('journal');

export const DEFAULT_PUBLISHER_NAME = 'Lumina Journals';
/** Address part of the default sender; the display name is the publisher's (see mailFromFor). */
export const DEFAULT_MAIL_ADDRESS = 'no-reply@journal.local';
export const DEFAULT_MAIL_FROM = defaultMailFrom(DEFAULT_PUBLISHER_NAME);

/** `"Lumina Journals" <no-reply@journal.local>`: the publisher's name, quoted so commas and dots stay in it. */
export function defaultMailFrom(publisherName: string): string {
  return `"${publisherName.replace(/["\\\r\n]/g, '').trim()}" <${DEFAULT_MAIL_ADDRESS}>`;
}

/** MAIL_FROM when set; otherwise mail comes from the publisher by name (PUBLISHER_NAME). */
export function mailFromFor(config: { MAIL_FROM?: string; PUBLISHER_NAME?: string }): string {
  return config.MAIL_FROM ?? defaultMailFrom(config.PUBLISHER_NAME ?? DEFAULT_PUBLISHER_NAME);
}

/** Outgoing mail, read by the notification service and by the embedded composition. */
export const mailConfigShape = {
  SMTP_URL: urlString.optional(),
  /** Unset: derived from PUBLISHER_NAME by mailFromFor. */
  MAIL_FROM: z.string().min(1).optional(),
  PUBLISHER_NAME: z.string().min(1).default(DEFAULT_PUBLISHER_NAME),
  /** Reply-To of mails about no journal (and of a journal's mails when it has no contact); unset: none. */
  SITE_CONTACT_EMAIL: z.email().optional(),
};

/**
 * What every process reads the same way (docs/configuration.md). Each service's
 * schema extends this one and adds only its own keys, so a shared setting cannot drift between them.
 */
export const baseConfigSchema = z.object({
  HOST: z.string().default('0.0.0.0'),
  LOG_LEVEL: logLevel,
  /** Slow clients (docs/configuration.md): headers within 15 s, a JSON body within 30 s, no upload stalled 30 s. */
  HTTP_HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(15_000),
  HTTP_JSON_BODY_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(30_000),
  UPLOAD_IDLE_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(30_000),
  DATA_DIR: z.string().default(DEFAULT_DATA_DIR),
  DATABASE_URL: urlString,
  INTERNAL_TOKEN: internalToken,
  /** Public key(s) that verify identity's tokens; unset means DATA_DIR/keys/jwt-public.pem. */
  JWT_PUBLIC_KEY: pem.optional(),
  EVENT_BUS: eventBusKind.optional(),
  KAFKA_BROKERS: z.string().optional(),
  REDIS_URL: urlString.optional(),
  REDIS_PREFIX: redisPrefix,
  /**
   * Addresses whose X-Forwarded-For is believed (Express `trust proxy` list: loopback, uniquelocal,
   * CIDRs). Rate limits and login throttling count by the client address this yields.
   */
  TRUST_PROXY: z.string().trim().min(1).default('loopback'),
  S3_ENDPOINT: urlString.optional(),
  S3_ACCESS_KEY: z.string().optional(),
  S3_SECRET_KEY: z.string().optional(),
  S3_BUCKET: z.string().min(1).default('papers'),
  S3_REGION: z.string().min(1).default('us-east-1'),
  ...eventDeliverySettings,
  ...observabilitySettings,
});

export type BaseConfig = z.infer<typeof baseConfigSchema>;

/** A process's environment schema (a service descriptor names its own). */
export type ConfigSchema = z.ZodType;

/** Given when any S3 key is set; createStorage rejects an incomplete set with a clear message. */
export interface S3Settings {
  endpoint?: string;
  accessKey?: string;
  secretKey?: string;
  bucket: string;
  region: string;
}

/** The settings derived from the base keys, identical for every process given the same environment. */
export interface PlatformSettings {
  internalToken: string | undefined;
  /** Absolute DATA_DIR and its parts: keys/, files/, mail/. */
  dataDir: string;
  keysDir: string;
  filesDir: string;
  mailDir: string;
  eventBus: 'memory' | 'redis' | 'kafka';
  kafkaBrokers: string | undefined;
  /** Unset: in-process queues, throttles and notices (one instance). */
  redis: { url: string; prefix: string } | undefined;
  redisPrefix: string;
  /** Unset: files on local disk under filesDir. The bucket defaults to `papers`, the region to us-east-1. */
  s3: S3Settings | undefined;
  /** Event delivery: approximate stream MAXLEN (0 keeps all), outbox failures before parking, dedup retention. */
  streamMaxLen: number;
  outboxMaxRowFailures: number;
  processedEventsRetentionMs: number;
}

type BaseKeys = Omit<BaseConfig, 'DATABASE_URL' | 'INTERNAL_TOKEN'> & { INTERNAL_TOKEN?: string };

export function platformSettings(env: BaseKeys): PlatformSettings {
  const dataDir = path.resolve(env.DATA_DIR);
  return {
    internalToken: env.INTERNAL_TOKEN,
    dataDir,
    keysDir: path.join(dataDir, 'keys'),
    filesDir: path.join(dataDir, 'files'),
    mailDir: path.join(dataDir, 'mail'),
    eventBus: resolveEventBus(env.EVENT_BUS, env.REDIS_URL),
    kafkaBrokers: env.KAFKA_BROKERS,
    redis: env.REDIS_URL ? { url: env.REDIS_URL, prefix: env.REDIS_PREFIX } : undefined,
    redisPrefix: env.REDIS_PREFIX,
    s3:
      env.S3_ENDPOINT || env.S3_ACCESS_KEY || env.S3_SECRET_KEY
        ? {
            endpoint: env.S3_ENDPOINT,
            accessKey: env.S3_ACCESS_KEY,
            secretKey: env.S3_SECRET_KEY,
            bucket: env.S3_BUCKET,
            region: env.S3_REGION,
          }
        : undefined,
    streamMaxLen: env.EVENT_STREAM_MAXLEN,
    outboxMaxRowFailures: env.OUTBOX_MAX_ROW_FAILURES,
    processedEventsRetentionMs: env.PROCESSED_EVENTS_RETENTION_DAYS * DAY_MS,
  };
}

/** Parses a schema that extends the base one and adds the derived `platform` settings. */
export function loadServiceConfig<S extends z.ZodType<BaseKeys>>(
  service: string,
  schema: S,
  env: NodeJS.ProcessEnv,
): z.infer<S> & { platform: PlatformSettings } {
  const parsed = parseConfig(service, schema, env);
  return { ...parsed, platform: platformSettings(parsed) };
}
