import { createPrivateKey, randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { createTokenSigner, createTokenVerifier, generateKeyPair, parsePublicKeys } from '@journal/auth';
import { runMigrations } from '@journal/db';
import { errorMiddleware } from '@journal/errors';
import { createEvent, MemoryEventBus } from '@journal/events';
import { createInternalClient, type ServiceInstance } from '@journal/http';
import { createLogger } from '@journal/logger';
import { createTestDatabase, describeWith, eventually, type TestDatabase } from '@journal/testing';
import { createAdminService, MIGRATIONS_DIR, SCHEMA } from '../../src';

const JOURNAL = { id: 'civil-engineering', name: 'Civil Engineering' };

function created(id: string, at: string) {
  return createEvent('submission.created.v1', id, 1, {
    submissionId: id,
    authorId: randomUUID(),
    authorEmail: 'ada@example.org',
    givenNames: 'Ada',
    familyName: 'Lovelace',
    paperTitle: 'Paper',
    journalId: JOURNAL.id,
    journalName: JOURNAL.name,
    journalIcon: '📘',
    abstract: '',
    keywords: [],
    coAuthors: [],
    status: 'submitted',
    file: null,
    submittedAt: at,
    updatedAt: at,
  });
}

function published(id: string, at: string) {
  return createEvent('submission.status_changed.v1', id, 2, {
    submissionId: id,
    authorId: randomUUID(),
    authorEmail: 'ada@example.org',
    givenNames: 'Ada',
    familyName: 'Lovelace',
    paperTitle: 'Paper',
    journalId: JOURNAL.id,
    journalName: JOURNAL.name,
    journalIcon: '📘',
    abstract: '',
    keywords: [],
    coAuthors: [],
    oldStatus: 'accepted',
    newStatus: 'published',
    actorEmail: 'editor@journal.local',
    changedAt: at,
  });
}

function changed(id: string, version: number, licence: string | undefined) {
  return createEvent('publishing.article_changed.v1', id, version, {
    articleId: id,
    journalSlug: JOURNAL.id,
    journalName: JOURNAL.name,
    title: 'Paper',
    doi: `10.5555/${id}`,
    authors: [],
    publishedAt: '2025-03-01T10:00:00.000Z',
    ...(licence ? { licence } : {}),
    withdrawal: null,
  });
}

/**
 * Issue 44 item 5: the analytics consumer keeps each article's licence from publishing.article_changed.v1
 * (the newest snapshot wins, an older one delivered late changes nothing), and the publisher's figures count
 * the year's articles per licence, `unknown` where no snapshot told one.
 */
describeWith('postgres', "admin: the publisher's figures' licences from events", () => {
  let db: TestDatabase;
  let server: Server;
  let service: ServiceInstance;
  let baseUrl: string;
  const bus = new MemoryEventBus();
  const pair = generateKeyPair();
  const signer = createTokenSigner(createPrivateKey(pair.privateKeyPem));
  const figures = async () => {
    const res = await fetch(`${baseUrl}/api/admin/publisher/analytics?year=2025`, {
      headers: {
        authorization: `Bearer ${signer.sign({ sub: 'admin', email: 'admin@example.org', role: 'admin' })}`,
      },
    });
    expect(res.status).toBe(200);
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- read loosely, asserted field by field
    return ((await res.json()) as any).data;
  };

  beforeAll(async () => {
    db = await createTestDatabase();
    await runMigrations({ databaseUrl: db.url, schema: SCHEMA, dir: MIGRATIONS_DIR });
    service = await createAdminService({
      logger: createLogger('test', { level: 'silent' }),
      pool: db.pool,
      bus,
      verifier: createTokenVerifier(parsePublicKeys(pair.publicKeyPem)),
      journalRoles: { journalsOf: async () => [] },
      submission: createInternalClient('http://127.0.0.1:9', 'unused'),
    });
    const app = express();
    app.use(service.publicRouter);
    app.use(errorMiddleware());
    server = createServer(app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    await service.start();
  });
  afterAll(async () => {
    await service?.stop();
    server?.close();
    await db?.drop();
  });

  it('counts the articles of the year per licence, the newest snapshot winning', async () => {
    const [a, b, c] = [randomUUID(), randomUUID(), randomUUID()];
    await bus.publish([
      created(a, '2025-01-05T10:00:00.000Z'),
      created(b, '2025-01-06T10:00:00.000Z'),
      created(c, '2025-01-07T10:00:00.000Z'),
    ]);
    await bus.publish([
      published(a, '2025-03-01T10:00:00.000Z'),
      published(b, '2025-03-02T10:00:00.000Z'),
      published(c, '2025-03-03T10:00:00.000Z'),
      changed(a, 4, 'CC BY-NC 4.0'),
      changed(b, 3, 'CC BY 4.0'),
      // c: a snapshot from before the licence came with it.
      changed(c, 3, undefined),
    ]);
    await eventually(async () => {
      const data = await figures();
      expect(data.family.articlesPublished).toBe(3);
      expect(data.family.licences).toEqual({ 'CC BY-NC 4.0': 1, 'CC BY 4.0': 1, unknown: 1 });
    });
    // a's older snapshot arrives late, then c's licence is told: once c's is in (the consumer reads in turn),
    // a's late snapshot was handled and left a's licence as it was.
    await bus.publish([changed(a, 3, 'CC BY 4.0'), changed(c, 5, 'CC0 1.0')]);
    await eventually(async () => {
      expect((await figures()).family.licences).toEqual({ 'CC BY-NC 4.0': 1, 'CC BY 4.0': 1, 'CC0 1.0': 1 });
    });
    const journal = (await figures()).journals.find((j: { slug: string }) => j.slug === JOURNAL.id);
    expect(journal.licences).toEqual({ 'CC BY-NC 4.0': 1, 'CC BY 4.0': 1, 'CC0 1.0': 1 });
    expect(journal.medianDaysToPublication).toBe(55);
  });
});
