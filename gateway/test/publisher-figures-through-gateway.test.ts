import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import {
  createTestDatabase,
  describeWith,
  readUntil,
  registerAuthor,
  signInAdmin,
  siteJson,
  startSite,
  type RunningSite,
  type TestDatabase,
} from '@journal/testing';
import { joinJournalTeam } from './support/journal-team';
import { mailsTo } from './support/site-mailbox';
import { submitTextPaper } from './support/submit-text-paper';

/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are read loosely and asserted field by field */
type Body = any;

const PASSWORD = 'a long enough password';
const A = 'applied-science';
const B = 'civil-engineering';
const AUTHOR = { email: 'ines@delft.example.nl', givenNames: 'Ines', familyName: 'Vermeer' };
const EDDIE = { email: 'eddie@applied.example.org', givenNames: 'Eddie', familyName: 'Applied' };
const MONA = { email: 'mona@applied.example.org', givenNames: 'Mona', familyName: 'Manager' };
const BEA = { email: 'bea@civil.example.org', givenNames: 'Bea', familyName: 'Civil' };
const REVIEWER = { reviewerEmail: 'klara@review.example.net', givenNames: 'Klara', familyName: 'Review' };
const YEAR = new Date().getUTCFullYear();

/**
 * Issue 44 item 5 through the gateway of the whole site on real Postgres: a paper desk-rejected by A and
 * transferred to B, where it is reviewed; the publisher's figures count it in A's submissionsReceived,
 * deskRejections and transferredOut, in B's transferredIn and reviews (not B's submissionsReceived), and
 * once in the family's. The CSV has a line per journal and the family's; only the administrator gets in.
 * A's public "Our figures" answers 404 until its manager switches it on, then its past years.
 */
describeWith(['postgres'], "the publisher's figures through the gateway", () => {
  let db: TestDatabase;
  let site: RunningSite;
  let admin: string;
  let author: string;
  let eddie: string;
  let mona: string;
  let bea: string;

  const json = (method: string, route: string, token?: string, body?: unknown) =>
    siteJson<Body>(site, method, route, token, body);

  beforeAll(async () => {
    db = await createTestDatabase();
    site = await startSite({ databaseUrl: db.url });
    author = await registerAuthor(site, { ...AUTHOR, password: PASSWORD });
    admin = await signInAdmin(site);
    eddie = await joinJournalTeam(site, db, admin, A, { ...EDDIE, password: PASSWORD }, 'editor');
    mona = await joinJournalTeam(site, db, admin, A, { ...MONA, password: PASSWORD }, 'manager');
    bea = await joinJournalTeam(site, db, admin, B, { ...BEA, password: PASSWORD }, 'editor');
    const submitted = await submitTextPaper(site, author, {
      userEmail: AUTHOR.email,
      journalName: 'Applied Science',
      paperTitle: 'Scour Around Offshore Monopiles',
    });
    expect(submitted.status).toBe(201);
    const paperId = submitted.id!;
    // A desk rejection: rejected with no reviewer asked.
    const reject = await json('POST', `/api/admin/submissions/${paperId}/decision`, eddie, {
      decision: 'reject',
      message: 'Outside our scope; a civil engineering venue fits it.',
    });
    expect(reject.status).toBe(201);
    const offered = await json('POST', `/api/admin/submissions/${paperId}/transfer-offer`, eddie, {
      toJournal: B,
      message: 'Our sister journal publishes this kind of work.',
    });
    expect(offered.status).toBe(201);
    const accepted = await json('POST', `/api/registration/submissions/${paperId}/transfer`, author, {
      accept: true,
    });
    expect(accepted.status).toBe(200);
    const transferredId = accepted.body.data.submission.id;
    // B asks a reviewer, who accepts and reports.
    const due = new Date(Date.now() + 21 * 86_400_000).toISOString().slice(0, 10);
    const invited = await readUntil(
      () =>
        json('POST', `/api/admin/submissions/${transferredId}/reviewers`, bea, { ...REVIEWER, dueDate: due }),
      (res) => res.status === 201,
      'the reviewer invited at B',
    );
    expect(invited.status).toBe(201);
    const [mail] = await readUntil(
      async () =>
        (await mailsTo(site, REVIEWER.reviewerEmail)).filter((m) =>
          m.subject?.includes('Invitation to review'),
        ),
      (list) => list.length > 0,
      'the invitation mail',
    );
    const link = /\/review\/([A-Za-z0-9_-]{43})/.exec(mail!.text ?? '')![1]!;
    expect(
      (await json('POST', `/api/reviews/${link}/accept`, undefined, { competingInterests: 'none' })).status,
    ).toBe(200);
    const report = await json('POST', `/api/reviews/${link}/report`, undefined, {
      recommendation: 'minor_revisions',
      commentsToAuthor: 'The scour depth predictions are convincing.',
    });
    expect(report.status).toBe(201);
  }, 300_000);
  afterAll(async () => {
    await site?.stop();
    await db?.drop();
    if (site) await rm(site.dataDir, { recursive: true, force: true });
  });

  it("counts the transfer as A's transferredOut and B's transferredIn, and the paper once in the family", async () => {
    const data = await readUntil(
      async () => (await json('GET', `/api/admin/publisher/analytics?year=${YEAR}`, admin)).body.data,
      (d) => d?.journals?.find((j: Body) => j.slug === B)?.reviewsReceived === 1,
      'the reviewed transfer in the figures',
    );
    const of = (slug: string) => data.journals.find((j: Body) => j.slug === slug);
    expect(data.year).toBe(YEAR);
    expect(of(A)).toMatchObject({
      name: 'Applied Science',
      submissionsReceived: 1,
      transferredIn: 0,
      transferredOut: 1,
      deskRejections: 1,
      reviewsRequested: 0,
      acceptanceRate: 0,
      articlesPublished: 0,
      licences: {},
    });
    expect(of(A).medianDaysToFirstDecision).toBeGreaterThanOrEqual(0);
    expect(of(B)).toMatchObject({
      submissionsReceived: 0,
      transferredIn: 1,
      transferredOut: 0,
      deskRejections: 0,
      reviewsRequested: 1,
      reviewsAccepted: 1,
      reviewsReceived: 1,
      acceptanceRate: null,
      medianDaysToFirstDecision: null,
    });
    expect(data.family).toMatchObject({
      submissionsReceived: 1,
      transferredIn: 1,
      transferredOut: 1,
      deskRejections: 1,
      reviewsRequested: 1,
      reviewsReceived: 1,
    });
    const others = data.journals.filter((j: Body) => j.slug !== A && j.slug !== B);
    expect(others.length).toBeGreaterThan(0);
    for (const j of others) expect(j.submissionsReceived).toBe(0);
  });

  it('exports a CSV line per journal and one for the family', async () => {
    const res = await fetch(`${site.baseUrl}/api/admin/publisher/analytics?year=${YEAR}&format=csv`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    const lines = (await res.text()).trimEnd().split('\r\n');
    const journals = (await json('GET', `/api/admin/publisher/analytics?year=${YEAR}`, admin)).body.data
      .journals;
    expect(lines).toHaveLength(1 + journals.length + 1);
    expect(lines[0]!.split(',').slice(0, 5)).toEqual([
      'year',
      'journal',
      'name',
      'submissionsReceived',
      'transferredIn',
    ]);
    const line = (slug: string) => lines.find((l) => l.split(',')[1] === slug)!.split(',');
    // submissionsReceived, transferredIn, transferredOut, deskRejections.
    expect(line(A).slice(3, 7)).toEqual(['1', '0', '1', '1']);
    expect(line(B).slice(3, 7)).toEqual(['0', '1', '0', '0']);
    expect(line('family').slice(0, 7)).toEqual([String(YEAR), 'family', 'All journals', '1', '1', '1', '1']);
  });

  it('is for the global administrator only, and refuses a bad year', async () => {
    const route = `/api/admin/publisher/analytics?year=${YEAR}`;
    expect((await json('GET', route)).status).toBe(401);
    for (const token of [author, eddie, mona, bea])
      expect((await json('GET', route, token)).status).toBe(403);
    // The editors keep their per-journal figures.
    expect((await json('GET', '/api/admin/analytics', eddie)).status).toBe(200);
    for (const year of ['1999', String(YEAR + 1), 'last', '2024.5']) {
      const bad = await json('GET', `/api/admin/publisher/analytics?year=${year}`, admin);
      expect([bad.status, bad.body.success]).toEqual([400, false]);
      expect(bad.body.message).toMatch(/^year must be/);
    }
    const format = await json('GET', `${route}&format=xls`, admin);
    expect([format.status, format.body.message]).toEqual([400, 'format must be json or csv']);
  });

  it("answers A's public figures with 404 while the switch is off, and past years once its manager turns it on", async () => {
    const figures = `/api/journals/${A}/figures`;
    expect((await json('GET', figures)).status).toBe(404);
    expect((await json('GET', `/api/journals/no-such-journal/figures`)).status).toBe(404);
    // A paper A received last year (the read model's row, as its submission event would have left it):
    // the public page shows complete years only, so this year's paper is not on it.
    await db.pool.query(
      `INSERT INTO admin.analytics_submissions (submission_id, journal_id, submitted_at) VALUES ($1, $2, $3)`,
      [randomUUID(), A, `${YEAR - 1}-06-01T10:00:00Z`],
    );
    expect((await json('PUT', `/api/admin/journals/${A}`, bea, { publicFigures: true })).status).toBe(403);
    const bad = await json('PUT', `/api/admin/journals/${A}`, mona, { publicFigures: 'yes' });
    expect([bad.status, bad.body.message]).toEqual([400, 'publicFigures must be true or false']);
    const on = await json('PUT', `/api/admin/journals/${A}`, mona, { publicFigures: true });
    expect(on.status).toBe(200);
    const shown = await readUntil(
      () => json('GET', figures),
      (res) => res.status === 200,
      'the public figures switched on',
    );
    expect(shown.body.data).toMatchObject({ slug: A, name: 'Applied Science' });
    expect(shown.body.data.years.map((y: Body) => y.year)).toEqual([YEAR - 1]);
    expect(shown.body.data.years[0]).toMatchObject({ submissionsReceived: 1, transferredOut: 0 });
    // B's switch stays off.
    expect((await json('GET', `/api/journals/${B}/figures`)).status).toBe(404);
    const off = await json('PUT', `/api/admin/journals/${A}`, mona, { publicFigures: false });
    expect(off.status).toBe(200);
    await readUntil(
      () => json('GET', figures),
      (res) => res.status === 404,
      'the public figures switched off',
    );
  });
});
