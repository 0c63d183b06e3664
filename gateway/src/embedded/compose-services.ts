import { createServer, type RequestListener, type Server } from 'node:http';
import type { TokenVerifier } from '@journal/auth';
import type { Pool } from '@journal/db';
import {
  buildAdapters,
  createServiceApp,
  instanceOf,
  serviceContext,
  type ServiceInstance,
} from '@journal/http';
import type { Logger } from '@journal/logger';
import type { GatewayConfig } from '../config';
import { SERVICES } from '../services';
import type { AdminCredentials } from './admin-credentials';

export interface ComposedServices {
  /** Every service, in start order (consumers before producers: gateway/src/services.ts). */
  instances: ServiceInstance[];
  startOrder: ServiceInstance[];
  /** Attaches what speaks more than HTTP (notification's Socket.IO) to the site's server. */
  attach(server: Server): void;
  internalUrl: string;
  /** The services' token verifier (and revocation list), for the gateway's own administrator route. */
  verifier(): TokenVerifier;
  /** Stops background work, then closes shared adapters, in dependency order. */
  close(): Promise<void>;
}

/** Listens on loopback before the services exist, so their internal clients know the address. */
async function startInternalListener(): Promise<{
  server: Server;
  url: string;
  setHandler(h: RequestListener): void;
}> {
  let handler: RequestListener = (_req, res) => {
    res.statusCode = 503;
    res.end();
  };
  const server = createServer((req, res) => handler(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { server, url: `http://127.0.0.1:${port}`, setHandler: (next) => (handler = next) };
}

/**
 * The services' configuration in one process: the gateway's (a superset of every service's keys) with the
 * site's public origin and the administrator's credentials (from the environment or DATA_DIR) filled in.
 */
export function embeddedServiceConfig(config: GatewayConfig, admin: AdminCredentials) {
  return {
    ...config,
    PUBLIC_URL: config.publicUrl,
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
  };
}

/**
 * Builds every service through its descriptor's `build`, the call each standalone main.ts makes too; here
 * one set of adapters serves them all and every other service is reached on the loopback listener.
 */
export async function composeServices(options: {
  config: GatewayConfig;
  pool: Pool;
  logger: Logger;
  admin: AdminCredentials;
  internalToken: string;
}): Promise<ComposedServices> {
  const { config, pool, logger, internalToken } = options;
  const adapters = buildAdapters(config, { name: 'journal-embedded', logger, pool, generateKeys: true });
  const internal = await startInternalListener();
  const context = serviceContext({
    logger,
    adapters,
    platform: config.platform,
    internalToken,
    peerUrl: () => internal.url,
    singleProcess: true,
  });
  const serviceConfig = embeddedServiceConfig(config, options.admin);
  const instances: ServiceInstance[] = [];
  for (const service of SERVICES)
    instances.push(instanceOf(await service.build(serviceConfig, context)).instance);
  logger.info({ adapters: adapters.describe() }, 'embedded services built');
  internal.setHandler(createServiceApp({ logger, instances, internalToken }));

  return {
    instances,
    startOrder: instances,
    attach(server) {
      for (const instance of instances) instance.attach?.(server);
    },
    internalUrl: internal.url,
    verifier: () => adapters.verifier(),
    async close() {
      // Producers first: their relays' last flush is handled by the consumers, which stop after them; only
      // then does the caller stop Postgres (at-least-once on Ctrl-C).
      for (const instance of [...instances].reverse()) {
        try {
          await instance.stop();
        } catch (error) {
          logger.error({ err: error, service: instance.name }, 'service did not stop cleanly');
        }
      }
      internal.server.closeAllConnections();
      await new Promise((resolve) => internal.server.close(resolve));
      await adapters.close(); // the pool is the caller's: closed after this
    },
  };
}
