import { ConfigError } from '@journal/config';
import { createLogger, type Logger } from '@journal/logger';
import { buildAdapters, type AdapterConfig, type ServiceAdapters } from './build-adapters';
import { createServiceApp } from './create-service-app';
import { startObservability, type ObservabilityConfig } from './observability';
import { runServer } from './run-server';
import type { ServiceInstance } from './service-instance';

export interface StandaloneService {
  instance: ServiceInstance;
  /** Extra fields for the "listening" log line. */
  describe?: Record<string, unknown>;
}

/** The keys every service config has (libs/config baseConfigSchema) that the runner reads. */
export interface StandaloneConfig extends AdapterConfig, ObservabilityConfig {
  PORT: number;
  HOST: string;
  LOG_LEVEL: string;
  INTERNAL_TOKEN: string;
  DATABASE_URL: string;
  /** Addresses whose X-Forwarded-For is believed (default loopback). */
  TRUST_PROXY?: string;
}

export interface StandaloneSpec {
  name: string;
  config: StandaloneConfig;
  /** Builds the service from its adapters (buildAdapters); the runner closes them after stop. */
  build(adapters: ServiceAdapters, logger: Logger): Promise<StandaloneService>;
}

/**
 * Runs one service as its own process (distributed mode): configuration -> adapters (buildAdapters,
 * the same function the embedded composition uses) -> service -> HTTP server with health routes ->
 * background work; SIGTERM/SIGINT drain and stop everything in order. A bad configuration exits 1
 * with the message listing every bad key. Migrations are not run here (scripts/migrate.ts runs them
 * once per deploy).
 */
export function runStandalone(load: () => StandaloneSpec): void {
  const start = async () => {
    const spec = load();
    const { config } = spec;
    const logger = createLogger(spec.name, { level: config.LOG_LEVEL });
    const observability = await startObservability(spec.name, config, logger);
    const adapters = buildAdapters(config, { name: spec.name, logger });
    const { instance, describe } = await spec.build(adapters, logger);
    const app = createServiceApp({
      logger,
      instances: [instance],
      internalToken: config.INTERNAL_TOKEN,
      trustProxy: config.TRUST_PROXY,
    });
    const running = await runServer({
      handler: app,
      port: config.PORT,
      host: config.HOST,
      logger,
      handleSignals: true,
      beforeListen: instance.attach ? (server) => instance.attach!(server) : undefined,
      cleanup: [() => instance.stop(), () => adapters.close(), () => observability.close()],
    });
    await instance.start();
    logger.info(
      {
        port: running.port,
        metrics: observability.metricsUrl,
        tracing: observability.tracing,
        adapters: adapters.describe(),
        ...describe,
      },
      `${spec.name} service listening`,
    );
  };
  start().catch((error: unknown) => {
    const message =
      error instanceof ConfigError
        ? error.message
        : error instanceof Error
          ? (error.stack ?? error.message)
          : String(error);
    process.stderr.write(`${message}\n`);
    process.exit(1);
  });
}
