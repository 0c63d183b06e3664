import path from 'node:path';
import { z } from 'zod';
import {
  eventBusKind,
  eventDeliverySettings,
  logLevel,
  parseConfig,
  pem,
  port,
  resolveEventBus,
} from '@journal/config';

const repoRoot = path.resolve(__dirname, '..', '..', '..');

/** Environment of a standalone notification process (DESIGN.md section 4). */
export const notificationConfigSchema = z.object({
  PORT: port(3004),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default(path.join(repoRoot, '.data')),
  DATABASE_URL: z.string().url(),
  REDIS_URL: z.string().url().optional(),
  EVENT_BUS: eventBusKind.optional(),
  KAFKA_BROKERS: z.string().optional(),
  /** Public key(s) that verify identity's tokens; unset means DATA_DIR/keys/jwt-public.pem. */
  JWT_PUBLIC_KEY: pem.optional(),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('Journal Publishing <no-reply@journal.local>'),
  /** The site URL the mails link to (the gateway's origin, not this process). */
  PUBLIC_URL: z.string().url().default('http://localhost:8080'),
  PUBLISHER_NAME: z.string().min(1).default('Lumina Journals'),
  INTERNAL_TOKEN: z.string().min(32, 'must be at least 32 characters'),
  LOG_LEVEL: logLevel,
  /** Durable mail: first retry delay, its cap, and attempts (unset: enough to cover 24 hours). */
  MAIL_RETRY_INITIAL_MS: z.coerce.number().int().positive().default(2_000),
  MAIL_RETRY_MAX_MS: z.coerce.number().int().positive().default(900_000),
  MAIL_MAX_ATTEMPTS: z.coerce.number().int().positive().optional(),
  /** A mail left 'sending' this long is taken to belong to a dead worker and is tried again. */
  MAIL_SENDING_LEASE_MS: z.coerce.number().int().positive().default(120_000),
  MAIL_RECONCILE_INTERVAL_MS: z.coerce.number().int().positive().default(60_000),
  ...eventDeliverySettings,
});

export type NotificationConfig = z.infer<typeof notificationConfigSchema> & {
  eventBus: 'memory' | 'redis' | 'kafka';
  /** `.eml` files land here when SMTP_URL is unset. */
  mailDir: string;
  keysDir: string;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): NotificationConfig {
  const parsed = parseConfig('notification', notificationConfigSchema, env);
  return {
    ...parsed,
    eventBus: resolveEventBus(parsed.EVENT_BUS, parsed.REDIS_URL),
    mailDir: path.join(parsed.DATA_DIR, 'mail'),
    keysDir: path.join(parsed.DATA_DIR, 'keys'),
  };
}
