import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import {
  createTestDatabase,
  describeWith,
  makeTxt,
  readUntil,
  registerAuthor,
  signInAdmin,
  siteJson,
  startSite,
  type RunningSite,
  type TestDatabase,
} from '@journal/testing';
import { NO_COMPETING } from './support/review-answers';
import { mailsTo } from './support/site-mailbox';

/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are read loosely and asserted field by field */
type Body = any;

const PASSWORD = 'a long enough password';
const JOURNAL = 'applied-science';
const AUTHOR = { email: 'rosalind@kings.example.org', givenNames: 'Rosalind', familyName: 'Franklin' };
const OTHER_AUTHOR = { email: 'james@cam.example.org', givenNames: 'James', familyName: 'Watson' };
const GRACE = {
  givenNames: 'Grace',
  familyName: 'Hopper',
  email: 'grace@yale.example.edu',
  affiliation: 'Yale University',
  orcid: null,
};
/** A co-author, with Grace, of the other author's paper: a co-author conflict with Rosalind's paper. */
const FRANCIS = {
  givenNames: 'Francis',
  familyName: 'Crick',
  email: 'francis@cam.example.org',
  affiliation: null,
  orcid: null,
};
/** Volunteers: registered people with reviewing interests. */
const LINUS = { email: 'linus@caltech.example.edu', givenNames: 'Linus', familyName: 'Pauling' };
const DOROTHY = { email: 'dorothy@oxford.example.ac.uk', givenNames: 'Dorothy', familyName: 'Hodgkin' };
const MAX = { email: 'max@ucl.example.ac.uk', givenNames: 'Max', familyName: 'Perutz' };
/** Invited to four papers: one finished, one accepted then cancelled, one declined, one open. */
const ERWIN = { reviewerEmail: 'erwin@dublin.example.ie', givenNames: 'Erwin', familyName: 'Chargaff' };

const CONFLICT = 'This reviewer has a conflict of interest with the paper';

/**
 * Issue 29, item 4 through the gateway of the whole site (real Postgres and Redis): the journal's reviewer
 * pool with its counts after invitations accepted, declined, cancelled and finished; volunteers' interests
 * from their profiles; the ranking for a paper and the conflict flags; the 409 unless overridden; the 400s.
 */
describeWith(['postgres', 'redis'], 'reviewer pool through the gateway', () => {
  let db: TestDatabase;
  let site: RunningSite;
  let admin: string;
  let author: string;
  const papers: Record<string, string> = {};
  const due = new Date(Date.now() + 21 * 86400_000).toISOString().slice(0, 10);

  const json = (method: string, route: string, token?: string, body?: unknown) =>
    siteJson<Body>(site, method, route, token, body);
  const pool = async (query = '') => {
    const res = await json('GET', `/api/admin/journals/${JOURNAL}/reviewers${query}`, admin);
    expect(res.status).toBe(200);
    return res.body.data.reviewers as Body[];
  };
  const invite = (paper: string, body: Record<string, unknown>) =>
    json('POST', `/api/admin/submissions/${papers[paper]}/reviewers`, admin, { dueDate: due, ...body });

  async function submit(token: string, email: string, title: string, extra: Record<string, string>) {
    const form = new FormData();
    for (const [key, value] of Object.entries({
      userEmail: email,
      journalName: 'Applied Science',
      paperTitle: title,
      abstract: 'An abstract long enough.',
      ...extra,
    }))
      form.set(key, value);
    form.set('paperFile', new Blob([new Uint8Array(makeTxt(512))]), 'paper.txt');
    const res = await fetch(`${site.baseUrl}/api/registration/submit-paper`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(res.status).toBe(201);
    papers[title] = ((await res.json()) as Body).submission.id;
  }

  /** The link of the invitation to `email` for the paper titled `title`. */
  async function linkFor(email: string, title: string): Promise<string> {
    const mails = await readUntil(
      async () => (await mailsTo(site, email)).filter((m) => (m.text ?? '').includes(title)),
      (found) => found.length > 0,
      `invitation of ${email} to "${title}"`,
    );
    return /\/review\/([A-Za-z0-9_-]{43})/.exec(mails[0]!.text ?? '')![1]!;
  }

  async function volunteer(person: typeof LINUS, interests: string[], institution?: string) {
    const token = await registerAuthor(site, { ...person, password: PASSWORD });
    const res = await json('PUT', '/api/registration/update-profile', token, {
      reviewerInterests: interests,
    });
    expect(res.status).toBe(200);
    if (institution)
      expect((await json('PUT', '/api/users/institution', token, { institution })).status).toBe(200);
    return token;
  }

  beforeAll(async () => {
    db = await createTestDatabase();
    site = await startSite({
      databaseUrl: db.url,
      env: { REDIS_URL: 'redis://127.0.0.1:6379', REDIS_PREFIX: `pool-${randomUUID()}` },
    });
    author = await registerAuthor(site, { ...AUTHOR, password: PASSWORD });
    admin = await signInAdmin(site);
    expect(admin).toEqual(expect.any(String));
    const other = await registerAuthor(site, { ...OTHER_AUTHOR, password: PASSWORD });
    await submit(other, OTHER_AUTHOR.email, 'A Structure for Deoxyribose Nucleic Acid', {
      keywords: 'DNA',
      coAuthors: JSON.stringify([FRANCIS, GRACE]),
    });
    await submit(author, AUTHOR.email, 'Molecular Configuration in Sodium Thymonucleate', {
      keywords: 'DNA, x-ray diffraction, crystallography',
      coAuthors: JSON.stringify([GRACE]),
    });
    for (const title of ['Paper Two', 'Paper Three', 'Paper Four'])
      await submit(author, AUTHOR.email, title, { keywords: 'proteins' });
  }, 180_000);
  afterAll(async () => {
    await site?.stop();
    await db?.drop();
    if (site) await rm(site.dataDir, { recursive: true, force: true });
  });

  it('profiles take up to 20 reviewing interests (400 beyond, or when not a list of keywords); the profile shows them', async () => {
    const token = await volunteer(
      LINUS,
      ['DNA', 'dna', ' x-ray diffraction '],
      'California Institute of Technology',
    );
    const profile = await json('GET', `/api/users/profile?email=${encodeURIComponent(LINUS.email)}`, token);
    expect(profile.body.user.reviewer_interests).toEqual(['DNA', 'x-ray diffraction']);
    const tooMany = await json('PUT', '/api/registration/update-profile', token, {
      reviewerInterests: Array.from({ length: 21 }, (_, i) => `topic ${i}`),
    });
    expect([tooMany.status, tooMany.body.message]).toEqual([
      400,
      'Reviewer interests must be a list of at most 20 keywords',
    ]);
    for (const bad of ['DNA', [''], ['x'.repeat(101)], [7]]) {
      const res = await json('PUT', '/api/registration/update-profile', token, { reviewerInterests: bad });
      expect(res.status).toBe(400);
    }
    // A body without the editorial lists is SPEC's form, refused as before when its names are missing.
    const form = await json('PUT', '/api/registration/update-profile', token, { userEmail: LINUS.email });
    expect([form.status, form.body.message]).toEqual([400, 'Given names are required']);
    const again = await json('GET', `/api/users/profile?email=${encodeURIComponent(LINUS.email)}`, token);
    expect(again.body.user.reviewer_interests).toEqual(['DNA', 'x-ray diffraction']);
    await volunteer(DOROTHY, ['Crystallography', 'insulin']);
    await volunteer(MAX, ['DNA'], 'Yale University');
  });

  it('counts every invitation of the journal: accepted, declined, cancelled and finished', async () => {
    expect((await invite('Paper Two', ERWIN)).status).toBe(201);
    const cancelled = await invite('Paper Three', ERWIN);
    expect((await invite('Paper Four', ERWIN)).status).toBe(201);
    expect((await invite('Molecular Configuration in Sodium Thymonucleate', ERWIN)).status).toBe(201);

    const finished = await linkFor(ERWIN.reviewerEmail, 'Paper Two');
    expect((await json('POST', `/api/reviews/${finished}/accept`, undefined, NO_COMPETING)).status).toBe(200);
    const report = await json('POST', `/api/reviews/${finished}/report`, undefined, {
      recommendation: 'accept',
      commentsToAuthor: 'Sound.',
    });
    expect(report.status).toBe(201);
    const toCancel = await linkFor(ERWIN.reviewerEmail, 'Paper Three');
    expect((await json('POST', `/api/reviews/${toCancel}/accept`, undefined, NO_COMPETING)).status).toBe(200);
    const cancel = await json(
      'DELETE',
      `/api/admin/submissions/${papers['Paper Three']}/reviewers/${cancelled.body.assignment.id}`,
      admin,
    );
    expect(cancel.status).toBe(200);
    const declined = await linkFor(ERWIN.reviewerEmail, 'Paper Four');
    expect((await json('POST', `/api/reviews/${declined}/decline`, undefined, {})).status).toBe(200);
    const open = await linkFor(ERWIN.reviewerEmail, 'Molecular Configuration');
    expect((await json('POST', `/api/reviews/${open}/accept`, undefined, NO_COMPETING)).status).toBe(200);

    const erwin = (await pool()).find((r) => r.email === ERWIN.reviewerEmail);
    expect(erwin).toMatchObject({
      givenNames: 'Erwin',
      familyName: 'Chargaff',
      interests: [],
      invited: 4,
      accepted: 3,
      declined: 1,
      completed: 1,
      openAssignments: 1,
      conflicts: [],
    });
    expect(erwin.medianDaysToReport).toBeGreaterThanOrEqual(0);
    expect(erwin.medianDaysToReport).toBeLessThan(1);
    // Volunteers are in the pool with no history.
    // Profiles travel as events: wait until the last volunteer's institution has arrived.
    await readUntil(
      () => pool('?q=yale university'),
      (found) => found.some((r) => r.email === MAX.email),
      'the volunteers in the pool',
    );
    const linus = (await pool('?q=caltech')).map((r) => r.email);
    expect(linus).toEqual([LINUS.email]);
    expect((await pool()).find((r) => r.email === DOROTHY.email)).toMatchObject({
      invited: 0,
      openAssignments: 0,
      medianDaysToReport: null,
      interests: ['Crystallography', 'insulin'],
    });
  });

  it('ranks for a paper by interests matching its keywords, then by lowest load; flags conflicts', async () => {
    // Francis co-wrote a paper with Grace (an author here); Max's affiliation is Grace's; a Yale address.
    expect(
      (
        await invite('Paper Two', {
          reviewerEmail: 'ada@yale.example.edu',
          givenNames: 'Ada',
          familyName: 'Yale',
        })
      ).status,
    ).toBe(201);
    const ranked = await pool(`?forSubmission=${papers['Molecular Configuration in Sodium Thymonucleate']}`);
    const emails = ranked.map((r) => r.email);
    expect(emails.slice(0, 3)).toEqual([LINUS.email, DOROTHY.email, MAX.email]);
    expect(emails).not.toContain(AUTHOR.email);
    const byEmail = new Map(ranked.map((r) => [r.email, r]));
    expect(byEmail.get(LINUS.email).conflicts).toEqual([]);
    expect(byEmail.get(MAX.email).conflicts).toEqual(['same institution as an author']);
    expect(byEmail.get('ada@yale.example.edu').conflicts).toEqual(['same institution as an author']);
    expect(byEmail.get(ERWIN.reviewerEmail).conflicts).toEqual([]);

    // Francis is not in the pool yet: the invitation finds the conflict all the same.
    const refused = await invite('Molecular Configuration in Sodium Thymonucleate', FRANCIS_INVITE);
    expect([refused.status, refused.body.message]).toEqual([409, CONFLICT]);
    const badFlag = await invite('Molecular Configuration in Sodium Thymonucleate', {
      ...FRANCIS_INVITE,
      overrideConflict: 'yes',
    });
    expect(badFlag.status).toBe(400);
    const { rows: none } = await db.pool.query(
      `SELECT count(*)::int AS n FROM review.assignments WHERE reviewer_email = $1`,
      [FRANCIS.email],
    );
    expect(none[0].n).toBe(0);
    const overridden = await invite('Molecular Configuration in Sodium Thymonucleate', {
      ...FRANCIS_INVITE,
      overrideConflict: true,
    });
    expect(overridden.status).toBe(201);
    const { rows } = await db.pool.query(
      `SELECT payload->'conflictOverridden' AS overridden, payload->'conflicts' AS conflicts
         FROM review.outbox WHERE type = 'review.reviewer_invited.v1' AND payload->>'reviewerEmail' = $1`,
      [FRANCIS.email],
    );
    expect(rows).toEqual([{ overridden: true, conflicts: ['co-author'] }]);
    const francis = (
      await pool(`?forSubmission=${papers['Molecular Configuration in Sodium Thymonucleate']}`)
    ).find((r) => r.email === FRANCIS.email);
    expect(francis).toMatchObject({ conflicts: ['co-author'], invited: 1, openAssignments: 0 });

    // Lowest load first among equal matches: Dorothy takes a review, so Max (one match, no load) passes her.
    const dorothy = { reviewerEmail: DOROTHY.email, givenNames: 'Dorothy', familyName: 'Hodgkin' };
    expect((await invite('Paper Three', dorothy)).status).toBe(201);
    const link = await linkFor(DOROTHY.email, 'Paper Three');
    expect((await json('POST', `/api/reviews/${link}/accept`, undefined, NO_COMPETING)).status).toBe(200);
    const reranked = await pool(
      `?forSubmission=${papers['Molecular Configuration in Sodium Thymonucleate']}`,
    );
    expect(reranked.slice(0, 3).map((r) => [r.email, r.openAssignments])).toEqual([
      [LINUS.email, 0],
      [MAX.email, 0],
      [DOROTHY.email, 1],
    ]);
  });

  it("answers 400 for a bad search, 404 for another journal's or an unknown paper, 403 for an author", async () => {
    const long = await json('GET', `/api/admin/journals/${JOURNAL}/reviewers?q=${'x'.repeat(201)}`, admin);
    expect([long.status, long.body.message]).toEqual([400, 'The search must be at most 200 characters']);
    for (const id of [randomUUID(), 'nope']) {
      const res = await json('GET', `/api/admin/journals/${JOURNAL}/reviewers?forSubmission=${id}`, admin);
      expect([res.status, res.body.message]).toEqual([404, 'Submission not found']);
    }
    const elsewhere = await json(
      'GET',
      `/api/admin/journals/civil-engineering/reviewers?forSubmission=${papers['Paper Two']}`,
      admin,
    );
    expect(elsewhere.status).toBe(404);
    // a slug no journal can have (a NUL byte Postgres refuses in text) is no journal, not a 500
    for (const slug of ['%00', 'Not%20A%20Slug']) {
      const res = await json('GET', `/api/admin/journals/${slug}/reviewers`, admin);
      expect([res.status, res.body.message]).toEqual([404, 'Journal not found']);
    }
    expect((await json('GET', `/api/admin/journals/${JOURNAL}/reviewers`, author)).status).toBe(403);
    expect((await json('GET', `/api/admin/journals/${JOURNAL}/reviewers`)).status).toBe(401);
  });
});

const FRANCIS_INVITE = {
  reviewerEmail: FRANCIS.email,
  givenNames: FRANCIS.givenNames,
  familyName: FRANCIS.familyName,
};
