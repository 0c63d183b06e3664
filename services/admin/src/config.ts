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

/** Environment of a standalone admin process (DESIGN.md section 4, docs/conventions.md). */
export const adminConfigSchema = z.object({
  PORT: port(3003),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().url(),
  INTERNAL_TOKEN: z.string().min(32, 'must be at least 32 characters'),
  SUBMISSION_URL: z.string().url(),
  /** One notification instance, asked for a submission's mail status; unset: those routes answer 503. */
  NOTIFICATION_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('./.data'),
  JWT_PUBLIC_KEY: pem.optional(),
  EVENT_BUS: eventBusKind.optional(),
  REDIS_URL: z.string().url().optional(),
  KAFKA_BROKERS: z.string().optional(),
  LOG_LEVEL: logLevel,
  ...eventDeliverySettings,
});

export type AdminConfig = z.infer<typeof adminConfigSchema> & {
  eventBus: 'memory' | 'redis' | 'kafka';
  keysDir: string;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AdminConfig {
  const parsed = parseConfig('admin', adminConfigSchema, env);
  return {
    ...parsed,
    eventBus: resolveEventBus(parsed.EVENT_BUS, parsed.REDIS_URL),
    keysDir: path.join(path.resolve(parsed.DATA_DIR), 'keys'),
  };
}
