import { performance } from 'node:perf_hooks';
import type { Redis } from 'ioredis';
import type { RequestHandler } from 'express';
import type { PlatformSettings } from '@journal/config';
import type { Logger } from '@journal/logger';
import {
  enableDefaultMetrics,
  kafkaBacklogReader,
  metricsEnabled,
  recordRequest,
  redisBacklogReader,
  routeTemplateOf,
  setMetricsEnabled,
  startMetricsServer,
  watchEvents,
  type MetricsServer,
} from '@journal/metrics';
import { endRequestSpan, initTracing, runInContext, startRequestSpan } from '@journal/tracing';

/** The configuration keys of libs/config observabilitySettings. */
export interface ObservabilityConfig {
  METRICS_ENABLED: boolean;
  METRICS_PORT: number;
  METRICS_HOST: string;
  OTEL_EXPORTER_OTLP_ENDPOINT?: string;
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT?: string;
  OTEL_SERVICE_NAME?: string;
  OTEL_TRACES_SAMPLER_ARG: number;
  OTEL_BSP_SCHEDULE_DELAY: number;
}

export interface Observability {
  /** Where `/metrics` answers (logged at start). */
  metricsUrl: string | undefined;
  tracing: boolean;
  /** Stops the listener and flushes the last spans; after the services stopped. */
  close(): Promise<void>;
}

/**
 * What every process starts first (runStandalone, the proxy gateway, the embedded composition): tracing
 * when an OTLP endpoint is set, Node's default metrics and the `/metrics` listener on METRICS_PORT.
 */
export async function startObservability(
  name: string,
  config: ObservabilityConfig,
  logger: Logger,
): Promise<Observability> {
  const tracing = initTracing({
    serviceName: config.OTEL_SERVICE_NAME ?? name,
    endpoint: config.OTEL_EXPORTER_OTLP_ENDPOINT,
    tracesEndpoint: config.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT,
    sampleRatio: config.OTEL_TRACES_SAMPLER_ARG,
    batchDelayMs: config.OTEL_BSP_SCHEDULE_DELAY,
  });
  setMetricsEnabled(config.METRICS_ENABLED);
  let server: MetricsServer | undefined;
  if (config.METRICS_ENABLED) {
    enableDefaultMetrics();
    try {
      server = await startMetricsServer({ port: config.METRICS_PORT, host: config.METRICS_HOST });
    } catch (error) {
      await tracing.shutdown();
      throw error;
    }
  }
  logger.debug({ metrics: server?.url ?? 'off', tracing: tracing.enabled }, 'observability started');
  return {
    metricsUrl: server?.url,
    tracing: tracing.enabled,
    async close() {
      await server?.close();
      await tracing.shutdown();
    },
  };
}

/**
 * The request middleware of every HTTP app (services and gateway): the duration histogram and the server
 * span, with one close listener and one route lookup between them (a request pays for each).
 */
export function observeRequests(): RequestHandler {
  return (req, res, next) => {
    const metrics = metricsEnabled();
    const traced = startRequestSpan(req);
    const span = traced?.span;
    if (metrics || span) {
      const started = performance.now();
      // `on`, not `once`: a response closes once, and once() wraps each listener in a bound function.
      res.on('close', () => {
        const route = routeTemplateOf(req, res);
        if (metrics) recordRequest(req.method, route, res.statusCode, (performance.now() - started) / 1000);
        if (span) endRequestSpan(span, req, res, route);
      });
    }
    if (traced?.context) runInContext(traced.context, next);
    else next();
  };
}

/**
 * Event metrics for the bus this process uses (buildAdapters): counters at the event hooks, outbox
 * backlog, and consumer pending/lag read from Redis Streams or Kafka at scrape time.
 */
export function watchEventMetrics(
  platform: PlatformSettings,
  redis: () => Redis | undefined,
  logger: Logger,
): () => Promise<void> {
  const kafka =
    platform.eventBus === 'kafka' && platform.kafkaBrokers
      ? kafkaBacklogReader(
          platform.kafkaBrokers
            .split(',')
            .map((b) => b.trim())
            .filter(Boolean),
        )
      : undefined;
  const client = platform.eventBus === 'redis' ? redis() : undefined;
  const backlog =
    kafka ?? (client ? redisBacklogReader(client, `${platform.redisPrefix}:events`) : undefined);
  let reported = false;
  const stop = watchEvents({
    backlog,
    onError: (error) => {
      if (reported) return;
      reported = true; // once: a scrape every 15 s must not flood the log while a dependency is down
      logger.warn(
        { err: error instanceof Error ? error.message : String(error) },
        'metrics: a backlog gauge could not be read',
      );
    },
  });
  return async () => {
    stop();
    await kafka?.close();
  };
}
