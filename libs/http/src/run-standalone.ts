import { ConfigError } from '@journal/config';
import { createLogger, type Logger } from '@journal/logger';
import { createServiceApp } from './create-service-app';
import { runServer } from './run-server';
import type { ServiceInstance } from './service-instance';

export interface StandaloneService {
  instance: ServiceInstance;
  /** Closes the adapters `build` opened (bus, pool, Redis), after the service has stopped. */
  cleanup: (() => Promise<unknown>)[];
  /** Extra fields for the "listening" log line (adapters chosen, and so on). */
  describe?: Record<string, unknown>;
}

export interface StandaloneSpec {
  name: string;
  port: number;
  host?: string;
  logLevel: string;
  internalToken: string;
  /** TRUST_PROXY: addresses whose X-Forwarded-For is believed (default loopback). */
  trustProxy?: string;
  build(logger: Logger): Promise<StandaloneService>;
}

/**
 * Runs one service as its own process (distributed mode): configuration -> adapters -> service ->
 * HTTP server with health routes -> background work; SIGTERM/SIGINT drain and stop everything in
 * order. A bad configuration exits 1 with the message listing every bad key. Migrations are not run
 * here (scripts/migrate.ts runs them once per deploy).
 */
export function runStandalone(load: () => StandaloneSpec): void {
  const start = async () => {
    const spec = load();
    const logger = createLogger(spec.name, { level: spec.logLevel });
    const { instance, cleanup, describe } = await spec.build(logger);
    const app = createServiceApp({
      logger,
      instances: [instance],
      internalToken: spec.internalToken,
      trustProxy: spec.trustProxy,
    });
    const running = await runServer({
      handler: app,
      port: spec.port,
      host: spec.host,
      logger,
      handleSignals: true,
      beforeListen: instance.attach ? (server) => instance.attach!(server) : undefined,
      cleanup: [() => instance.stop(), ...cleanup.map((step) => async () => void (await step()))],
    });
    await instance.start();
    logger.info({ port: running.port, ...describe }, `${spec.name} service listening`);
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
