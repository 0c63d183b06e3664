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

const A = { id: 'civil-engineering', name: 'Civil Engineering' };
const B = { id: 'mechanical-engineering', name: 'Mechanical Engineering' };
const at = (day: string) => `2025-${day}T10:00:00.000Z`;

const paper = {
  authorId: randomUUID(),
  authorEmail: 'ada@example.org',
  givenNames: 'Ada',
  familyName: 'Lovelace',
};

function created(id: string, journal: typeof A, day: string, transferredFrom?: typeof A) {
  return createEvent('submission.created.v1', id, 1, {
    submissionId: id,
    ...paper,
    paperTitle: 'Paper',
    journalId: journal.id,
    journalName: journal.name,
    journalIcon: '📘',
    abstract: '',
    keywords: [],
    coAuthors: [],
    status: 'submitted',
    file: null,
    submittedAt: at(day),
    updatedAt: at(day),
    ...(transferredFrom
      ? { transferredFrom: { submissionId: randomUUID(), journalId: transferredFrom.id } }
      : {}),
  });
}

function statusChanged(id: string, newStatus: 'published', day: string) {
  return createEvent('submission.status_changed.v1', id, 2, {
    submissionId: id,
    ...paper,
    paperTitle: 'Paper',
    journalId: A.id,
    journalName: A.name,
    journalIcon: '📘',
    abstract: '',
    keywords: [],
    coAuthors: [],
    oldStatus: 'under_review',
    newStatus,
    actorEmail: 'editor@journal.local',
    changedAt: at(day),
  });
}

function decided(id: string, day: string) {
  return createEvent('review.decision_recorded.v1', id, 3, {
    decisionId: randomUUID(),
    submissionId: id,
    round: 1,
    decision: 'accept',
    message: 'Decision',
    decidedBy: 'editor@journal.local',
    decidedAt: at(day),
    comments: [],
    ...paper,
    coAuthors: [],
    paperTitle: 'Paper',
    journalName: A.name,
    journalId: A.id,
  });
}

function invited(id: string, assignmentId: string, day: string) {
  return createEvent('review.reviewer_invited.v1', id, 1, {
    assignmentId,
    submissionId: id,
    round: 1,
    reviewerEmail: 'rev@example.org',
    reviewerGivenNames: 'Rosalind',
    reviewerFamilyName: 'Franklin',
    paperTitle: 'Paper',
    journalName: A.name,
    dueDate: '2025-12-31',
    invitedBy: 'e@journal.local',
    invitedAt: at(day),
  });
}

function licensed(id: string, licence: string) {
  return createEvent('publishing.article_changed.v1', id, 5, {
    articleId: id,
    journalSlug: A.id,
    journalName: A.name,
    title: 'Paper',
    doi: `10.5555/${id}`,
    authors: [],
    publishedAt: at('03-01'),
    licence,
    withdrawal: null,
  });
}

/**
 * Issue 45: the figures are cached, and the cache is dropped by the events that change a journal's
 * analytics rows (through the analytics consumer), never by time. A row written behind the consumer's back
 * proves an answer came from the cache: it shows only once an event for that journal came in.
 */
describeWith('postgres', 'admin: cached figures change with the events that change them', () => {
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
    const data = ((await res.json()) as any).data;
    const of = (journal: typeof A) => data.journals.find((j: { slug: string }) => j.slug === journal.id);
    return { a: of(A), b: of(B) };
  };
  /** A paper of A the consumer never saw: counted only when A's figures are computed again. */
  const sneakIn = (day: string) =>
    db.pool.query(
      `INSERT INTO admin.analytics_submissions (submission_id, journal_id, submitted_at) VALUES ($1, $2, $3)`,
      [randomUUID(), A.id, at(day)],
    );

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

  it('serves a computed figure again until an event of its journal changes it', async () => {
    const first = randomUUID();
    await bus.publish([created(first, A, '01-10')]);
    await eventually(async () => expect((await figures()).a.submissionsReceived).toBe(1));
    await sneakIn('01-11');
    // Cached: the paper written behind the consumer's back is not counted yet.
    expect((await figures()).a.submissionsReceived).toBe(1);

    // An event of another journal leaves A's entry in place (B's generation moves, A's does not)...
    await bus.publish([created(randomUUID(), B, '01-12')]);
    await eventually(async () => expect((await figures()).b.submissionsReceived).toBe(1));
    // ...but the family's (all journals) figures are computed again, and A's row with them: A's count is
    // read from that same computation, so it shows the sneaked paper now.
    expect((await figures()).a.submissionsReceived).toBe(2);

    // Each kind of change reaches the figure it changes.
    await bus.publish([decided(first, '02-01')]);
    await eventually(async () => expect((await figures()).a.acceptanceRate).toBe(1));
    await bus.publish([invited(first, randomUUID(), '01-15')]);
    await eventually(async () => expect((await figures()).a.reviewsRequested).toBe(1));
    await bus.publish([statusChanged(first, 'published', '03-01')]);
    await eventually(async () => expect((await figures()).a.articlesPublished).toBe(1));
    await bus.publish([licensed(first, 'CC BY 4.0')]);
    await eventually(async () => expect((await figures()).a.licences).toEqual({ 'CC BY 4.0': 1 }));
    // A paper transferred from A to B changes A's figures too (its transferredOut).
    await bus.publish([created(randomUUID(), B, '04-01', A)]);
    await eventually(async () => {
      const { a, b } = await figures();
      expect(a.transferredOut).toBe(1);
      expect(b.transferredIn).toBe(1);
    });
  });

  it("keeps one journal's own page until an event of that journal", async () => {
    const page = async (journal: typeof A) => {
      const res = await fetch(
        `${baseUrl}/api/admin/analytics?journal=${journal.id}&from=2025-01-01&to=2025-12-31`,
        {
          headers: {
            authorization: `Bearer ${signer.sign({ sub: 'admin', email: 'admin@example.org', role: 'admin' })}`,
          },
        },
      );
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- read loosely
      return ((await res.json()) as any).data.journals[0].figures.submissionsReceived as number;
    };
    const before = await page(A);
    await sneakIn('05-01');
    expect(await page(A)).toBe(before);
    // B's event does not touch A's entry: A's page is still the cached answer (B: 01-12 and 05-02; its
    // transfer in is no new submission).
    await bus.publish([created(randomUUID(), B, '05-02')]);
    await eventually(async () => expect(await page(B)).toBe(2));
    expect(await page(A)).toBe(before);
    // A's event does, and the page counts both papers.
    await bus.publish([created(randomUUID(), A, '05-03')]);
    await eventually(async () => expect(await page(A)).toBe(before + 2));
  });
});
