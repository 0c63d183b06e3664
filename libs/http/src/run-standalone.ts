import { ConfigError } from '@journal/config';
import { createLogger } from '@journal/logger';
import { buildAdapters } from './build-adapters';
import { createServiceApp } from './create-service-app';
import { startObservability } from './observability';
import { startGated } from './start-gate';
import { runServer, serverTimeoutsFrom } from './run-server';
import { instanceOf, type ServiceDescriptor } from './service-descriptor';
import { peerUrlsFrom, serviceContext } from './service-context';

/**
 * Runs one service as its own process (distributed mode): its descriptor's configuration -> adapters
 * (buildAdapters, as the embedded composition) -> the descriptor's `build` (the same call the embedded
 * composition makes; other services at their `<NAME>_URL`) -> HTTP server with health routes ->
 * background work; SIGTERM/SIGINT drain and stop everything in order. A bad configuration exits 1 with
 * the message listing every bad key. Migrations are not run here (scripts/migrate.ts runs them once per
 * deploy).
 */
export function runStandalone<C>(descriptor: ServiceDescriptor<C>): void {
  const { name } = descriptor;
  const start = async () => {
    const config = descriptor.loadConfig();
    const logger = createLogger(name, { level: config.LOG_LEVEL });
    const observability = await startObservability(name, config, logger);
    const adapters = buildAdapters(config, { name, logger });
    const context = serviceContext({
      logger,
      adapters,
      platform: config.platform,
      internalToken: config.INTERNAL_TOKEN,
      peerUrl: peerUrlsFrom(config),
      singleProcess: false,
    });
    const { instance: builtInstance, describe } = instanceOf(await descriptor.build(config, context));
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
