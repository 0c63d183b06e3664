import { createPrivateKey, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import {
  createTokenSigner,
  createTokenVerifier,
  generateKeyPair,
  parsePublicKeys,
  type TokenSigner,
} from '@journal/auth';
import { runMigrations } from '@journal/db';
import { MemoryEventBus } from '@journal/events';
import { createInternalClient, createServiceApp, type ServiceInstance } from '@journal/http';
import { createLogger } from '@journal/logger';
import * as publishing from '@journal/publishing';
import { DiskStorage } from '@journal/storage';
import { createTestDatabase, type TestDatabase } from '@journal/testing';
import { createStatisticsService, MIGRATIONS_DIR, SCHEMA } from '../../src';

export { eventually } from '@journal/testing';
// The papers and their events, as the publishing service's tests write them.
export {
  created,
  journalEvent,
  paper,
  statusChanged,
} from '../../../publishing/test/support/publishing-harness';

const silentLogger = createLogger('test', { level: 'silent' });

/**
 * The statistics service and the publishing service that records the uses it counts, on one real database
 * (two schemas, migrated in migrate-all's order) and one in-memory bus, served as the embedded gateway
 * mounts them: statistics' routes first, publishing's internal calls to statistics over HTTP.
 */
export interface StatisticsHarness {
  db: TestDatabase;
  bus: MemoryEventBus;
  statistics: ServiceInstance;
  publishing: ServiceInstance;
  baseUrl: string;
  /** Publishing's file storage (galleys, production files). */
  storage: DiskStorage;
  /** The token internal calls carry (`/internal/*`). */
  internalToken: string;
  /** Signs admin and author tokens both services accept. */
  signer: TokenSigner;
  close(): Promise<void>;
}

export async function startStatisticsSite(
  settings: { usage?: publishing.PublishingServiceDeps['usage'] } = {},
): Promise<StatisticsHarness> {
  const db = await createTestDatabase();
  const filesDir = await mkdtemp(path.join(os.tmpdir(), 'statistics-files-'));
  const pair = generateKeyPair();
  const signer = createTokenSigner(createPrivateKey(pair.privateKeyPem));
  const verifier = createTokenVerifier(parsePublicKeys(pair.publicKeyPem));
  await runMigrations({ databaseUrl: db.url, schema: publishing.SCHEMA, dir: publishing.MIGRATIONS_DIR });
  await runMigrations({ databaseUrl: db.url, schema: SCHEMA, dir: MIGRATIONS_DIR });
  const bus = new MemoryEventBus({ retry: { initialDelayMs: 20, maxDelayMs: 200 } });
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const internalToken = randomUUID();
  const base = { logger: silentLogger, pool: db.pool, bus, verifier };
  const storage = new DiskStorage({ rootDir: filesDir });
  const statistics = await createStatisticsService({
    ...base,
    settings: { publisherName: 'Lumina Journals' },
    now: settings.usage?.now,
  });
  const publishingService = await publishing.createPublishingService({
    ...base,
    storage,
    statistics: createInternalClient(baseUrl, internalToken),
    relay: { pollIntervalMs: 50 },
    usage: settings.usage,
    settings: {
      publicUrl: baseUrl,
      doiPrefix: '10.5555',
      publisherName: 'Lumina Journals',
      adminEmail: 'editor@journal.local',
    },
  });
  // Tests give readers their addresses by X-Forwarded-For, as the gateway does (trust proxy: loopback).
  const app = createServiceApp({
    logger: silentLogger,
    instances: [statistics, publishingService],
    internalToken,
  });
  server.on('request', app);
  await statistics.start();
  await publishingService.start();
  return {
    db,
    bus,
    statistics,
    publishing: publishingService,
    baseUrl,
    storage,
    internalToken,
    signer,
    async close() {
      await publishingService.stop();
      await statistics.stop();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await db.drop();
      await rm(filesDir, { recursive: true, force: true });
    },
  };
}
