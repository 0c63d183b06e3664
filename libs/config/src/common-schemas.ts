import { z } from 'zod';

/** Reusable pieces of the configuration contract (docs/configuration.md). */
export const port = (fallback: number) => z.coerce.number().int().min(0).max(65535).default(fallback);

export const urlString = z.string().url();

export const eventBusKind = z.enum(['memory', 'redis', 'kafka']);

/** A PEM text given inline; `\n` escapes (common in env files) are turned into newlines. */
export const pem = z
  .string()
  .transform((value) => value.replace(/\\n/g, '\n'))
  .refine((value) => value.includes('-----BEGIN'), 'must be a PEM-encoded key');

export const commaList = z.string().transform((value) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean),
);

export const logLevel = z
  .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
  .default('info');

/**
 * Event delivery settings every service takes (docs/configuration.md): the Redis stream cap (approximate
 * MAXLEN, 0 keeps everything), the failures after which an outbox row is parked, and how long
 * processed_events rows are kept (longer than any redelivery).
 */
export const eventDeliverySettings = {
  EVENT_STREAM_MAXLEN: z.coerce.number().int().min(0).default(100_000),
  OUTBOX_MAX_ROW_FAILURES: z.coerce.number().int().positive().default(10),
  PROCESSED_EVENTS_RETENTION_DAYS: z.coerce.number().positive().default(7),
};

/** Picks the event bus: explicit EVENT_BUS wins, else redis when REDIS_URL is set, else in-process. */
export function resolveEventBus(
  explicit: z.infer<typeof eventBusKind> | undefined,
  redisUrl: string | undefined,
) {
  return explicit ?? (redisUrl ? 'redis' : 'memory');
}

/**
 * Metrics and traces (docs/configuration.md): every process serves `/metrics` on METRICS_PORT (never the
 * public port) bound to METRICS_HOST; traces are exported over OTLP/HTTP only when an endpoint is set.
 */
export const observabilitySettings = {
  /** false: no /metrics listener and no metric collection (benchmarks measure the difference). */
  METRICS_ENABLED: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  METRICS_PORT: port(9464),
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  OTEL_EXPORTER_OTLP_ENDPOINT: urlString.optional(),
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: urlString.optional(),
  OTEL_SERVICE_NAME: z.string().min(1).optional(),
  OTEL_TRACES_SAMPLER_ARG: z.coerce.number().min(0).max(1).default(1),
  OTEL_BSP_SCHEDULE_DELAY: z.coerce.number().int().min(1).default(5_000),
};
