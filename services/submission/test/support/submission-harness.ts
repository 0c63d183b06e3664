import { createPrivateKey, randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Express } from 'express';
import {
  createTokenSigner,
  createTokenVerifier,
  generateKeyPair,
  parsePublicKeys,
  type EditorialRoles,
  type TokenSigner,
  type TokenVerifier,
} from '@journal/auth';
import { runMigrations } from '@journal/db';
import { createEvent, MemoryEventBus, subscribe, type EventEnvelope, type EventType } from '@journal/events';
import { createServiceApp, type ServiceInstance } from '@journal/http';
import { createLogger } from '@journal/logger';
import { DiskStorage } from '@journal/storage';
import { createTestDatabase, eventually, type TestDatabase } from '@journal/testing';
import { createSubmissionService, MIGRATIONS_DIR, SCHEMA } from '../../src';

export interface TestAuthor {
  id: string;
  email: string;
  givenNames: string;
  familyName: string;
}

export const INTERNAL_TOKEN = randomBytes(24).toString('hex');
export const silentLogger = createLogger('test', { level: 'silent' });

export function testKeys(): { signer: TokenSigner; verifier: TokenVerifier } {
  const pair = generateKeyPair();
  return {
    signer: createTokenSigner(createPrivateKey(pair.privateKeyPem)),
    verifier: createTokenVerifier(parsePublicKeys(pair.publicKeyPem)),
  };
}

/** An author's access token as identity signs it: with the account's names (ADR 0026). */
export function authorToken(signer: TokenSigner, author: TestAuthor): string {
  return signer.sign({
    sub: author.id,
    email: author.email,
    role: 'author',
    given_names: author.givenNames,
    family_name: author.familyName,
  });
}

export function newAuthor(overrides: Partial<TestAuthor> = {}): TestAuthor {
  const id = overrides.id ?? randomUUID();
  return {
    id,
    email: overrides.email ?? `author-${id.slice(0, 8)}@example.org`,
    givenNames: overrides.givenNames ?? 'Ada',
    familyName: overrides.familyName ?? 'Lovelace',
  };
}

/** Records every event the bus delivers for the given types (a separate consumer group). */
export async function captureEvents(bus: MemoryEventBus, types: EventType[]): Promise<EventEnvelope[]> {
  const seen: EventEnvelope[] = [];
  await subscribe(bus, {
    group: `test-capture-${randomUUID()}`,
    types,
    handler: async (event) => void seen.push(event),
  });
  return seen;
}

/** Polls until `check` stops throwing (async effects: relay, bus, consumers). */
export { eventually };

/** Every regular file under a directory (storage leftovers). */
export async function filesUnder(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => [])) {
    if (entry.isFile()) out.push(path.join(entry.parentPath, entry.name));
  }
  return out;
}

export interface SubmissionHarness {
  db: TestDatabase;
  bus: MemoryEventBus;
  storage: DiskStorage;
  filesDir: string;
  signer: TokenSigner;
  verifier: TokenVerifier;
  instance: ServiceInstance;
  app: Express;
  tokenFor(author: TestAuthor): string;
  adminToken(email?: string): string;
  /** Tells the submission service about an author the way identity does: a registration event. */
  registerAuthor(author: TestAuthor, version?: number): Promise<void>;
  close(): Promise<void>;
}

export async function startSubmissionHarness(
  options: { maxUploadBytes?: number; journalRoles?: EditorialRoles } = {},
): Promise<SubmissionHarness> {
  const db = await createTestDatabase();
  await runMigrations({ databaseUrl: db.url, schema: SCHEMA, dir: MIGRATIONS_DIR });
  const { signer, verifier } = testKeys();
  const bus = new MemoryEventBus({ retry: { initialDelayMs: 20, maxDelayMs: 200 } });
  const filesDir = await mkdtemp(path.join(os.tmpdir(), 'submission-files-'));
  const storage = new DiskStorage({ rootDir: filesDir });
  const instance = await createSubmissionService({
    logger: silentLogger,
    pool: db.pool,
    bus,
    verifier,
    storage,
    relay: { pollIntervalMs: 50 },
    journalRoles: options.journalRoles,
    ...(options.maxUploadBytes ? { maxUploadBytes: options.maxUploadBytes } : {}),
  });
  const app = createServiceApp({
    logger: silentLogger,
    instances: [instance],
    internalToken: INTERNAL_TOKEN,
  });
  await instance.start();

  return {
    db,
    bus,
    storage,
    filesDir,
    signer,
    verifier,
    instance,
    app,
    tokenFor: (author) => authorToken(signer, author),
    adminToken: (email = 'admin@journal.local') => signer.sign({ sub: randomUUID(), email, role: 'admin' }),
    async registerAuthor(author, version = 1) {
      await bus.publish([
        createEvent('identity.user.registered.v1', author.id, version, {
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
      await instance.stop();
      await bus.close();
      await db.drop();
      await rm(filesDir, { recursive: true, force: true });
    },
  };
}
