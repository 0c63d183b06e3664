import { createPrivateKey, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { runMigrations } from '@journal/db';
import { errorMiddleware } from '@journal/errors';
import { createEvent, MemoryEventBus, type CoAuthorPayload, type EventEnvelope } from '@journal/events';
import type { JournalSection } from '@journal/journals';
import type { ServiceInstance } from '@journal/http';
import { Redis } from 'ioredis';
import {
  createTokenSigner,
  createTokenVerifier,
  generateKeyPair,
  type EditorialRoles,
  parsePublicKeys,
  type TokenSigner,
  type TokenVerifier,
} from '@journal/auth';
import { DiskStorage } from '@journal/storage';
import { createLogger } from '@journal/logger';
import { createTestDatabase, DEFAULT_REDIS_URL, type TestDatabase } from '@journal/testing';
import { PublicLinks } from '../../src/public-links';
import type { PublishingHandlerSettings } from '../../src/consumers/submission-events.handler';
import {
  createPublishingService,
  MIGRATIONS_DIR,
  SCHEMA,
  type CrossrefDepositSettings,
  type DepositClock,
  type DoajDepositSettings,
  type PublishingServiceDeps,
} from '../../src';

export { eventually } from '@journal/testing';

const silentLogger = createLogger('test', { level: 'silent' });

/** A fresh ES256 key pair: admin tokens signed here are the ones the service under test accepts. */
function testKeys(): { signer: TokenSigner; verifier: TokenVerifier } {
  const pair = generateKeyPair();
  return {
    signer: createTokenSigner(createPrivateKey(pair.privateKeyPem)),
    verifier: createTokenVerifier(parsePublicKeys(pair.publicKeyPem)),
  };
}

/**
 * The publishing service on a real database, fed by the in-memory bus, its public router served by an
 * express app on an ephemeral port the way the gateway mounts it.
 */
export interface PublishingHarness {
  db: TestDatabase;
  bus: MemoryEventBus;
  service: ServiceInstance;
  baseUrl: string;
  /** Where galleys are stored (a temp folder removed on close). */
  storage: DiskStorage;
  filesDir: string;
  /** What the service's own event handler gets (tests that call the handler directly). */
  handlerSettings: PublishingHandlerSettings;
  /** Signs admin and author tokens the service accepts. */
  signer: TokenSigner;
  /** `keepDatabase`: a restart test builds the composition again over the same database. */
  close(options?: { keepDatabase?: boolean }): Promise<void>;
}

export async function startPublishing(
  settings: {
    sitemapMaxUrls?: number;
    oaiPageSize?: number;
    publicUrl?: string;
    crossref?: CrossrefDepositSettings;
    doaj?: DoajDepositSettings;
    /** The clock deposit retries are timed on (a simulated one: backoff without real waits). */
    depositClock?: DepositClock;
    /** A database kept from an earlier harness (a restart); a fresh one otherwise. */
    db?: TestDatabase;
    /** Crossref deposits through BullMQ on the local Redis (a fresh key prefix) instead of in process. */
    redisQueue?: boolean;
    /** Usage recording: a test's clock, a short wait before publishing. */
    usage?: PublishingServiceDeps['usage'];
    /** Journal managers and editors (the journals service's answer); unset, only the administrator. */
    journalRoles?: EditorialRoles;
  } = {},
): Promise<PublishingHarness> {
  const db = settings.db ?? (await createTestDatabase());
  const filesDir = await mkdtemp(path.join(os.tmpdir(), 'publishing-files-'));
  const storage = new DiskStorage({ rootDir: filesDir });
  const keys = testKeys();
  const redis = settings.redisQueue
    ? new Redis(process.env.REDIS_URL ?? DEFAULT_REDIS_URL, { maxRetriesPerRequest: null })
    : undefined;
  await runMigrations({ databaseUrl: db.url, schema: SCHEMA, dir: MIGRATIONS_DIR });
  const bus = new MemoryEventBus({ retry: { initialDelayMs: 20, maxDelayMs: 200 } });
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const service = await createPublishingService({
    logger: silentLogger,
    pool: db.pool,
    bus,
    verifier: keys.verifier,
    storage,
    redis,
    redisPrefix: `test-publishing-${randomUUID()}`,
    relay: { pollIntervalMs: 50 },
    usage: settings.usage,
    journalRoles: settings.journalRoles,
    depositClock: settings.depositClock,
    settings: {
      crossref: settings.crossref,
      doaj: settings.doaj,
      publicUrl: settings.publicUrl ?? baseUrl,
      doiPrefix: '10.5555',
      publisherName: 'Lumina Journals',
      adminEmail: 'editor@journal.local',
      sitemapMaxUrls: settings.sitemapMaxUrls,
      oaiPageSize: settings.oaiPageSize,
    },
  });
  const app = express();
  // As the service's own app (DEFAULT_TRUST_PROXY): tests give readers their addresses by X-Forwarded-For.
  app.set('trust proxy', 'loopback');
  app.use(express.json());
  app.use(service.publicRouter);
  app.use(errorMiddleware());
  server.on('request', app);
  await service.start();
  return {
    db,
    bus,
    service,
    baseUrl,
    storage,
    filesDir,
    signer: keys.signer,
    handlerSettings: {
      doiPrefix: '10.5555',
      links: new PublicLinks(settings.publicUrl ?? baseUrl),
      afterCommit: () => {},
    },
    async close(options = {}) {
      await service.stop();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      if (!options.keepDatabase) await db.drop();
      await rm(filesDir, { recursive: true, force: true });
      redis?.disconnect();
    },
  };
}

export interface PaperFixture {
  id: string;
  title: string;
  abstract: string;
  keywords: string[];
  coAuthors: CoAuthorPayload[];
  journalId: string;
  journalName: string;
  givenNames: string;
  familyName: string;
  /** The submitting author's affiliation and ORCID iD (issue 30); absent as in events before it. */
  authorAffiliation?: string | null;
  authorOrcid?: string | null;
  /** The journal section (issue 42); absent as in events before sections. */
  sectionId?: string;
}

export function paper(overrides: Partial<PaperFixture> = {}): PaperFixture {
  return {
    id: randomUUID(),
    title: 'Molecular Configuration in Sodium Thymonucleate',
    abstract: 'We photograph DNA with X-rays.\nThe helix shows.',
    keywords: ['DNA', 'x-ray diffraction', 'Helix'],
    coAuthors: [
      {
        givenNames: 'Grace',
        familyName: 'Hopper',
        email: 'grace@example.org',
        affiliation: 'Yale University',
        orcid: '0000-0002-1694-233X',
      },
      { givenNames: 'Alan', familyName: 'Turing', email: 'alan@example.org', affiliation: null, orcid: null },
    ],
    journalId: 'applied-science',
    journalName: 'Applied Science',
    givenNames: 'Rosalind',
    familyName: 'Franklin',
    ...overrides,
  };
}

const context = (p: PaperFixture) => ({
  submissionId: p.id,
  authorId: randomUUID(),
  authorEmail: 'rosalind@example.org',
  givenNames: p.givenNames,
  familyName: p.familyName,
  ...(p.authorAffiliation !== undefined ? { authorAffiliation: p.authorAffiliation } : {}),
  ...(p.authorOrcid !== undefined ? { authorOrcid: p.authorOrcid } : {}),
  paperTitle: p.title,
  journalId: p.journalId,
  journalName: p.journalName,
  journalIcon: '🔬',
  abstract: p.abstract,
  keywords: p.keywords,
  coAuthors: p.coAuthors,
  ...(p.sectionId !== undefined ? { sectionId: p.sectionId } : {}),
});

export function created(p: PaperFixture, submittedAt = '2026-03-02T10:00:00.000Z'): EventEnvelope {
  return createEvent('submission.created.v1', p.id, 1, {
    ...context(p),
    status: 'submitted',
    file: null,
    submittedAt,
    updatedAt: submittedAt,
  });
}

export function statusChanged(
  p: PaperFixture,
  version: number,
  oldStatus: string,
  newStatus: string,
  changedAt: string,
  retraction?: { kind: 'retraction' | 'withdrawal'; reason: string },
): EventEnvelope {
  return createEvent('submission.status_changed.v1', p.id, version, {
    ...context(p),
    oldStatus: oldStatus as 'submitted',
    newStatus: newStatus as 'submitted',
    actorEmail: 'editor@journal.local',
    changedAt,
    ...(retraction ? { retraction } : {}),
  });
}

export function metadataUpdated(
  p: PaperFixture,
  version: number,
  status: string,
  updatedAt: string,
): EventEnvelope {
  return createEvent('submission.metadata_updated.v1', p.id, version, {
    ...context(p),
    status: status as 'submitted',
    updatedAt,
  });
}

export interface JournalFixture {
  slug: string;
  name: string;
  fullTitle: string;
  abbreviation: string;
  doiCode: string;
  doiPrefix: string;
  issnPrint: string | null;
  issnOnline: string | null;
  /** The journal's sections (issue 42); absent as in events before sections. */
  sections?: JournalSection[];
}

/** A journals.journal_created.v1 (version 1) or journal_updated.v1 as the journals service writes them. */
export function journalEvent(j: JournalFixture, version = 1, changedFields: string[] = ['name']) {
  const snapshot = {
    ...j,
    icon: '🧬',
    description: '',
    defaultLicence: 'CC BY 4.0',
    acceptingSubmissions: true,
    publicationModel: 'continuous' as const,
    requiredReviewers: 2,
  };
  const at = new Date().toISOString();
  return version === 1
    ? createEvent('journals.journal_created.v1', j.slug, 1, { ...snapshot, createdAt: at })
    : createEvent('journals.journal_updated.v1', j.slug, version, {
        ...snapshot,
        changedFields,
        updatedAt: at,
      });
}
