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
const AUTHOR = { email: 'marie@sorbonne.example.fr', givenNames: 'Marie', familyName: 'Curie' };
/** Reviews for Civil Engineering only; Applied Science sees him through the publisher's pool. */
const ERWIN = { reviewerEmail: 'erwin@dublin.example.ie', givenNames: 'Erwin', familyName: 'Chargaff' };
/** A registered volunteer who opts out of the publisher's pool. */
const LISE = { email: 'lise@berlin.example.de', givenNames: 'Lise', familyName: 'Meitner' };
/** A registered volunteer who says in the profile that she is away. */
const EMMY = { email: 'emmy@goettingen.example.de', givenNames: 'Emmy', familyName: 'Noether' };
const CIVIL_TITLES = ['Prestressed Arches Under Seismic Load', 'Scour Around Tidal Bridge Piers'];
const APPLIED = 'Radioactive Decay in Thin Films';
const APPLIED_TWO = 'Isotope Separation by Diffusion';

const dayAfter = (days: number) => new Date(Date.now() + days * 86400_000).toISOString().slice(0, 10);

/**
 * Issue 44 item 2 through the gateway of the whole site (real Postgres and Redis): one reviewer pool
 * across the family. A journal sees another journal's reviewer with their load there, response rate and
 * last review, and never that journal's titles; the load limit's 409 unless `confirmLoad`, with the
 * publisher's setting; "unavailable until" from the review link and from the profile; the opt-out.
 */
describeWith(['postgres', 'redis'], 'the publisher reviewer pool through the gateway', () => {
  let db: TestDatabase;
  let site: RunningSite;
  let admin: string;
  let author: string;
  const papers: Record<string, string> = {};
  const links: Record<string, string> = {};
  const due = dayAfter(21);

  const json = (method: string, route: string, token?: string, body?: unknown) =>
    siteJson<Body>(site, method, route, token, body);
  const poolAnswer = async (journal: string, query = '') => {
    const res = await json('GET', `/api/admin/journals/${journal}/reviewers${query}`, admin);
    expect(res.status).toBe(200);
    return res.body;
  };
  const pool = async (journal: string, query = '') =>
    (await poolAnswer(journal, query)).data.reviewers as Body[];
  const invite = (title: string, body: Record<string, unknown>) =>
    json('POST', `/api/admin/submissions/${papers[title]}/reviewers`, admin, { dueDate: due, ...body });

  async function submit(journalName: string, title: string) {
    const form = new FormData();
    for (const [key, value] of Object.entries({
      userEmail: AUTHOR.email,
      journalName,
      paperTitle: title,
      abstract: 'An abstract long enough.',
      keywords: 'radioactivity',
    }))
      form.set(key, value);
    form.set('paperFile', new Blob([new Uint8Array(makeTxt(512))]), 'paper.txt');
    const res = await fetch(`${site.baseUrl}/api/registration/submit-paper`, {
      method: 'POST',
      headers: { authorization: `Bearer ${author}` },
      body: form,
    });
    expect(res.status).toBe(201);
    papers[title] = ((await res.json()) as Body).submission.id;
  }

  async function linkFor(email: string, title: string): Promise<string> {
    const mails = await readUntil(
      async () => (await mailsTo(site, email)).filter((m) => (m.text ?? '').includes(title)),
      (found) => found.length > 0,
      `invitation of ${email} to "${title}"`,
    );
    return /\/review\/([A-Za-z0-9_-]{43})/.exec(mails[0]!.text ?? '')![1]!;
  }

  beforeAll(async () => {
    db = await createTestDatabase();
    site = await startSite({
      databaseUrl: db.url,
      env: { REDIS_URL: 'redis://127.0.0.1:6379', REDIS_PREFIX: `family-pool-${randomUUID()}` },
    });
    author = await registerAuthor(site, { ...AUTHOR, password: PASSWORD });
    admin = await signInAdmin(site);
    for (const title of CIVIL_TITLES) await submit('Civil Engineering', title);
    await submit('Applied Science', APPLIED);
    await submit('Applied Science', APPLIED_TWO);
  }, 180_000);
  afterAll(async () => {
    await site?.stop();
    await db?.drop();
    if (site) await rm(site.dataDir, { recursive: true, force: true });
  });

  it("shows another journal's reviewer with their load across the family, never that journal's titles", async () => {
    for (const title of CIVIL_TITLES) {
      expect((await invite(title, ERWIN)).status).toBe(201);
      links[title] = await linkFor(ERWIN.reviewerEmail, title);
      const accepted = await json('POST', `/api/reviews/${links[title]}/accept`, undefined, NO_COMPETING);
      expect(accepted.status).toBe(200);
    }
    const answers = [
      await poolAnswer('applied-science'),
      await poolAnswer('applied-science', '?q=chargaff'),
      await poolAnswer('applied-science', `?forSubmission=${papers[APPLIED]}`),
    ];
    for (const answer of answers) {
      const erwin = (answer.data.reviewers as Body[]).find((r) => r.email === ERWIN.reviewerEmail);
      expect(erwin).toMatchObject({
        givenNames: 'Erwin',
        familyName: 'Chargaff',
        // His history in Applied Science: none; his load is Civil Engineering's.
        invited: 0,
        openAssignments: 0,
        load: { open: 0, inProgress: 2 },
        responseRate: 1,
        lastReviewAt: null,
        unavailableUntil: null,
      });
      const text = JSON.stringify(answer);
      for (const title of CIVIL_TITLES) expect(text).not.toContain(title);
      expect(text).not.toContain(papers[CIVIL_TITLES[0]!]);
    }
    // Civil Engineering sees the same load and its own history.
    const own = (await pool('civil-engineering')).find((r) => r.email === ERWIN.reviewerEmail);
    expect(own).toMatchObject({
      invited: 2,
      accepted: 2,
      openAssignments: 2,
      load: { open: 0, inProgress: 2 },
    });
  });

  it('answers 409 at the load limit unless confirmLoad; the limit is the publisher setting', async () => {
    const refused = await invite(APPLIED, ERWIN);
    expect([refused.status, refused.body.message]).toEqual([
      409,
      'This reviewer already has 2 reviews in progress',
    ]);
    const { rows: none } = await db.pool.query(
      `SELECT count(*)::int AS n FROM review.assignments WHERE submission_id = $1`,
      [papers[APPLIED]],
    );
    expect(none[0].n).toBe(0);
    expect((await invite(APPLIED, { ...ERWIN, confirmLoad: 'yes' })).status).toBe(400);
    const confirmed = await invite(APPLIED, { ...ERWIN, confirmLoad: true });
    expect(confirmed.status).toBe(201);
    const erwin = (await pool('applied-science')).find((r) => r.email === ERWIN.reviewerEmail);
    expect(erwin).toMatchObject({ invited: 1, load: { open: 1, inProgress: 2 } });

    // The administrator raises the limit to 3: two in progress no longer ask.
    const settings = await json('GET', '/api/admin/reviewer-pool/settings', admin);
    expect(settings.body.data.settings.loadLimit).toBe(2);
    for (const bad of [0, 51, 2.5, '3'])
      expect((await json('PUT', '/api/admin/reviewer-pool/settings', admin, { loadLimit: bad })).status).toBe(
        400,
      );
    expect((await json('PUT', '/api/admin/reviewer-pool/settings', author, { loadLimit: 3 })).status).toBe(
      403,
    );
    const saved = await json('PUT', '/api/admin/reviewer-pool/settings', admin, { loadLimit: 3 });
    expect([saved.status, saved.body.data.settings.loadLimit]).toEqual([200, 3]);
    expect((await invite(APPLIED_TWO, ERWIN)).status).toBe(201);
    // Back to 2: three in progress after he accepts one more are said as three.
    await json('PUT', '/api/admin/reviewer-pool/settings', admin, { loadLimit: 2 });
    const link = await linkFor(ERWIN.reviewerEmail, APPLIED);
    expect((await json('POST', `/api/reviews/${link}/accept`, undefined, NO_COMPETING)).status).toBe(200);
    const civil = await json('POST', `/api/admin/submissions/${papers[CIVIL_TITLES[0]!]}/reviewers`, admin, {
      reviewerEmail: 'someone.else@example.org',
      givenNames: 'Someone',
      familyName: 'Else',
      dueDate: due,
    });
    expect(civil.status).toBe(201);
    const again = await invite(CIVIL_TITLES[1]!, { ...ERWIN, reviewerEmail: 'ERWIN@dublin.example.ie' });
    expect([again.status, again.body.message]).toEqual([
      409,
      'This reviewer already has 3 reviews in progress',
    ]);
  });

  it('leaves out a reviewer who said on the review link that they are unavailable until a later day', async () => {
    const link = links[CIVIL_TITLES[0]!]!;
    for (const bad of [{}, { unavailableUntil: '2026-02-30' }, { unavailableUntil: '2000-01-01' }]) {
      const res = await json('POST', `/api/reviews/${link}/availability`, undefined, bad);
      expect(res.status).toBe(400);
    }
    expect((await pool('applied-science')).map((r) => r.email)).toContain(ERWIN.reviewerEmail);
    const away = dayAfter(10);
    const saved = await json('POST', `/api/reviews/${link}/availability`, undefined, {
      unavailableUntil: away,
    });
    expect([saved.status, saved.body.unavailableUntil]).toEqual([200, away]);
    expect((await json('GET', `/api/reviews/${link}`)).body.review.unavailableUntil).toBe(away);
    for (const journal of ['applied-science', 'civil-engineering'])
      for (const query of ['', '?q=erwin'])
        expect((await pool(journal, query)).map((r) => r.email)).not.toContain(ERWIN.reviewerEmail);

    // Until today means available today: the day itself is his again.
    const today = dayAfter(0);
    await json('POST', `/api/reviews/${link}/availability`, undefined, { unavailableUntil: today });
    const back = (await pool('applied-science')).find((r) => r.email === ERWIN.reviewerEmail);
    expect(back).toMatchObject({ unavailableUntil: today });
    await json('POST', `/api/reviews/${link}/availability`, undefined, { unavailableUntil: null });
    expect((await pool('applied-science')).find((r) => r.email === ERWIN.reviewerEmail)).toMatchObject({
      unavailableUntil: null,
    });
  });

  it("takes the profile's opt-out and unavailable-until; the journals that invited the person keep seeing them", async () => {
    const lise = await registerAuthor(site, { ...LISE, password: PASSWORD });
    const emmy = await registerAuthor(site, { ...EMMY, password: PASSWORD });
    for (const token of [lise, emmy])
      expect(
        (await json('PUT', '/api/registration/update-profile', token, { reviewerInterests: ['fission'] }))
          .status,
      ).toBe(200);
    await readUntil(
      async () => (await pool('applied-science', '?q=fission')).map((r) => r.email).sort(),
      (found) => found.length === 2,
      'the volunteers in the pool',
    );
    // Civil Engineering invites Lise; then she leaves the publisher's pool.
    const invited = await invite(CIVIL_TITLES[1]!, {
      reviewerEmail: LISE.email,
      givenNames: 'Lise',
      familyName: 'Meitner',
    });
    expect(invited.status).toBe(201);
    const bad = await json('PUT', '/api/registration/update-profile', lise, { reviewerPoolOptIn: 'no' });
    expect(bad.status).toBe(400);
    const out = await json('PUT', '/api/registration/update-profile', lise, { reviewerPoolOptIn: false });
    expect([out.status, out.body.data.user.reviewer_pool_opt_in]).toEqual([200, false]);
    const away = dayAfter(30);
    for (const wrong of ['2000-01-01', 'soon'])
      expect(
        (await json('PUT', '/api/registration/update-profile', emmy, { unavailableUntil: wrong })).status,
      ).toBe(400);
    const said = await json('PUT', '/api/registration/update-profile', emmy, { unavailableUntil: away });
    expect([said.status, said.body.data.user.unavailable_until]).toEqual([200, away]);
    await readUntil(
      async () => (await pool('applied-science', '?q=fission')).map((r) => r.email),
      (found) => found.length === 0,
      'the opt-out and the absence in the pool',
    );
    expect((await pool('civil-engineering', '?q=fission')).map((r) => r.email)).toEqual([LISE.email]);
    const profile = await json('GET', `/api/users/profile?email=${encodeURIComponent(EMMY.email)}`, emmy);
    expect(profile.body.user).toMatchObject({ reviewer_pool_opt_in: true, unavailable_until: away });
    const cleared = await json('PUT', '/api/registration/update-profile', emmy, { unavailableUntil: null });
    expect(cleared.status).toBe(200);
    await readUntil(
      async () => (await pool('applied-science', '?q=fission')).map((r) => r.email),
      (found) => found.includes(EMMY.email),
      'Emmy back in the pool',
    );
  });
});
