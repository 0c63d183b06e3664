// Publishing's public pages as the benchmark servers serve them (articles-bench.server.ts,
// usage-bench.server.ts): the real public router on an ephemeral port, a throwaway token key, files on disk.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import { createTokenVerifier, generateKeyPair, parsePublicKeys } from '@journal/auth';
import { DEFAULT_TRUST_PROXY } from '@journal/http';
import { createLogger } from '@journal/logger';
import { DiskStorage } from '@journal/storage';
import { createPublishingService, type PublishingServiceDeps } from '../src';

export interface PublicPagesSite {
  baseUrl: string;
  /** Stops the service, then the listener (open connections closed). */
  stop(): Promise<void>;
}

export async function servePublicPages(
  options: Pick<PublishingServiceDeps, 'pool' | 'bus' | 'usage'> & {
    logLevel: 'silent' | 'warn';
    /** The storage's folder, under the system's temporary folder. */
    filesFolder: string;
    /** As a service behind the gateway (createServiceApp): the reader's address from X-Forwarded-For. */
    behindGateway?: boolean;
  },
): Promise<PublicPagesSite> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const service = await createPublishingService({
    logger: createLogger('bench', { level: options.logLevel }),
    pool: options.pool,
    bus: options.bus,
    verifier: createTokenVerifier(parsePublicKeys(generateKeyPair().publicKeyPem)),
    storage: new DiskStorage({ rootDir: path.join(os.tmpdir(), options.filesFolder) }),
    settings: { publicUrl: baseUrl, doiPrefix: '10.5555' },
    usage: options.usage,
  });
  const app = express();
  if (options.behindGateway) app.set('trust proxy', DEFAULT_TRUST_PROXY);
  app.use(service.publicRouter);
  server.on('request', app);
  return {
    baseUrl,
    async stop() {
      await service.stop();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
