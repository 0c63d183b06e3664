import type { Express } from 'express';
import request from 'supertest';
import {
  createMemorySessionRevocations,
  createTokenSigner,
  createTokenVerifier,
  generateKeyPair,
  type SessionRevocations,
  type TokenSigner,
} from '@journal/auth';
import { runMigrations } from '@journal/db';
import { MemoryEventBus, subscribe, type EventEnvelope } from '@journal/events';
import { createLogger } from '@journal/logger';
import { createTestDatabase, type TestDatabase } from '@journal/testing';
import { createPrivateKey, createPublicKey } from 'node:crypto';
import {
  createApp,
  createIdentityService,
  createArgon2Hasher,
  MIGRATIONS_DIR,
  SCHEMA,
  type IdentityService,
  type IdentityServiceDeps,
} from '../../src';
import type { AuthorSubmissions, SubmissionsReader } from '../../src/domain/submissions-reader.port';

/**
 * Real argon2id with the lowest cost, for suites about something else than hashing (throttling,
 * validation) so they do not spend minutes hashing on a 2-core machine.
 */
export const cheapHasher = () => createArgon2Hasher({ memoryCost: 1024, timeCost: 1 });

export const INTERNAL_TOKEN = 'internal-test-token-0123456789';

/** A SubmissionsReader whose answer each test sets; records the user ids asked for. */
export class FakeSubmissionsReader implements SubmissionsReader {
  answer: AuthorSubmissions | Error = { stats: { total_papers: 0, published: 0 }, submissions: [] };
  calls: string[] = [];
  async forAuthor(userId: string): Promise<AuthorSubmissions> {
    this.calls.push(userId);
    if (this.answer instanceof Error) throw this.answer;
    return this.answer;
  }
}

export interface IdentityHarness {
  app: Express;
  db: TestDatabase;
  service: IdentityService;
  bus: MemoryEventBus;
  signer: TokenSigner;
  revocations: SessionRevocations;
  keys: { privateKeyPem: string; publicKeyPem: string };
  submissions: FakeSubmissionsReader;
  /** Events delivered through outbox -> relay -> bus. */
  published: EventEnvelope[];
  http: () => ReturnType<typeof request>;
  close(): Promise<void>;
}

/** Real Postgres (own database), real argon2, in-process bus, the app as createServiceApp builds it. */
export async function startIdentity(
  overrides: Partial<IdentityServiceDeps> & { trustProxy?: string } = {},
): Promise<IdentityHarness> {
  const db = await createTestDatabase();
  await runMigrations({ databaseUrl: db.url, schema: SCHEMA, dir: MIGRATIONS_DIR });
  const keys = generateKeyPair();
  const signer = createTokenSigner(createPrivateKey(keys.privateKeyPem));
  const revocations = overrides.revocations ?? createMemorySessionRevocations();
  const verifier = createTokenVerifier([createPublicKey(keys.publicKeyPem)], { revocations });
  const bus = new MemoryEventBus();
  const published: EventEnvelope[] = [];
  await subscribe(bus, {
    group: 'identity-test',
    types: [
      'identity.user.registered.v1',
      'identity.user.profile_updated.v1',
      'identity.user.email_change_requested.v1',
    ],
    handler: async (event) => void published.push(event),
  });
  const submissions = new FakeSubmissionsReader();
  const logger = createLogger('identity-test', { level: 'silent' });
  const service = await createIdentityService({
    logger,
    pool: db.pool,
    bus,
    signer,
    verifier,
    publicUrl: 'http://journal.test',
    submissions,
    outboxPollIntervalMs: 50,
    ...overrides,
    revocations,
  });
  const app = createApp({ service, logger, internalToken: INTERNAL_TOKEN, trustProxy: overrides.trustProxy });
  await service.start();
  return {
    app,
    db,
    service,
    bus,
    signer,
    revocations,
    keys,
    submissions,
    published,
    http: () => request(app),
    async close() {
      await service.stop();
      await bus.close();
      await db.drop();
    },
  };
}

// Random per test file, so counters kept in a shared Redis by an earlier run never match.
const ipBase = `10.${Math.floor(Math.random() * 250)}`;
let ipCounter = Math.floor(Math.random() * 1000);
/** A distinct client address per call (trust proxy accepts X-Forwarded-For from loopback), so IP counters don't leak between tests. */
export const freshIp = () => {
  ipCounter += 1;
  return `${ipBase}.${Math.floor(ipCounter / 250) % 250}.${ipCounter % 250}`;
};

export const STRONG_PASSWORD = 'correct horse battery';

export function registration(overrides: Record<string, unknown> = {}) {
  return {
    email: `author.${Math.random().toString(36).slice(2, 10)}@example.com`,
    givenNames: 'Ada',
    familyName: 'Lovelace',
    password: STRONG_PASSWORD,
    termsAccepted: true,
    marketingAccepted: false,
    ...overrides,
  };
}

/** Registers and logs in; returns the token and the login answer's user. */
export async function registerAndLogin(h: IdentityHarness, overrides: Record<string, unknown> = {}) {
  const body = registration(overrides);
  const registered = await h.http().post('/api/registration/register').send(body);
  if (registered.status !== 201)
    throw new Error(`register failed: ${registered.status} ${JSON.stringify(registered.body)}`);
  const login = await h
    .http()
    .post('/api/registration/login')
    .set('X-Forwarded-For', freshIp())
    .send({ email: body.email, password: body.password });
  if (login.status !== 200) throw new Error(`login failed: ${login.status} ${JSON.stringify(login.body)}`);
  return {
    ...body,
    token: login.body.token as string,
    /** `name=value` of the refresh cookie, to send back as a Cookie header. */
    refreshCookie: refreshCookieOf(login.headers['set-cookie']),
    user: login.body.user as { id: string; email: string },
  };
}

/** The `journal_refresh` / `journal_admin_refresh` pair of a Set-Cookie answer. */
export function refreshCookieOf(setCookie: string | string[] | undefined): string {
  const all = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  const found = all.find((c) => /^journal_(admin_)?refresh=[^;]+/.test(c));
  if (!found) throw new Error(`no refresh cookie in ${JSON.stringify(setCookie)}`);
  return found.split(';')[0]!;
}

export async function waitFor<T>(probe: () => T | undefined, timeoutMs = 5_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * The token a verification mail would carry: what the notification service asks identity for, by the
 * event's reference (events never carry the token). Each call makes the previous token worthless.
 */
export async function verificationTokenOf(h: IdentityHarness, event: EventEnvelope): Promise<string> {
  const reference = (event.payload as { verificationRef: string }).verificationRef;
  const res = await h
    .http()
    .post(`/internal/email-verifications/${reference}/token`)
    .set('Authorization', `Internal ${INTERNAL_TOKEN}`);
  if (res.status !== 200) throw new Error(`no token for ${reference}: ${res.status}`);
  return res.body.token as string;
}
