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

/** Environment of a standalone submission process (DESIGN.md section 4, docs/conventions.md). */
export const submissionConfigSchema = z.object({
  PORT: port(3002),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().url(),
  INTERNAL_TOKEN: z.string().min(32, 'must be at least 32 characters'),
  IDENTITY_URL: z.string().url(),
  DATA_DIR: z.string().default('./.data'),
  JWT_PUBLIC_KEY: pem.optional(),
  EVENT_BUS: eventBusKind.optional(),
  REDIS_URL: z.string().url().optional(),
  KAFKA_BROKERS: z.string().optional(),
  S3_ENDPOINT: z.string().url().optional(),
  S3_ACCESS_KEY: z.string().optional(),
  S3_SECRET_KEY: z.string().optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().optional(),
  LOG_LEVEL: logLevel,
  ...eventDeliverySettings,
});

export type SubmissionConfig = z.infer<typeof submissionConfigSchema> & {
  eventBus: 'memory' | 'redis' | 'kafka';
  filesDir: string;
  keysDir: string;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): SubmissionConfig {
  const parsed = parseConfig('submission', submissionConfigSchema, env);
  const dataDir = path.resolve(parsed.DATA_DIR);
  return {
    ...parsed,
    // An S3 endpoint without a bucket name uses the platform default bucket.
    S3_BUCKET: parsed.S3_BUCKET ?? (parsed.S3_ENDPOINT ? 'papers' : undefined),
    eventBus: resolveEventBus(parsed.EVENT_BUS, parsed.REDIS_URL),
    filesDir: path.join(dataDir, 'files'),
    keysDir: path.join(dataDir, 'keys'),
  };
}
