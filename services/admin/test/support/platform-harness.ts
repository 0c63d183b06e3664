import { createServer, type Server } from 'node:http';
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Express } from 'express';
import request from 'supertest';
import { runMigrations } from '@journal/db';
import { createEvent, emptySubmissionMetadata, MemoryEventBus, type EventEnvelope } from '@journal/events';
import { createInternalClient, createServiceApp, type ServiceInstance } from '@journal/http';
import { DiskStorage } from '@journal/storage';
import { createTestDatabase, type TestDatabase } from '@journal/testing';
import * as submissionModule from '@journal/submission';
import type { TokenSigner } from '@journal/auth';
import {
  eventually,
  INTERNAL_TOKEN,
  authorToken,
  newAuthor,
  silentLogger,
  testKeys,
  type TestAuthor,
} from '../../../submission/test/support/submission-harness';
import * as adminModule from '../../src';

export { eventually, newAuthor, INTERNAL_TOKEN, type TestAuthor };

export const ADMIN_EMAIL = 'editor@journal.local';

/**
 * The submission and admin services composed as in a deployment, in one process: one database (each
 * service in its own schema), the in-memory bus, disk storage, and the admin reaching the submission
 * service over real HTTP on the internal routes. Identity is not under test: authors are announced
 * with real registration events, and their tokens carry their names as identity's do.
 */
export interface Platform {
  db: TestDatabase;
  bus: MemoryEventBus;
  storage: DiskStorage;
  filesDir: string;
  signer: TokenSigner;
  app: Express;
  server: Server;
  baseUrl: string;
  submission: ServiceInstance;
  admin: ServiceInstance;
  adminToken: string;
  tokenFor(author: TestAuthor): string;
  registerAuthor(author: TestAuthor): Promise<void>;
  close(): Promise<void>;
}

export async function startPlatform(): Promise<Platform> {
  const db = await createTestDatabase();
  for (const service of [submissionModule, adminModule])
    await runMigrations({ databaseUrl: db.url, schema: service.SCHEMA, dir: service.MIGRATIONS_DIR });
  const { signer, verifier } = testKeys();
  const bus = new MemoryEventBus({ retry: { initialDelayMs: 20, maxDelayMs: 200 } });
  const filesDir = await mkdtemp(path.join(os.tmpdir(), 'admin-platform-files-'));
  const storage = new DiskStorage({ rootDir: filesDir });

  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const submission = await submissionModule.createSubmissionService({
    logger: silentLogger,
    pool: db.pool,
    bus,
    verifier,
    storage,
    relay: { pollIntervalMs: 50 },
  });
  const admin = await adminModule.createAdminService({
    logger: silentLogger,
    pool: db.pool,
    bus,
    verifier,
    submission: createInternalClient(baseUrl, INTERNAL_TOKEN),
  });
  const app = createServiceApp({
    logger: silentLogger,
    instances: [submission, admin],
    internalToken: INTERNAL_TOKEN,
  });
  server.on('request', app);
  await submission.start();
  await admin.start();

  return {
    db,
    bus,
    storage,
    filesDir,
    signer,
    app,
    server,
    baseUrl,
    submission,
    admin,
    adminToken: signer.sign({ sub: randomUUID(), email: ADMIN_EMAIL, role: 'admin' }),
    tokenFor: (author) => authorToken(signer, author),
    async registerAuthor(author) {
      await bus.publish([
        createEvent('identity.user.registered.v1', author.id, 1, {
          userId: author.id,
          email: author.email,
          givenNames: author.givenNames,
          familyName: author.familyName,
          verificationRef: randomUUID(),
        }),
      ]);
      await eventually(async () => {
        const { rowCount } = await db.pool.query('SELECT 1 FROM submission.authors WHERE user_id = $1', [
          author.id,
        ]);
        if (!rowCount) throw new Error('author not projected yet');
      });
    },
    async close() {
      await admin.stop();
      await submission.stop();
      await bus.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await db.drop();
      await rm(filesDir, { recursive: true, force: true });
    },
  };
}

/** GET helper for admin endpoints with the admin's token and email. */
export function adminGet(platform: Platform, pathname: string, query: Record<string, string | number> = {}) {
  return request(platform.app)
    .get(pathname)
    .query({ email: ADMIN_EMAIL, ...query })
    .set('Authorization', `Bearer ${platform.adminToken}`);
}

/** Waits until the admin read model holds the submission (it is fed asynchronously by events). */
export async function waitForReadModel(
  platform: Platform,
  id: string,
  predicate: (row: Record<string, unknown>) => boolean = () => true,
) {
  return eventually(async () => {
    const { rows } = await platform.db.pool.query('SELECT * FROM admin.submissions WHERE id = $1', [id]);
    if (!rows[0] || !predicate(rows[0])) throw new Error(`read model does not show ${id} as expected yet`);
    return rows[0];
  });
}

export interface SeedSubmission {
  id?: string;
  authorId?: string;
  email: string;
  givenNames: string;
  familyName: string;
  paperTitle: string;
  journalId: string;
  journalName: string;
  status?: string;
  submittedAt: string;
  hasFile?: boolean;
}

/** A submission.created.v1 event as the submission service would publish it. */
export function createdEvent(seed: SeedSubmission): EventEnvelope {
  const id = seed.id ?? randomUUID();
  return createEvent('submission.created.v1', id, 1, {
    submissionId: id,
    authorId: seed.authorId ?? randomUUID(),
    authorEmail: seed.email,
    givenNames: seed.givenNames,
    familyName: seed.familyName,
    paperTitle: seed.paperTitle,
    journalId: seed.journalId,
    journalName: seed.journalName,
    journalIcon: '📘',
    ...emptySubmissionMetadata(),
    status: (seed.status ?? 'submitted') as 'submitted',
    file:
      seed.hasFile === false
        ? null
        : {
            key: `papers/2025/01/${id}.docx`,
            size: 1234,
            contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
            originalName: 'paper.docx',
          },
    submittedAt: seed.submittedAt,
    updatedAt: seed.submittedAt,
  });
}

/** A submission.status_changed.v1 event of the paper `created` introduced, as the submission service publishes it. */
export function statusChanged(
  created: EventEnvelope,
  version: number,
  oldStatus: string,
  newStatus: string,
  changedAt: string,
  names?: { givenNames: string },
) {
  const p = created.payload as Record<string, unknown>;
  return createEvent('submission.status_changed.v1', created.aggregateId, version, {
    submissionId: created.aggregateId,
    authorId: p.authorId as string,
    authorEmail: p.authorEmail as string,
    givenNames: names?.givenNames ?? (p.givenNames as string),
    familyName: p.familyName as string,
    paperTitle: p.paperTitle as string,
    journalId: p.journalId as string,
    journalName: p.journalName as string,
    journalIcon: p.journalIcon as string,
    ...emptySubmissionMetadata(),
    oldStatus: oldStatus as 'submitted',
    newStatus: newStatus as 'submitted',
    actorEmail: 'editor@journal.local',
    changedAt,
  });
}
