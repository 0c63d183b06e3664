// The distributed gateway (proxy mode): one origin in front of the standalone services, with sticky
// Socket.IO sessions over several notification instances (docs/adr/0008). `npm start` runs
// embedded.main.ts instead; this is what docker-compose, k8s and `npm run start:cluster` run.
import type { Socket } from 'node:net';
import express from 'express';
import { z } from 'zod';
import { ConfigError, parseConfig, platformSettings } from '@journal/config';
import { peerUrlKey, runServer, serverTimeoutsFrom, startObservability } from '@journal/http';
import { createLogger } from '@journal/logger';
import { createGatewayApp, gatewayOptionsOf } from './app';
import { gatewayConfigSchema } from './config';
import { upstreamHealthRoutes } from './routes/proxy.routes';
import { proxyVerifier } from './routes/proxy-verifier';
import { SERVICES } from './services';

const required = (what: string) =>
  z.string({ error: `required in proxy mode: ${what}` }).url(`must be a URL (${what})`);

/** Proxy mode needs every service's base URL; NOTIFICATION_URL may list several instances. */
const proxyConfigSchema = gatewayConfigSchema.extend({
  IDENTITY_URL: required('the identity service base URL, e.g. http://127.0.0.1:3001'),
  SUBMISSION_URL: required('the submission service base URL, e.g. http://127.0.0.1:3002'),
  ADMIN_URL: required('the admin service base URL, e.g. http://127.0.0.1:3003'),
  NOTIFICATION_URL: z
    .string({
      error:
        'required in proxy mode: notification base URL(s), comma-separated, e.g. http://127.0.0.1:3004,http://127.0.0.1:3005',
    })
    .transform((value) =>
      value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().url('each entry must be a URL')).min(1, 'needs at least one URL')),
});

function loadProxyConfig(env: NodeJS.ProcessEnv) {
  return parseConfig('gateway', proxyConfigSchema, env);
}

async function main(): Promise<void> {
  const config = loadProxyConfig(process.env);
  const logger = createLogger('gateway', { level: config.LOG_LEVEL });
  const observability = await startObservability('gateway', config, logger);
  // Every service of gateway/src/services.ts at its `<NAME>_URL` (unset optional ones are not served).
  const urls = config as unknown as Record<string, string | undefined>;
  const targets = {
    identity: config.IDENTITY_URL,
    submission: config.SUBMISSION_URL,
    admin: config.ADMIN_URL,
    notification: config.NOTIFICATION_URL,
    publishing: config.PUBLISHING_URL,
    review: config.REVIEW_URL,
    journals: config.JOURNALS_URL,
    statistics: config.STATISTICS_URL,
  };
  for (const { name } of SERVICES)
    if (!(name in targets)) Object.assign(targets, { [name]: urls[peerUrlKey(name)] });
  const tokens = proxyVerifier({ ...config, platform: platformSettings(config) }, logger);
  const gateway = createGatewayApp({
    ...gatewayOptionsOf(config, logger, { mode: 'proxy', targets }),
    verifier: tokens.verifier,
  });
  // Probes first, so they bypass request logging, the rate limit and the SPA fallback.
  const root = express();
  root.disable('x-powered-by');
  root.use(upstreamHealthRoutes(targets));
  root.use(gateway.app);

  // Proxied WebSockets are detached from HTTP: server.close() would wait for them, so they are
  // closed at the signal (clients reconnect, through another gateway instance if there is one).
  const upgraded = new Set<Socket>();
  const running = await runServer({
    handler: root,
    port: config.PORT,
    host: config.HOST,
    logger,
    handleSignals: true,
    ...serverTimeoutsFrom(config),
    cleanup: [() => tokens.close(), () => observability.close()],
    beforeListen: (server) =>
      server.on('upgrade', (req, socket: Socket, head: Buffer) => {
        upgraded.add(socket);
        socket.once('close', () => upgraded.delete(socket));
        gateway.onUpgrade!(req, socket, head);
      }),
  });
  for (const signal of ['SIGTERM', 'SIGINT'] as const)
    process.once(signal, () => {
      for (const socket of upgraded) socket.destroy();
    });
  logger.info(
    {
      port: running.port,
      notificationInstances: targets.notification.length,
      metrics: observability.metricsUrl,
      tracing: observability.tracing,
    },
    'gateway listening (proxy mode)',
  );
}

main().catch((error: unknown) => {
  process.stderr.write(
    `${error instanceof ConfigError ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
