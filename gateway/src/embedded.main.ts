// The embedded default (`npm start`): every service and the gateway in one process (ADR 0003).
import { randomBytes } from 'node:crypto';
import { createPool } from '@journal/db';
import { runServer, serverTimeoutsFrom, startObservability, type ServiceInstance } from '@journal/http';
import { createLogger } from '@journal/logger';
import { createGatewayApp, gatewayOptionsOf } from './app';
import { loadGatewayConfig } from './config';
import { resolveAdminCredentials } from './embedded/admin-credentials';
import { composeServices } from './embedded/compose-services';
import { describeError } from './embedded/describe-error';
import { resolveDatabase } from './embedded/embedded-database';
import { migrateAll } from './embedded/migrate-all';
import { inProcessReadiness } from './routes/readiness';

// Started by `npm start` (scripts/start.mjs) with an IPC channel: when that process dies, even of
// `kill -9`, the channel closes and the site shuts down as on SIGTERM (its Postgres with it).
if (process.channel) {
  process.channel.unref();
  process.once('disconnect', () => process.kill(process.pid, 'SIGTERM'));
}

async function main(): Promise<void> {
  const config = loadGatewayConfig();
  const logger = createLogger('journal', { level: config.LOG_LEVEL });
  // One /metrics listener for the whole site (METRICS_PORT, loopback unless METRICS_HOST says otherwise).
  const observability = await startObservability('journal', config, logger);
  const database = await resolveDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.platform.dataDir,
    logger,
  });
  const cleanup: (() => Promise<void>)[] = [];
  try {
    await migrateAll(database.url, logger);
    const pool = createPool(database.url, { max: 20, applicationName: 'journal-embedded' });
    const admin = resolveAdminCredentials({
      email: config.ADMIN_EMAIL,
      password: config.ADMIN_PASSWORD,
      dataDir: config.platform.dataDir,
    });
    const services = await composeServices({
      config,
      pool,
      logger,
      admin,
      internalToken: config.INTERNAL_TOKEN ?? randomBytes(32).toString('hex'),
    });
    cleanup.push(services.close, () => pool.end());
    if (database.stop) cleanup.push(database.stop);
    cleanup.push(() => observability.close()); // last: the final spans are flushed after everything stopped

    // The server listens before the services start (Socket.IO attaches to it first): /api/health stays
    // 503 until every start() has run, identity's (which stores the administrator) last.
    const started = new Set<ServiceInstance>();
    const gateway = createGatewayApp({
      ...gatewayOptionsOf(config, logger, { mode: 'in-process', instances: services.instances }),
      readiness: inProcessReadiness(services.instances, (instance) => started.has(instance)),
      verifier: services.verifier,
    });
    const running = await runServer({
      handler: gateway.app,
      port: config.PORT,
      host: config.HOST,
      logger,
      handleSignals: true,
      ...serverTimeoutsFrom(config),
      beforeListen: (server) => services.attach(server),
      cleanup,
    });
    // Consumers first, producers last: every group subscribes before any relay publishes leftover rows.
    for (const instance of services.startOrder) {
      await instance.start();
      started.add(instance);
    }
    process.stdout.write(
      `\nJournal platform running at http://localhost:${running.port}\n` +
        `  data:  ${config.platform.dataDir}\n` +
        `  admin: ${admin.email} (password from ${admin.source})\n` +
        `  mails: ${config.SMTP_URL ? 'sent through SMTP_URL' : `written as .eml files under ${config.platform.dataDir}/mail`}\n` +
        `  metrics: ${observability.metricsUrl ?? 'off'} (not on the site port)${observability.tracing ? ', traces exported over OTLP' : ''}\n` +
        `Press Ctrl-C to stop.\n\n`,
    );
  } catch (error) {
    for (const step of cleanup.reverse()) await step().catch(() => undefined);
    if (database.stop && !cleanup.includes(database.stop)) await database.stop().catch(() => undefined);
    throw error;
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`Could not start: ${describeError(error)}\n`);
  process.exit(1);
});
