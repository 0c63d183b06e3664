import { z } from 'zod';
import {
  eventBusKind,
  eventDeliverySettings,
  logLevel,
  parseConfig,
  pem,
  port,
  resolveEventBus,
  urlString,
} from '@journal/config';

/** Standalone identity process configuration (docs/configuration.md). The only reader of process.env. */
const identityEnvSchema = z
  .object({
    PORT: port(3001),
    HOST: z.string().default('0.0.0.0'),
    LOG_LEVEL: logLevel,
    ...eventDeliverySettings,
    DATABASE_URL: urlString,
    REDIS_URL: urlString.optional(),
    EVENT_BUS: eventBusKind.optional(),
    KAFKA_BROKERS: z.string().optional(),
    JWT_PRIVATE_KEY: pem,
    JWT_PUBLIC_KEY: pem.optional(),
    ADMIN_EMAIL: z.email().default('admin@journal.local'),
    // Required standalone: the main administrator is created or updated from it at every start.
    ADMIN_PASSWORD: z
      .string()
      .min(12, 'must be at least 12 characters')
      .max(128, 'must be at most 128 characters'),
    GOOGLE_CLIENT_ID: z.string().optional(),
    GOOGLE_JWKS_URL: urlString.default('https://www.googleapis.com/oauth2/v3/certs'),
    PUBLIC_URL: urlString.optional(),
    INTERNAL_TOKEN: z.string().min(16, 'must be at least 16 characters'),
    SUBMISSION_URL: urlString.optional(),
  })
  .transform((env) => ({
    ...env,
    EVENT_BUS: resolveEventBus(env.EVENT_BUS, env.REDIS_URL),
    PUBLIC_URL: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
  }));

export type IdentityConfig = z.infer<typeof identityEnvSchema>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): IdentityConfig {
  return parseConfig('identity', identityEnvSchema, env);
}

export { identityEnvSchema };
