import { NO_COMPETING } from './support/review-answers';
import { createHash, randomUUID } from 'node:crypto';
import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { io, type Socket } from 'socket.io-client';
import { isFinishedMailFile } from '@journal/mail';
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

/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are read loosely and asserted field by field */
type Body = any;

const PASSWORD = 'a long enough password';
const AUTHOR = { email: 'rosalind@example.org', givenNames: 'Rosalind', familyName: 'Franklin' };
const GRACE = {
  givenNames: 'Grace',
  familyName: 'Hopper',
  email: 'grace@example.org',
  affiliation: 'Yale University',
  orcid: '0000-0002-1694-233X',
};
const REVIEWER_1 = { reviewerEmail: 'maurice@example.net', givenNames: 'Maurice', familyName: 'Wilkins' };
const REVIEWER_2 = { reviewerEmail: 'linus@example.net', givenNames: 'Linus', familyName: 'Pauling' };
const TO_EDITOR_1 = 'Confidential: I suspect the second figure is borrowed.';
const TO_EDITOR_2 = 'Confidential: my colleague reviewed an earlier draft.';
const TO_AUTHOR_1 = 'The diffraction analysis needs a clearer method section.';
const TO_AUTHOR_2 = 'A strong paper; please enlarge the second figure.';

/** Strings no reviewer response may contain (double-blind). */
const AUTHOR_SECRETS = [
  AUTHOR.email,
  AUTHOR.givenNames,
  AUTHOR.familyName,
  GRACE.email,
  GRACE.familyName,
  GRACE.affiliation,
  GRACE.orcid,
];
/** Strings no author response may contain. */
const REVIEWER_SECRETS = [
  REVIEWER_1.reviewerEmail,
  REVIEWER_1.familyName,
  REVIEWER_2.reviewerEmail,
  REVIEWER_2.familyName,
  TO_EDITOR_1,
  TO_EDITOR_2,
];

function dateInDays(days: number): string {
  return new Date(Date.now() + days * 24 * 3600 * 1000).toISOString().slice(0, 10);
}

/**
 * Issue 12 over real HTTP through the gateway of the whole site (embedded composition on a real
 * Postgres and Redis: bus, mail queue and reminder jobs on Redis): the whole round trip, every refusal,
 * and the double-blind rules checked by searching every response each side gets.
 */
describeWith(['postgres', 'redis'], 'peer review through the gateway', () => {
  let db: TestDatabase;
  let site: RunningSite;
  let author: string;
  let admin: string;
  let paperId = '';
  /** Every body a reviewer link answered, and every body the author got, for the anonymity checks. */
  const reviewerSeen: string[] = [];
  const authorSeen: string[] = [];
  /** Live notices by Socket.IO event name, for the author's and the admins' sockets. */
  const live = { author: [] as [string, Body][], admin: [] as [string, Body][] };
  const sockets: Socket[] = [];

  async function listen(who: 'author' | 'admin', token: string, email: string) {
    const socket = io(site.baseUrl, { path: '/socket.io/', auth: { token }, transports: ['websocket'] });
    sockets.push(socket);
    socket.onAny((name: string, payload: Body) => live[who].push([name, payload]));
    const joined = await socket.emitWithAck(who === 'admin' ? 'join-admin-room' : 'join-user-room', email);
    expect(joined).toMatchObject({ success: true });
  }

  const json = (method: string, route: string, token?: string, body?: unknown) =>
    siteJson<Body>(site, method, route, token, body);
  const asReviewer = async (method: string, token: string, suffix = '', body?: unknown) => {
    const res = await json(method, `/api/reviews/${token}${suffix}`, undefined, body);
    reviewerSeen.push(JSON.stringify(res.body));
    return res;
  };
  const profile = async () => {
    const res = await json('GET', `/api/users/profile?email=${encodeURIComponent(AUTHOR.email)}`, author);
    authorSeen.push(JSON.stringify(res.body));
    return res.body.user.individual_submissions.find((s: Body) => s.id === paperId);
  };
  const detail = async () => (await json('GET', `/api/admin/submissions/${paperId}`, admin)).body.data;

  async function mailsTo(address: string): Promise<ParsedMail[]> {
    const dir = path.join(site.dataDir, 'mail');
    const files = (await readdir(dir).catch(() => [] as string[])).filter(isFinishedMailFile);
    const mails = await Promise.all(files.map(async (f) => simpleParser(await readFile(path.join(dir, f)))));
    return mails.filter((mail) => {
      const to = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [];
      return to.some((a) => a.value.some((v) => v.address === address));
    });
  }

  /** The link token of the newest mail to `address` whose subject contains `subject`. */
  async function linkFromMail(address: string, subject: string, count = 1): Promise<string> {
    const mails = await readUntil(
      async () => (await mailsTo(address)).filter((m) => m.subject?.includes(subject)),
      (found) => found.length >= count,
      `mail "${subject}" to ${address}`,
    );
    const newest = mails.sort((a, b) => (a.date?.getTime() ?? 0) - (b.date?.getTime() ?? 0)).at(-1)!;
    for (const secret of AUTHOR_SECRETS) expect(`${newest.subject} ${newest.text}`).not.toContain(secret);
    const match = /\/review\/([A-Za-z0-9_-]{43})/.exec(newest.text ?? '');
    expect(match).not.toBeNull();
    return match![1]!;
  }

  async function upload(route: string, fields: Record<string, string>, bytes: Uint8Array, name: string) {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.set(key, value);
    form.set('paperFile', new Blob([new Uint8Array(bytes)]), name);
    const res = await fetch(`${site.baseUrl}${route}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${author}` },
      body: form,
    });
    const body = (await res.json()) as Body;
    authorSeen.push(JSON.stringify(body));
    return { status: res.status, body };
  }

  beforeAll(async () => {
    db = await createTestDatabase();
    site = await startSite({
      databaseUrl: db.url,
      env: { REDIS_URL: 'redis://127.0.0.1:6379', REDIS_PREFIX: `review-test-${randomUUID()}` },
    });
    author = await registerAuthor(site, { ...AUTHOR, password: PASSWORD });
    admin = await signInAdmin(site);
    const submitted = await upload(
      '/api/registration/submit-paper',
      {
        userEmail: AUTHOR.email,
        journalName: 'Applied Science',
        journalIcon: '🔬',
        paperTitle: 'Molecular Configuration in Sodium Thymonucleate',
        abstract: 'We photograph DNA with X-rays.',
        keywords: 'DNA, x-ray diffraction',
        coAuthors: JSON.stringify([GRACE]),
      },
      makeTxt(2048),
      'franklin-dna.txt',
    );
    expect(submitted.status).toBe(201);
    paperId = submitted.body.submission.id;
  }, 120_000);
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await site?.stop();
    await db?.drop();
    if (site) await rm(site.dataDir, { recursive: true, force: true });
  });

  let token1 = '';
  let token2 = '';
  let assignment1 = '';
  let v1Sha = '';

  it('refuses bad invitations: 400 per field, 409 for an author or co-author, 404 for an unknown paper', async () => {
    const invite = (body: unknown, id = paperId) =>
      json('POST', `/api/admin/submissions/${id}/reviewers`, admin, body);
    const due = dateInDays(21);
    expect((await invite({ ...REVIEWER_1, dueDate: due, reviewerEmail: 'nope' })).body.message).toBe(
      'Please enter a valid email address',
    );
    const past = await invite({ ...REVIEWER_1, dueDate: dateInDays(-1) });
    expect([past.status, past.body.message]).toEqual([400, 'The due date must be in the future']);
    const badDate = await invite({ ...REVIEWER_1, dueDate: '2030-02-30' });
    expect([badDate.status, badDate.body.message]).toEqual([400, 'Please enter the due date as YYYY-MM-DD']);
    expect((await invite({ ...REVIEWER_1, givenNames: ' ', dueDate: due })).body.message).toBe(
      "Please enter the reviewer's given names",
    );
    for (const email of [AUTHOR.email, GRACE.email.toUpperCase()]) {
      const res = await invite({ ...REVIEWER_1, reviewerEmail: email, dueDate: due });
      expect([res.status, res.body.message]).toEqual([409, 'A reviewer cannot be an author of the paper']);
    }
    expect((await invite({ ...REVIEWER_1, dueDate: due }, randomUUID())).status).toBe(404);
    const asAuthor = await json('POST', `/api/admin/submissions/${paperId}/reviewers`, author, {
      ...REVIEWER_1,
      dueDate: due,
    });
    expect(asAuthor.status).toBe(403);
    const { rows } = await db.pool.query('SELECT count(*)::int AS n FROM review.assignments');
    expect(rows[0].n).toBe(0);
  });

  it('invites two reviewers; each gets a mail with a link, stored only as a hash; a second invitation of one is 409', async () => {
    const due = dateInDays(21);
    const first = await json('POST', `/api/admin/submissions/${paperId}/reviewers`, admin, {
      ...REVIEWER_1,
      dueDate: due,
      email: site.adminEmail,
    });
    expect(first.status).toBe(201);
    expect(first.body.assignment).toMatchObject({
      round: 1,
      state: 'invited',
      due_date: due,
      reviewer_number: 1,
      reviewer: { email: REVIEWER_1.reviewerEmail },
    });
    assignment1 = first.body.assignment.id;
    const second = await json('POST', `/api/admin/submissions/${paperId}/reviewers`, admin, {
      ...REVIEWER_2,
      dueDate: due,
    });
    expect(second.status).toBe(201);
    const twice = await json('POST', `/api/admin/submissions/${paperId}/reviewers`, admin, {
      ...REVIEWER_1,
      reviewerEmail: REVIEWER_1.reviewerEmail.toUpperCase(),
      dueDate: due,
    });
    expect([twice.status, twice.body.message]).toEqual([
      409,
      'This reviewer is already invited for this round',
    ]);

    token1 = await linkFromMail(REVIEWER_1.reviewerEmail, 'Invitation to review');
    token2 = await linkFromMail(REVIEWER_2.reviewerEmail, 'Invitation to review');
    const { rows } = await db.pool.query<{ token_hash: Buffer }>('SELECT token_hash FROM review.link_tokens');
    const hashes = rows.map((r) => r.token_hash.toString('hex'));
    expect(hashes).toContain(createHash('sha256').update(token1).digest('hex'));
    const dump = JSON.stringify((await db.pool.query('SELECT * FROM review.link_tokens')).rows);
    expect(dump).not.toContain(token1);
    const outbox = JSON.stringify((await db.pool.query('SELECT payload FROM review.outbox')).rows);
    expect(outbox).not.toContain(token1);
  });

  it('the link shows the paper without its authors; unknown links are 404; reports and downloads need acceptance', async () => {
    const view = await asReviewer('GET', token1);
    expect(view.status).toBe(200);
    expect(view.body.review).toMatchObject({
      state: 'invited',
      round: 1,
      submission: {
        paper_title: 'Molecular Configuration in Sodium Thymonucleate',
        abstract: 'We photograph DNA with X-rays.',
        keywords: ['DNA', 'x-ray diffraction'],
        journal_name: 'Applied Science',
      },
      file: { name: `manuscript-${paperId}-v1.txt`, version: 1 },
    });
    const unknown = await asReviewer('GET', 'A'.repeat(43));
    expect([unknown.status, unknown.body.code]).toEqual([404, 'REVIEW_LINK_UNKNOWN']);
    expect((await asReviewer('GET', 'short')).status).toBe(404);
    const early = await asReviewer('POST', token1, '/report', {
      recommendation: 'accept',
      commentsToAuthor: 'x',
    });
    expect([early.status, early.body.message]).toEqual([
      409,
      'Please accept the invitation before submitting a report',
    ]);
    expect((await fetch(`${site.baseUrl}/api/reviews/${token1}/file`)).status).toBe(409);
  });

  it('the first acceptance moves the paper to under_review as an admin change would; the file downloads under a neutral name', async () => {
    const accepted = await asReviewer('POST', token1, '/accept', NO_COMPETING);
    expect([accepted.status, accepted.body.review.state]).toEqual([200, 'accepted']);
    expect((await asReviewer('POST', token1, '/accept', NO_COMPETING)).status).toBe(409);
    expect((await asReviewer('POST', token1, '/decline')).body.message).toBe(
      'This invitation has already been accepted',
    );
    const entry = await readUntil(profile, (s) => s.status === 'under_review', 'status under_review');
    const last = entry.history.at(-1);
    expect(last).toMatchObject({ from_status: 'submitted', to_status: 'under_review' });
    expect(last.changed_by).not.toContain('maurice');
    await readUntil(
      async () => (await mailsTo(AUTHOR.email)).filter((m) => m.subject?.includes('Under Review')),
      (mails) => mails.length === 1,
      'status mail to the author',
    );
    const file = await fetch(`${site.baseUrl}/api/reviews/${token1}/file`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toBe(
      `attachment; filename="manuscript-${paperId}-v1.txt"`,
    );
    const bytes = Buffer.from(await file.arrayBuffer());
    v1Sha = createHash('sha256').update(bytes).digest('hex');
    expect(bytes.length).toBe(2048);

    // The second reviewer accepts too; the status stays where it is.
    expect((await asReviewer('POST', token2, '/accept', NO_COMPETING)).status).toBe(200);
  });

  it('reports: 400 for a bad recommendation or comments, 201 once, 409 the second time', async () => {
    const bad = await asReviewer('POST', token1, '/report', {
      recommendation: 'maybe',
      commentsToAuthor: 'x',
    });
    expect([bad.status, bad.body.message]).toEqual([
      400,
      'Recommendation must be one of accept, minor_revisions, major_revisions, reject',
    ]);
    const empty = await asReviewer('POST', token1, '/report', {
      recommendation: 'accept',
      commentsToAuthor: ' ',
    });
    expect(empty.body.message).toBe('Please enter your comments to the author');
    const long = await asReviewer('POST', token1, '/report', {
      recommendation: 'accept',
      commentsToAuthor: 'x'.repeat(20_001),
    });
    expect(long.body.message).toBe('Comments to the author must be at most 20,000 characters');
    const first = await asReviewer('POST', token1, '/report', {
      recommendation: 'major_revisions',
      commentsToAuthor: TO_AUTHOR_1,
      commentsToEditor: TO_EDITOR_1,
    });
    expect([first.status, first.body.review.state]).toEqual([201, 'report_submitted']);
    const again = await asReviewer('POST', token1, '/report', {
      recommendation: 'accept',
      commentsToAuthor: 'again',
    });
    expect([again.status, again.body.message]).toEqual([
      409,
      'A report has already been submitted for this review',
    ]);
    expect(
      (
        await asReviewer('POST', token2, '/report', {
          recommendation: 'minor_revisions',
          commentsToAuthor: TO_AUTHOR_2,
          commentsToEditor: TO_EDITOR_2,
        })
      ).status,
    ).toBe(201);
    const cancelDone = await json(
      'DELETE',
      `/api/admin/submissions/${paperId}/reviewers/${assignment1}`,
      admin,
    );
    expect([cancelDone.status, cancelDone.body.message]).toEqual([
      409,
      'A review whose report is in cannot be cancelled',
    ]);
  });

  it('the editors see everything on the detail page: versions, history, assignments, reports with comments to the editor', async () => {
    const data = await detail();
    expect(data.submission).toMatchObject({
      id: paperId,
      manuscript_id: `MS-${paperId.replace(/-/g, '').slice(0, 8).toUpperCase()}`,
      author: { email: AUTHOR.email },
      current_version: 1,
      status: 'under_review',
    });
    expect(data.versions).toEqual([
      expect.objectContaining({ number: 1, name: 'franklin-dna.txt', size: 2048, uploaded_by: AUTHOR.email }),
    ]);
    expect(data.history.map((h: Body) => h.to_status)).toEqual(['submitted', 'under_review']);
    expect(data.assignments.map((a: Body) => a.state)).toEqual(['report_submitted', 'report_submitted']);
    expect(data.reports.map((r: Body) => r.comments_to_editor)).toEqual([TO_EDITOR_1, TO_EDITOR_2]);
    // The admin list's read model follows the review events.
    const row = await readUntil(
      async () =>
        (await json('GET', '/api/admin/submissions?limit=50', admin)).body.data.submissions.find(
          (s: Body) => s.id === paperId,
        ),
      (r) => r?.review?.reports === 2,
      'review summary in the admin list',
    );
    expect(row.review).toEqual({ invited: 2, accepted: 2, declined: 0, reports: 2, last_decision: null });
    expect((await json('GET', `/api/admin/submissions/${randomUUID()}`, admin)).status).toBe(404);
    expect((await json('GET', `/api/admin/submissions/${paperId}`, author)).status).toBe(403);
  });

  it('a revisions decision: letter to author and co-author quoting reviewers anonymously, decisions on the profile', async () => {
    const bad = await json('POST', `/api/admin/submissions/${paperId}/decision`, admin, {
      decision: 'maybe',
      message: 'x',
    });
    expect([bad.status, bad.body.message]).toEqual([
      400,
      'Decision must be one of accept, reject, revisions',
    ]);
    const early = await upload(
      `/api/registration/submissions/${paperId}/revisions`,
      {},
      makeTxt(1000),
      'v2.txt',
    );
    expect([early.status, early.body.message]).toEqual([
      409,
      'A revision can only be uploaded after an editor asks for revisions',
    ]);
    await listen('author', author, AUTHOR.email);
    await listen('admin', admin, site.adminEmail);
    const decided = await json('POST', `/api/admin/submissions/${paperId}/decision`, admin, {
      decision: 'revisions',
      message: 'Please address the reviewers’ points.',
    });
    expect(decided.status).toBe(201);
    // Issue 29, item 8: each reviewer whose report is in is thanked with the decision, never the authors.
    for (const r of [REVIEWER_1, REVIEWER_2]) {
      const [thanks] = await readUntil(
        async () =>
          (await mailsTo(r.reviewerEmail)).filter((m) => m.subject?.startsWith('Thank you for your review')),
        (found) => found.length === 1,
        `thanks to ${r.reviewerEmail}`,
      );
      expect(thanks!.text).toContain('asked the authors for a revised version');
      for (const secret of AUTHOR_SECRETS) expect(thanks!.text).not.toContain(secret);
    }
    expect(decided.body.decision.comments).toEqual([
      { reviewer: 'Reviewer 1', comments_to_author: TO_AUTHOR_1 },
      { reviewer: 'Reviewer 2', comments_to_author: TO_AUTHOR_2 },
    ]);
    for (const to of [AUTHOR.email, GRACE.email]) {
      const [letter] = await readUntil(
        async () => (await mailsTo(to)).filter((m) => m.subject?.startsWith('Decision on')),
        (mails) => mails.length === 1,
        `decision letter to ${to}`,
      );
      expect(letter!.text).toContain('Reviewer 1:');
      expect(letter!.text).toContain(TO_AUTHOR_1);
      expect(letter!.text).toContain(TO_AUTHOR_2);
      authorSeen.push(`${letter!.subject} ${letter!.text} ${letter!.html}`);
    }
    // The revisions decision changes no status, so its own notice tells the author live.
    const [, notice] = await readUntil(
      async () => live.author.find(([name]) => name === 'decision-recorded') ?? ['', undefined],
      ([name]) => name === 'decision-recorded',
      'live decision notice',
    );
    expect(notice).toMatchObject({ id: paperId, decision: 'revisions' });
    authorSeen.push(JSON.stringify(live.author));
    const entry = await profile();
    expect(entry.status).toBe('under_review');
    expect(entry.revision_open).toBe(true);
    expect(entry.decisions).toEqual([
      expect.objectContaining({
        decision: 'revisions',
        message: 'Please address the reviewers’ points.',
        comments: [
          { reviewer: 'Reviewer 1', comments_to_author: TO_AUTHOR_1 },
          { reviewer: 'Reviewer 2', comments_to_author: TO_AUTHOR_2 },
        ],
      }),
    ]);
  });

  it('the revision becomes version 2 (round 2); v1 stays downloadable; the editor is mailed; a second upload is 409', async () => {
    const tooLong = await upload(
      `/api/registration/submissions/${paperId}/revisions`,
      { responseToReviewers: 'x'.repeat(20_001) },
      makeTxt(1000),
      'v2.txt',
    );
    expect([tooLong.status, tooLong.body.message]).toEqual([
      400,
      'The response to reviewers must be at most 20,000 characters',
    ]);
    const wrongType = await upload(
      `/api/registration/submissions/${paperId}/revisions`,
      {},
      makeTxt(10),
      'v2.pdf',
    );
    expect(wrongType.status).toBe(400);
    const revised = await upload(
      `/api/registration/submissions/${paperId}/revisions`,
      { responseToReviewers: 'We clarified the method.' },
      makeTxt(3000),
      'franklin-dna-v2.txt',
    );
    expect(revised.status).toBe(201);
    expect(revised.body.version).toMatchObject({ number: 2, name: 'franklin-dna-v2.txt', size: 3000 });
    const [, revisionNotice] = await readUntil(
      async () => live.admin.find(([name]) => name === 'revision-submitted') ?? ['', undefined],
      ([name]) => name === 'revision-submitted',
      'live revision notice in the admin room',
    );
    expect(revisionNotice).toMatchObject({ id: paperId, version: 2 });
    expect(live.author.some(([name]) => name === 'revision-submitted')).toBe(false);
    const again = await upload(
      `/api/registration/submissions/${paperId}/revisions`,
      {},
      makeTxt(10),
      'v3.txt',
    );
    expect(again.status).toBe(409);
    await readUntil(
      async () => (await mailsTo(site.adminEmail)).filter((m) => m.subject?.startsWith('Revised version')),
      (mails) => mails.length === 1,
      'revision mail to the editor',
    );
    // Issue 29, item 8: the author gets one receipt for the revision.
    const [receipt] = await readUntil(
      async () => (await mailsTo(AUTHOR.email)).filter((m) => m.subject?.startsWith('Revision received')),
      (mails) => mails.length === 1,
      'revision receipt to the author',
    );
    expect(receipt!.subject).toBe('Revision received: "Molecular Configuration in Sodium Thymonucleate"');
    expect(receipt!.text).toContain('We have received version 2 of your paper');
    authorSeen.push(`${receipt!.subject} ${receipt!.text} ${receipt!.html}`);
    const data = await detail();
    expect(data.versions.map((v: Body) => [v.number, v.size, v.response_to_reviewers])).toEqual([
      [1, 2048, null],
      [2, 3000, 'We clarified the method.'],
    ]);
    expect(data.review).toMatchObject({ current_round: 2, revision_open: false });
    expect(data.review.earlier_reviewers.map((r: Body) => r.email).sort()).toEqual(
      [REVIEWER_1.reviewerEmail, REVIEWER_2.reviewerEmail].sort(),
    );
    const v1 = await fetch(`${site.baseUrl}/api/admin/submissions/${paperId}/versions/1/download`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(
      createHash('sha256')
        .update(Buffer.from(await v1.arrayBuffer()))
        .digest('hex'),
    ).toBe(v1Sha);
    expect(
      (
        await fetch(`${site.baseUrl}/api/admin/submissions/${paperId}/versions/9/download`, {
          headers: { authorization: `Bearer ${admin}` },
        })
      ).status,
    ).toBe(404);
  });

  it('round 2: the earlier reviewer is invited again, cancel kills a link, accept ends the review', async () => {
    const due = dateInDays(14);
    const again = await json('POST', `/api/admin/submissions/${paperId}/reviewers`, admin, {
      ...REVIEWER_1,
      dueDate: due,
    });
    expect(again.status).toBe(201);
    expect(again.body.assignment).toMatchObject({ round: 2, reviewer_number: 1 });
    const other = await json('POST', `/api/admin/submissions/${paperId}/reviewers`, admin, {
      reviewerEmail: 'erwin@example.net',
      givenNames: 'Erwin',
      familyName: 'Chargaff',
      dueDate: due,
    });
    const cancelledLink = await linkFromMail('erwin@example.net', 'Invitation to review');
    expect((await asReviewer('GET', cancelledLink)).status).toBe(200);
    const cancelled = await json(
      'DELETE',
      `/api/admin/submissions/${paperId}/reviewers/${other.body.assignment.id}`,
      admin,
    );
    expect([cancelled.status, cancelled.body.assignment.state]).toEqual([200, 'cancelled']);
    const dead = await asReviewer('GET', cancelledLink);
    expect([dead.status, dead.body.code]).toEqual([404, 'REVIEW_LINK_CANCELLED']);
    expect((await asReviewer('POST', cancelledLink, '/accept')).status).toBe(404);
    expect(
      (await json('DELETE', `/api/admin/submissions/${paperId}/reviewers/${other.body.assignment.id}`, admin))
        .status,
    ).toBe(409);

    const round2 = await linkFromMail(REVIEWER_1.reviewerEmail, 'Invitation to review', 2);
    expect(round2).not.toBe(token1);
    expect((await asReviewer('POST', round2, '/accept', NO_COMPETING)).status).toBe(200);
    // Issue 29, item 8: the re-review shows the authors' response and round 1's reports, anonymous.
    const reReview = (await asReviewer('GET', round2)).body.review;
    expect(reReview.previous_round).toEqual({
      round: 1,
      response_to_reviewers: 'We clarified the method.',
      reports: [
        { reviewer: 'Reviewer 1', recommendation: expect.any(String), comments_to_author: TO_AUTHOR_1 },
        { reviewer: 'Reviewer 2', recommendation: expect.any(String), comments_to_author: TO_AUTHOR_2 },
      ],
    });
    expect(JSON.stringify(reReview)).not.toContain(TO_EDITOR_1);
    const reInvitation = (await mailsTo(REVIEWER_1.reviewerEmail)).find((m) =>
      m.subject?.includes('re-review'),
    );
    expect(reInvitation?.subject).toContain('(re-review, round 2)');
    const file = await fetch(`${site.baseUrl}/api/reviews/${round2}/file`);
    expect(file.headers.get('content-disposition')).toContain(`manuscript-${paperId}-v2.txt`);
    expect((await file.arrayBuffer()).byteLength).toBe(3000);
    expect(
      (
        await asReviewer('POST', round2, '/report', {
          recommendation: 'accept',
          commentsToAuthor: 'The revision answers my points.',
        })
      ).status,
    ).toBe(201);

    const accepted = await json('POST', `/api/admin/submissions/${paperId}/decision`, admin, {
      decision: 'accept',
      message: 'Congratulations.',
    });
    expect([accepted.status, accepted.body.submission.status]).toEqual([201, 'accepted']);
    // Issue 29, item 8: the decision letter is the authors' one mail; the status change it causes, once
    // notification has handled its event, mailed nobody.
    const statusEvent = await readUntil(
      async () =>
        (
          await db.pool.query<{ id: string }>(
            `SELECT id FROM submission.outbox WHERE type = 'submission.status_changed.v1'
               AND aggregate_id = $1 AND payload->>'newStatus' = 'accepted' AND payload ? 'decisionId'`,
            [paperId],
          )
        ).rows[0]?.id,
      (id) => id !== undefined,
      'the status event of the acceptance',
    );
    await readUntil(
      async () =>
        (
          await db.pool.query('SELECT 1 FROM notification.processed_events WHERE event_id = $1', [
            statusEvent,
          ])
        ).rowCount,
      (n) => n === 1,
      'the acceptance handled by notification',
    );
    const statusMails = await db.pool.query(
      'SELECT kind, recipient FROM notification.mails WHERE event_id = $1',
      [statusEvent],
    );
    expect(statusMails.rows).toEqual([]);
    for (const to of [AUTHOR.email, GRACE.email])
      await readUntil(
        async () => (await mailsTo(to)).filter((m) => m.subject?.startsWith('Decision on')),
        (mails) => mails.length === 2,
        `acceptance letter to ${to}`,
      );
    const entry = await readUntil(profile, (s) => s.decisions.length === 2, 'second decision on the profile');
    expect(entry.status).toBe('accepted');
    expect(entry.decisions[1]).toMatchObject({
      decision: 'accept',
      round: 2,
      comments: [{ reviewer: 'Reviewer 1', comments_to_author: 'The revision answers my points.' }],
    });
    const late = await json('POST', `/api/admin/submissions/${paperId}/decision`, admin, {
      decision: 'reject',
      message: 'x',
    });
    expect([late.status, late.body.message]).toEqual([
      409,
      'A decision can only be recorded while the paper is Submitted or Under Review',
    ]);
  });

  it('double-blind: no reviewer response names an author, no author response names a reviewer or quotes comments to the editor', () => {
    expect(reviewerSeen.length).toBeGreaterThan(10);
    const reviewerText = reviewerSeen.join('\n');
    for (const secret of AUTHOR_SECRETS) expect(reviewerText).not.toContain(secret);
    expect(authorSeen.length).toBeGreaterThan(5);
    const authorText = authorSeen.join('\n');
    for (const secret of REVIEWER_SECRETS) expect(authorText).not.toContain(secret);
  });
});
