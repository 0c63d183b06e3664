import path from 'node:path';
import { z } from 'zod';
import { eventBusKind, internalToken, logLevel, parseConfig, pem, redisPrefix } from '@journal/config';

export const repoRoot = path.resolve(__dirname, '..', '..');

/**
 * What `npm run start:cluster` reads (docs/configuration.md). Every process gets only its own slice of
 * it (cluster-plan.ts), so secrets such as JWT_PRIVATE_KEY reach only the process that needs them.
 */
export const clusterConfigSchema = z
  .object({
    DATABASE_URL: z.string().url().default('postgres://postgres@127.0.0.1:5432/journal_cluster'),
    REDIS_URL: z.string().url().default('redis://127.0.0.1:6379'),
    REDIS_PREFIX: redisPrefix,
    EVENT_BUS: eventBusKind.default('redis'),
    KAFKA_BROKERS: z.string().optional(),
    DATA_DIR: z.string().default(path.join(repoRoot, '.data', 'cluster')),
    /** Gateway port; BASE_PORT moves it too unless PORT is given. */
    PORT: z.coerce.number().int().min(1).max(65535).optional(),
    /** gateway = BASE_PORT, identity +1, submission +2, admin +3, notification +4, +5, ... */
    BASE_PORT: z.coerce.number().int().min(1024).max(65000).optional(),
    NOTIFICATION_INSTANCES: z.coerce.number().int().min(1).max(8).default(2),
    /** Gateway bind address; the services always listen on loopback where their config allows it. */
    HOST: z.string().default('0.0.0.0'),
    PUBLIC_URL: z.string().url().optional(),
    ADMIN_EMAIL: z.string().email().default('admin@journal.local'),
    ADMIN_PASSWORD: z.string().min(12, 'must be at least 12 characters').max(128).optional(),
    JWT_PRIVATE_KEY: pem.optional(),
    JWT_PUBLIC_KEY: pem.optional(),
    INTERNAL_TOKEN: internalToken.optional(),
    SMTP_URL: z.string().url().optional(),
    MAIL_FROM: z.string().optional(),
    PUBLISHER_NAME: z.string().optional(),
    REVIEW_REMINDER_DAYS: z.coerce.number().int().min(1).optional(),
    GOOGLE_CLIENT_ID: z.string().optional(),
    S3_ENDPOINT: z.string().url().optional(),
    S3_ACCESS_KEY: z.string().optional(),
    S3_SECRET_KEY: z.string().optional(),
    S3_BUCKET: z.string().optional(),
    S3_REGION: z.string().optional(),
    STATIC_DIR: z.string().optional(),
    RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).optional(),
    PUBLIC_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).optional(),
    /** Identity's registrations per client address and hour (0 = off, for load tests); its default when unset. */
    REGISTRATIONS_PER_HOUR: z.coerce.number().int().min(0).optional(),
    LOG_LEVEL: logLevel,
    /** Traces of every process go to this OTLP/HTTP collector (each process names itself). */
    OTEL_EXPORTER_OTLP_ENDPOINT: z.string().url().optional(),
    OTEL_BSP_SCHEDULE_DELAY: z.coerce.number().int().min(1).optional(),
    /** Where each process's /metrics listens (loopback by default; ports in clusterPorts). */
    METRICS_HOST: z.string().optional(),
    /** Profile every child: `node --cpu-prof --cpu-prof-dir=<dir>` (a .cpuprofile per process at its stop). */
    CPU_PROF_DIR: z.string().optional(),
    READY_TIMEOUT_MS: z.coerce.number().int().min(1000).default(90_000),
    STOP_TIMEOUT_MS: z.coerce.number().int().min(1000).default(20_000),
    /** First delay before restarting a child that exited unexpectedly; doubles per quick failure. */
    RESTART_BACKOFF_MS: z.coerce.number().int().min(0).default(500),
    RESTART_BACKOFF_MAX_MS: z.coerce.number().int().min(0).default(30_000),
    /** A child that stayed up this long starts again from the first delay after its next exit. */
    RESTART_STABLE_MS: z.coerce.number().int().min(0).default(60_000),
  })
  .superRefine((env, ctx) => {
    if (env.EVENT_BUS === 'kafka' && !env.KAFKA_BROKERS)
      ctx.addIssue({ code: 'custom', path: ['KAFKA_BROKERS'], message: 'required when EVENT_BUS=kafka' });
    if (env.JWT_PUBLIC_KEY && !env.JWT_PRIVATE_KEY)
      ctx.addIssue({
        code: 'custom',
        path: ['JWT_PRIVATE_KEY'],
        message: 'required when JWT_PUBLIC_KEY is set',
      });
  });

export type ClusterEnv = z.infer<typeof clusterConfigSchema>;

export interface ClusterPorts {
  gateway: number;
  /** `/metrics` of each process by name (gateway, identity, ..., notification-1, ...): service port + 20 + i. */
  metrics: Record<string, number>;
  identity: number;
  submission: number;
  admin: number;
  notification: number[];
  /** After the at most 8 notification instances. */
  publishing: number;
  /** The review service (issue 12), after publishing. */
  review: number;
  /** The journals service (issue 28), after review. */
  journals: number;
  /** The statistics service (ADR 0040), after journals. */
  statistics: number;
}

export interface ClusterConfig extends ClusterEnv {
  ports: ClusterPorts;
  publicUrl: string;
}

export function clusterPorts(
  env: Pick<ClusterEnv, 'PORT' | 'BASE_PORT' | 'NOTIFICATION_INSTANCES'>,
): ClusterPorts {
  const base = env.BASE_PORT;
  const service = base === undefined ? 3000 : base;
  const notification = Array.from({ length: env.NOTIFICATION_INSTANCES }, (_, i) => service + 4 + i);
  const processes = [
    'gateway',
    'identity',
    'submission',
    'admin',
    'publishing',
    'review',
    'journals',
    ...notification.map((_, i) => `notification-${i + 1}`),
    // Last, so the other processes' metrics ports stay where they were before it existed.
    'statistics',
  ];
  return {
    gateway: env.PORT ?? base ?? 8080,
    metrics: Object.fromEntries(processes.map((name, i) => [name, service + 20 + i])),
    identity: service + 1,
    submission: service + 2,
    admin: service + 3,
    notification,
    publishing: service + 12,
    review: service + 13,
    journals: service + 14,
    statistics: service + 15,
  };
}

export function loadClusterConfig(env: NodeJS.ProcessEnv): ClusterConfig {
  const parsed = parseConfig('start:cluster', clusterConfigSchema, env);
  const ports = clusterPorts(parsed);
  return {
    ...parsed,
    DATA_DIR: path.resolve(parsed.DATA_DIR),
    ports,
    publicUrl: parsed.PUBLIC_URL ?? `http://localhost:${ports.gateway}`,
  };
}
