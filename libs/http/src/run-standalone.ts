import type { EditorialRoles } from '@journal/auth';
import { ConfigError } from '@journal/config';
import { createLogger } from '@journal/logger';
import { buildAdapters, type AdapterConfig, type ServiceAdapters } from './build-adapters';
import { createServiceApp } from './create-service-app';
import { createInternalClient, type InternalClient } from './internal-client';
import { journalRolesClient } from './journal-roles.client';
import { startObservability, type ObservabilityConfig } from './observability';
import { startGated } from './start-gate';
import { runServer, serverTimeoutsFrom } from './run-server';
import type { ServiceBaseDeps } from './service-deps';
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
  /** The journals service, asked for a non-administrator's journal roles (ADR 0031); unset: none. */
  JOURNALS_URL?: string;
  /** Slow clients (run-server.ts, body-stall.ts); defaults apply when unset. */
  HTTP_HEADERS_TIMEOUT_MS?: number;
  HTTP_JSON_BODY_TIMEOUT_MS?: number;
  UPLOAD_IDLE_TIMEOUT_MS?: number;
}

/** What a service's `main.ts` builds its instance from: its specifics are all main.ts holds. */
export interface StandaloneContext<C extends StandaloneConfig> {
  config: C;
  /** buildAdapters' result; the runner closes them after the service stopped. */
  adapters: ServiceAdapters;
  /** The options every service's create function takes: the process logger, pool, bus and token verifier. */
  base: ServiceBaseDeps;
  /** A non-administrator's journal roles from the journals service (JOURNALS_URL; undefined without it). */
  journalRoles: EditorialRoles | undefined;
  /** The outbox relay's settings (config.platform). */
  relay: { maxRowFailures: number };
  /** How long processed_events rows are kept (config.platform). */
  processedEventsRetentionMs: number;
  /** A client of another service's `/internal` routes (INTERNAL_TOKEN). */
  internal(url: string): InternalClient;
}

/**
 * Runs one service as its own process (distributed mode): configuration -> adapters (buildAdapters,
 * the same function the embedded composition uses) -> service -> HTTP server with health routes ->
 * background work; SIGTERM/SIGINT drain and stop everything in order. A bad configuration exits 1
 * with the message listing every bad key. Migrations are not run here (scripts/migrate.ts runs them
 * once per deploy).
 */
export function runStandalone<C extends StandaloneConfig>(
  name: string,
  loadConfig: () => C,
  build: (context: StandaloneContext<C>) => Promise<ServiceInstance | StandaloneService>,
): void {
  const start = async () => {
    const config = loadConfig();
    const logger = createLogger(name, { level: config.LOG_LEVEL });
    const observability = await startObservability(name, config, logger);
    const adapters = buildAdapters(config, { name, logger });
    const internal = (url: string) => createInternalClient(url, config.INTERNAL_TOKEN);
    const built = await build({
      config,
      adapters,
      base: { logger, pool: adapters.pool, bus: adapters.bus, verifier: adapters.verifier() },
      journalRoles: config.JOURNALS_URL ? journalRolesClient(internal(config.JOURNALS_URL)) : undefined,
      relay: { maxRowFailures: config.platform.outboxMaxRowFailures },
      processedEventsRetentionMs: config.platform.processedEventsRetentionMs,
      internal,
    });
    const { instance: builtInstance, describe } =
      'instance' in built ? built : { instance: built, describe: undefined };
    const instance = startGated(builtInstance);
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
      ...serverTimeoutsFrom(config),
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
      `${name} service listening`,
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
