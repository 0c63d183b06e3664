import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createPublicKey } from 'node:crypto';
import jwt from 'jsonwebtoken';
import request from 'supertest';
import { createTokenVerifier } from '@journal/auth';
import { runMigrations } from '@journal/db';
import { MemoryEventBus } from '@journal/events';
import { createServiceApp, type ServiceInstance } from '@journal/http';
import { createLogger } from '@journal/logger';
import { DiskStorage } from '@journal/storage';
import { describeWith, eventually } from '@journal/testing';
import * as submission from '@journal/submission';
import {
  cheapHasher,
  refreshCookieOf,
  registerAndLogin,
  startIdentity,
  type IdentityHarness,
} from '../../services/identity/test/support/identity-harness';

/**
 * ADR 0026: the submission service names a new author from the token identity signed, never by calling
 * identity. Identity and submission share one database here but not a bus: the submission service's
 * bus has delivered nothing, as when identity's registration event is still on its way.
 */
describeWith('postgres', 'a new author is named from the token before identity events arrive', () => {
  let h: IdentityHarness;
  let filesDir: string;
  let bus: MemoryEventBus;
  let instance: ServiceInstance;
  let app: ReturnType<typeof createServiceApp>;

  beforeAll(async () => {
    h = await startIdentity({ hasher: cheapHasher() });
    await runMigrations({ databaseUrl: h.db.url, schema: submission.SCHEMA, dir: submission.MIGRATIONS_DIR });
    filesDir = await mkdtemp(path.join(os.tmpdir(), 'names-in-token-'));
    bus = new MemoryEventBus();
    const logger = createLogger('names-in-token', { level: 'silent' });
    instance = await submission.createSubmissionService({
      logger,
      pool: h.db.pool,
      bus,
      verifier: createTokenVerifier([createPublicKey(h.keys.publicKeyPem)], { revocations: h.revocations }),
      storage: new DiskStorage({ rootDir: filesDir }),
      relay: { pollIntervalMs: 50 },
      sweeper: { enabled: false },
    });
    await instance.start();
    app = createServiceApp({
      logger,
      instances: [instance],
      internalToken: 'internal-test-token-0123456789',
    });
  });

  afterAll(async () => {
    await instance.stop();
    await bus.close();
    await h.close();
    await rm(filesDir, { recursive: true, force: true });
  });

  const submit = (token: string, email: string, paperTitle: string) =>
    request(app)
      .post('/api/registration/submit-paper')
      .set('Authorization', `Bearer ${token}`)
      .send({ userEmail: email, journalName: 'Management', paperTitle });

  it('login and refresh tokens carry the names; the paper gets them with no identity event delivered', async () => {
    const author = await registerAndLogin(h, { givenNames: 'Grace Brewster', familyName: 'Hopper' });
    expect(jwt.decode(author.token)).toMatchObject({ given_names: 'Grace Brewster', family_name: 'Hopper' });
    const refreshed = await h
      .http()
      .post('/api/registration/refresh')
      .set('Cookie', author.refreshCookie)
      .send({});
    expect(refreshed.status).toBe(200);
    expect(refreshCookieOf(refreshed.headers['set-cookie'])).toMatch(/^journal_refresh=/);
    expect(jwt.decode(refreshed.body.token as string)).toMatchObject({
      given_names: 'Grace Brewster',
      family_name: 'Hopper',
    });

    const { rows: before } = await h.db.pool.query('SELECT 1 FROM submission.authors WHERE user_id = $1', [
      author.user.id,
    ]);
    expect(before).toEqual([]);

    const res = await submit(refreshed.body.token as string, author.email, 'Compilers for everyone');
    expect(res.status).toBe(201);
    const { rows } = await h.db.pool.query(
      'SELECT author_email, given_names, family_name FROM submission.submissions WHERE id = $1',
      [res.body.submission.id],
    );
    expect(rows[0]).toEqual({
      author_email: author.email,
      given_names: 'Grace Brewster',
      family_name: 'Hopper',
    });
  });

  it('the registration event, once delivered, still applies over the names taken from the token', async () => {
    const author = await registerAndLogin(h, { givenNames: 'Mary', familyName: 'Somerville' });
    expect((await submit(author.token, author.email, 'On the connexion')).status).toBe(201);
    const registered = await eventually(async () => {
      const event = h.published.find(
        (e) => e.type === 'identity.user.registered.v1' && e.aggregateId === author.user.id,
      );
      if (!event) throw new Error('identity has not published the registration yet');
      return event;
    });
    await bus.publish([registered]);
    await eventually(async () => {
      const { rows } = await h.db.pool.query(
        'SELECT given_names, version FROM submission.authors WHERE user_id = $1',
        [author.user.id],
      );
      expect(rows[0]).toEqual({ given_names: 'Mary', version: 1 });
    });
  });
});
