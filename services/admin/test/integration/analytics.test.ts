import { createPrivateKey, randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import {
  createTokenSigner,
  createTokenVerifier,
  generateKeyPair,
  parsePublicKeys,
  type EditorialJournal,
} from '@journal/auth';
import { runMigrations } from '@journal/db';
import { errorMiddleware } from '@journal/errors';
import { createEvent, MemoryEventBus, type EventEnvelope } from '@journal/events';
import { createInternalClient, type ServiceInstance } from '@journal/http';
import { createLogger } from '@journal/logger';
import { createTestDatabase, describeWith, eventually, type TestDatabase } from '@journal/testing';
import { createAdminService, MIGRATIONS_DIR, SCHEMA } from '../../src';
import { parseCsv } from '../support/csv-parse';
import { figuresFromCsv, outcome, papersFromCsv } from '../support/figures-from-csv';

/** A JSON answer read loosely: the tests pick values out of it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Answer = any;

const A = { id: 'civil-engineering', name: 'Civil Engineering' };
const B = { id: 'applied-science', name: 'Applied Science' };
const at = (day: string) => `2026-${day}T10:00:00.000Z`;

/** A scripted journal history with known dates (docs/api.md "Editorial figures"). */
function script(): EventEnvelope[] {
  const events: EventEnvelope[] = [];
  const paper = (journal: typeof A, submitted: string) => {
    const id = randomUUID();
    events.push(
      createEvent('submission.created.v1', id, 1, {
        submissionId: id,
        authorId: randomUUID(),
        authorEmail: 'ada@example.org',
        givenNames: 'Ada',
        familyName: 'Lovelace',
        paperTitle: `Paper submitted ${submitted}`,
        journalId: journal.id,
        journalName: journal.name,
        journalIcon: '📘',
        abstract: '',
        keywords: [],
        coAuthors: [],
        status: 'submitted',
        file: null,
        submittedAt: at(submitted),
        updatedAt: at(submitted),
      }),
    );
    return { id, journal };
  };
  const status = (p: { id: string; journal: typeof A }, newStatus: string, day: string) =>
    events.push(
      createEvent('submission.status_changed.v1', p.id, 2, {
        submissionId: p.id,
        authorId: randomUUID(),
        authorEmail: 'ada@example.org',
        givenNames: 'Ada',
        familyName: 'Lovelace',
        paperTitle: 'Paper',
        journalId: p.journal.id,
        journalName: p.journal.name,
        journalIcon: '📘',
        abstract: '',
        keywords: [],
        coAuthors: [],
        oldStatus: 'under_review',
        newStatus: newStatus as 'accepted',
        actorEmail: 'editor@journal.local',
        changedAt: at(day),
      }),
    );
  const decision = (
    p: { id: string; journal: typeof A },
    kind: 'accept' | 'reject' | 'revisions',
    day: string,
  ) =>
    events.push(
      createEvent('review.decision_recorded.v1', p.id, 1, {
        decisionId: randomUUID(),
        submissionId: p.id,
        round: 1,
        decision: kind,
        message: 'Decision',
        decidedBy: 'editor@journal.local',
        decidedAt: at(day),
        comments: [],
        authorId: randomUUID(),
        authorEmail: 'ada@example.org',
        givenNames: 'Ada',
        familyName: 'Lovelace',
        coAuthors: [],
        paperTitle: 'Paper',
        journalName: p.journal.name,
        journalId: p.journal.id,
      }),
    );
  const reviewer = (
    p: { id: string },
    invited: string,
    answer: 'accepted' | 'declined',
    answered: string,
    report?: string,
  ) => {
    const context = {
      assignmentId: randomUUID(),
      submissionId: p.id,
      round: 1,
      reviewerEmail: 'rev@example.org',
      reviewerGivenNames: 'Rosalind',
      reviewerFamilyName: 'Franklin',
      paperTitle: 'Paper',
      journalName: 'Civil Engineering',
      dueDate: '2026-12-31',
    };
    events.push(
      createEvent('review.reviewer_invited.v1', p.id, 1, {
        ...context,
        invitedBy: 'e@journal.local',
        invitedAt: at(invited),
      }),
    );
    events.push(
      answer === 'accepted'
        ? createEvent('review.reviewer_accepted.v1', p.id, 2, { ...context, respondedAt: at(answered) })
        : createEvent('review.reviewer_declined.v1', p.id, 2, {
            ...context,
            reason: null,
            respondedAt: at(answered),
          }),
    );
    if (report) {
      events.push(
        createEvent('review.report_submitted.v1', p.id, 3, {
          ...context,
          reportId: randomUUID(),
          reviewerNumber: 1,
          recommendation: 'accept',
          submittedAt: at(report),
        }),
      );
    }
  };
  // Journal A.
  const p1 = paper(A, '01-01');
  decision(p1, 'reject', '01-03'); // desk rejection, 2 days
  const p2 = paper(A, '01-02');
  reviewer(p2, '01-04', 'accepted', '01-06', '01-14');
  decision(p2, 'revisions', '01-20'); // first decision, 18 days
  decision(p2, 'accept', '02-10'); // final, 39 days
  status(p2, 'accepted', '02-10');
  status(p2, 'published', '02-20');
  const p3 = paper(A, '01-05');
  reviewer(p3, '01-06', 'declined', '01-07');
  reviewer(p3, '01-07', 'accepted', '01-09', '01-19');
  decision(p3, 'reject', '01-25'); // reviewed: not a desk rejection, 20 days
  status(p3, 'rejected', '01-25');
  const p4 = paper(A, '01-10');
  status(p4, 'rejected', '01-11'); // rejected by a status change, unreviewed: desk, 1 day
  const p5 = paper(A, '02-01');
  decision(p5, 'accept', '02-11'); // 10 days; its status change must not count again
  status(p5, 'accepted', '02-11');
  paper(A, '03-15'); // undecided
  // Journal B.
  const p7 = paper(B, '01-03');
  status(p7, 'accepted', '01-23'); // 20 days
  return events;
}

describeWith('postgres', 'admin: editorial figures from events (issue 32)', () => {
  let db: TestDatabase;
  let server: Server;
  let service: ServiceInstance;
  let baseUrl: string;
  const bus = new MemoryEventBus();
  const pair = generateKeyPair();
  const signer = createTokenSigner(createPrivateKey(pair.privateKeyPem));
  const roles: Record<string, EditorialJournal[]> = {
    'editor-a': [{ slug: A.id, name: A.name, role: 'editor' }],
  };
  const token = (sub: string, role: 'admin' | 'author') =>
    signer.sign({ sub, email: `${sub}@example.org`, role });
  const analytics = async (query: string, sub = 'admin', role: 'admin' | 'author' = 'admin') => {
    const res = await fetch(`${baseUrl}/api/admin/analytics${query}`, {
      headers: { authorization: `Bearer ${token(sub, role)}` },
    });
    return {
      status: res.status,
      body: (await (res.headers.get('content-type')?.includes('json') ? res.json() : res.text())) as Answer,
    };
  };
  const events = script();

  beforeAll(async () => {
    db = await createTestDatabase();
    await runMigrations({ databaseUrl: db.url, schema: SCHEMA, dir: MIGRATIONS_DIR });
    service = await createAdminService({
      logger: createLogger('test', { level: 'silent' }),
      pool: db.pool,
      bus,
      verifier: createTokenVerifier(parsePublicKeys(pair.publicKeyPem)),
      journalRoles: { journalsOf: async (userId) => roles[userId] ?? [] },
      submission: createInternalClient('http://127.0.0.1:9', 'unused'),
    });
    const app = express();
    app.use(service.publicRouter);
    app.use(errorMiddleware());
    server = createServer(app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    await service.start();
    await bus.publish(events);
    await eventually(async () => {
      const { body } = await analytics('?from=2026-01-01&to=2026-03-31');
      expect(body.data.total.publishedArticles).toBe(1);
      expect(body.data.total.submissionsReceived).toBe(7);
      expect(body.data.total.medianDaysToReport).toBe(11);
    });
  });
  afterAll(async () => {
    await service?.stop();
    server?.close();
    await db?.drop();
  });

  it('gives the exact counts, rates, medians and 90th percentiles of the scripted journal', async () => {
    const { status, body } = await analytics(`?journal=${A.id}&from=2026-01-01&to=2026-03-31`);
    expect(status).toBe(200);
    expect(body.data.journals).toHaveLength(1);
    const { byMonth, ...figures } = body.data.journals[0].figures;
    expect(body.data.journals[0]).toMatchObject({ slug: A.id, name: A.name });
    expect(figures).toEqual({
      submissionsReceived: 6,
      decisions: { accept: 2, reject: 3, revisions: 1 },
      deskRejections: 2,
      acceptanceRate: 0.4,
      daysToFirstDecision: { median: 10, p90: 20 },
      daysToFirstDecisionExcludingDesk: { median: 18, p90: 20 },
      daysToFinalDecision: { median: 10, p90: 39 },
      daysToFinalDecisionExcludingDesk: { median: 20, p90: 39 },
      reviewerAcceptanceRate: 0.6667,
      medianDaysToReviewerResponse: 2,
      medianDaysToReport: 11,
      reportsReceived: 2,
      reportsPerDecidedPaper: 0.4,
      publishedArticles: 1,
    });
    expect(byMonth).toEqual([
      {
        month: '2026-01',
        submissionsReceived: 4,
        decisions: { accept: 0, reject: 3, revisions: 1 },
        deskRejections: 2,
        publishedArticles: 0,
      },
      {
        month: '2026-02',
        submissionsReceived: 1,
        decisions: { accept: 2, reject: 0, revisions: 0 },
        deskRejections: 0,
        publishedArticles: 1,
      },
      {
        month: '2026-03',
        submissionsReceived: 1,
        decisions: { accept: 0, reject: 0, revisions: 0 },
        deskRejections: 0,
        publishedArticles: 0,
      },
    ]);
  });

  it('totals every journal shown, with the median of an even sample', async () => {
    const { body } = await analytics('?from=2026-01-01&to=2026-03-31');
    expect(body.data.journals.map((j: { slug: string }) => j.slug)).toContain(B.id);
    expect(body.data.journals.find((j: { slug: string }) => j.slug === B.id).figures).toMatchObject({
      submissionsReceived: 1,
      acceptanceRate: 1,
      daysToFinalDecision: { median: 20, p90: 20 },
    });
    expect(body.data.total).toMatchObject({
      submissionsReceived: 7,
      decisions: { accept: 3, reject: 3, revisions: 1 },
      acceptanceRate: 0.5,
      daysToFirstDecision: { median: 14, p90: 20 },
    });
  });

  it('limits the figures to the period asked', async () => {
    const { body } = await analytics(`?journal=${A.id}&from=2026-02-01&to=2026-02-28`);
    expect(body.data.journals[0].figures).toMatchObject({
      submissionsReceived: 1,
      decisions: { accept: 2, reject: 0, revisions: 0 },
      acceptanceRate: 1,
      daysToFinalDecision: { median: 24.5, p90: 39 },
      deskRejections: 0,
    });
  });

  it('ends with the same figures when every event is delivered again', async () => {
    const before = await analytics('?from=2026-01-01&to=2026-03-31');
    await bus.publish(events);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await analytics('?from=2026-01-01&to=2026-03-31')).body).toEqual(before.body);
  });

  it('shows editors only their journals, refuses authors and other journals', async () => {
    const editor = await analytics('?from=2026-01-01&to=2026-03-31', 'editor-a', 'author');
    expect(editor.status).toBe(200);
    expect(editor.body.data.journals.map((j: { slug: string }) => j.slug)).toEqual([A.id]);
    expect(editor.body.data.total.submissionsReceived).toBe(6);
    expect((await analytics(`?journal=${B.id}`, 'editor-a', 'author')).status).toBe(403);
    expect((await analytics('', 'someone', 'author')).status).toBe(403);
  });

  it('refuses bad dates with a message', async () => {
    const bad = await analytics('?from=2026-02-30');
    expect(bad.status).toBe(400);
    const reversed = await analytics('?from=2026-03-01&to=2026-02-01');
    expect(reversed.status).toBe(400);
    expect(JSON.stringify(reversed.body)).toContain('from must be on or before to');
  });

  it('recomputes every figure exactly from the submissions CSV', async () => {
    const download = async (sub = 'admin', role: 'admin' | 'author' = 'admin') => {
      const res = await fetch(`${baseUrl}/api/admin/submissions/export.csv`, {
        headers: { authorization: `Bearer ${token(sub, role)}` },
      });
      expect(res.status).toBe(200);
      return papersFromCsv(parseCsv((await res.text()).replace(/^\uFEFF/, '')));
    };
    let papers: ReturnType<typeof papersFromCsv> = [];
    await eventually(async () => {
      papers = await download();
      expect(papers).toHaveLength(7);
      expect(papers.filter((p) => p.publishedAt)).toHaveLength(1);
    });
    expect(papers.filter((p) => outcome(p).desk)).toHaveLength(2);
    for (const p of papers) {
      const { first, final, desk } = outcome(p);
      expect(p.stated).toEqual({
        first: first?.kind ?? '',
        firstAt: first?.at.toISOString() ?? '',
        final: final?.kind ?? '',
        finalAt: final?.at.toISOString() ?? '',
        desk: desk ? 'yes' : 'no',
        reviews: String(p.invitations.filter((i) => i.reportedAt).length),
      });
    }
    const periods = [
      ['2026-01-01', '2026-03-31'],
      ['2026-02-01', '2026-02-28'],
      ['2026-01-06', '2026-02-10'],
      ['2025-12-01', '2026-01-31'],
    ] as const;
    for (const [from, to] of periods) {
      const { body } = await analytics(`?from=${from}&to=${to}`);
      for (const j of body.data.journals as { slug: string; figures: unknown }[]) {
        const mine = papers.filter((p) => p.slug === j.slug);
        expect([j.slug, from, j.figures]).toEqual([j.slug, from, figuresFromCsv(mine, from, to)]);
      }
      expect(body.data.total).toEqual(figuresFromCsv(papers, from, to));
    }
    // An editor's CSV holds their journal's papers, and recomputes their figures.
    const editors = await download('editor-a', 'author');
    expect([...new Set(editors.map((p) => p.slug))]).toEqual([A.id]);
    const { body } = await analytics('?from=2026-01-01&to=2026-03-31', 'editor-a', 'author');
    expect(body.data.total).toEqual(figuresFromCsv(editors, '2026-01-01', '2026-03-31'));
  });

  it('gives the same figures as CSV', async () => {
    const { status, body } = await analytics(`?journal=${A.id}&from=2026-01-01&to=2026-03-31&format=csv`);
    expect(status).toBe(200);
    const rows = parseCsv(body as string);
    const header = rows[0]!;
    const line = (slug: string) =>
      Object.fromEntries(header.map((h, i) => [h, rows.find((r) => r[0] === slug)![i]]));
    expect(line(A.id)).toMatchObject({
      submissionsReceived: '6',
      deskRejections: '2',
      acceptanceRate: '0.4',
      daysToFirstDecisionMedian: '10',
      daysToFinalDecisionExcludingDeskP90: '39',
      medianDaysToReport: '11',
    });
    expect(line('total')).toMatchObject({ submissionsReceived: '6' });
  });
});
