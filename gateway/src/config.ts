import path from 'node:path';
import { z } from 'zod';
import {
  DEFAULT_DATA_DIR,
  eventBusKind,
  eventDeliverySettings,
  parseConfig,
  pem,
  port,
  resolveEventBus,
} from '@journal/config';

const repoRoot = path.resolve(__dirname, '..', '..');

/** The whole configuration contract (DESIGN.md section 4) as the gateway and the embedded mode read it. */
export const gatewayConfigSchema = z.object({
  PORT: port(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default(DEFAULT_DATA_DIR),
  STATIC_DIR: z.string().default(path.join(repoRoot, 'frontend', 'dist')),
  DATABASE_URL: z.string().url().optional(),
  REDIS_URL: z.string().url().optional(),
  EVENT_BUS: eventBusKind.optional(),
  KAFKA_BROKERS: z.string().optional(),
  S3_ENDPOINT: z.string().url().optional(),
  S3_ACCESS_KEY: z.string().optional(),
  S3_SECRET_KEY: z.string().optional(),
  S3_BUCKET: z.string().default('papers'),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('Journal Publishing <no-reply@journal.local>'),
  ADMIN_EMAIL: z.string().email().default('admin@journal.local'),
  ADMIN_PASSWORD: z.string().min(12, 'must be at least 12 characters').max(128).optional(),
  JWT_PRIVATE_KEY: pem.optional(),
  JWT_PUBLIC_KEY: pem.optional(),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_JWKS_URL: z.string().url().optional(),
  PUBLIC_URL: z.string().url().optional(),
  PUBLISHER_NAME: z.string().default('Lumina Journals'),
  INTERNAL_TOKEN: z.string().min(32, 'must be at least 32 characters').optional(),
  IDENTITY_URL: z.string().url().optional(),
  SUBMISSION_URL: z.string().url().optional(),
  ADMIN_URL: z.string().url().optional(),
  NOTIFICATION_URL: z.string().url().optional(),
  /** Requests per minute per client IP on /api; 0 turns the limit off (load tests from one address). */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).default(600),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ...eventDeliverySettings,
});

export type GatewayConfig = z.infer<typeof gatewayConfigSchema> & {
  publicUrl: string;
  eventBus: 'memory' | 'redis' | 'kafka';
};

export function loadGatewayConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const parsed = parseConfig('gateway', gatewayConfigSchema, env);
  return {
    ...parsed,
    publicUrl: parsed.PUBLIC_URL ?? `http://localhost:${parsed.PORT}`,
    eventBus: resolveEventBus(parsed.EVENT_BUS, parsed.REDIS_URL),
  };
}
