import { randomUUID } from 'node:crypto';
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
import { mailsTo, verifyByMail } from './support/site-mailbox';

/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are read loosely and asserted field by field */
type Body = any;

const PASSWORD = 'a long enough password';
const AUTHOR = { email: 'rosalind@example.org', givenNames: 'Rosalind', familyName: 'Franklin' };
const REVIEWER_1 = { reviewerEmail: 'maurice@example.net', givenNames: 'Maurice', familyName: 'Wilkins' };
const REVIEWER_2 = { reviewerEmail: 'linus@example.net', givenNames: 'Linus', familyName: 'Pauling' };
const JOURNAL = 'applied-science';

const dateInDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Issue 29 (items 1, 2, 6 and 7) over real HTTP through the gateway of the whole site (embedded
 * composition on real Postgres and Redis): one paper scripted through its whole life reaches every
 * `next_action` in turn, with the handling editor, round and reports on its row and the `nextAction` and
 * `assignedTo=me` filters; editors are held to the workflow while the administrator's SPEC call still
 * succeeds and is recorded `without_review`; the activity log tells the round trip.
 */
describeWith(['postgres', 'redis'], 'the editorial workflow through the gateway', () => {
  let db: TestDatabase;
  let site: RunningSite;
  let admin: string;
  let author: string;
  let editor: string;
  let editorId = '';
  let managerId = '';
  let paperId = '';
  let otherId = '';

  const json = (method: string, route: string, token?: string, body?: unknown) =>
    siteJson<Body>(site, method, route, token, body);
  const row = async (token: string, id: string, query = '') =>
    (await json('GET', `/api/admin/submissions?limit=50${query}`, token)).body.data.submissions.find(
      (s: Body) => s.id === id,
    );
  /** Waits until the paper's row (as the editor lists it) shows `action`: the read model follows events. */
  const nextActionBecomes = (action: string | null) =>
    readUntil(
      () => row(editor, paperId),
      (r) => r?.next_action === action,
      `next_action ${action}`,
    );
  const submit = async (paperTitle: string) => {
    const form = new FormData();
    form.set('userEmail', AUTHOR.email);
    form.set('journalName', 'Applied Science');
    form.set('journalIcon', '🔬');
    form.set('paperTitle', paperTitle);
    form.set('paperFile', new Blob([new Uint8Array(makeTxt(2048))]), 'paper.txt');
    const res = await fetch(`${site.baseUrl}/api/registration/submit-paper`, {
      method: 'POST',
      headers: { authorization: `Bearer ${author}` },
      body: form,
    });
    expect(res.status).toBe(201);
    return ((await res.json()) as Body).submission.id as string;
  };
  /** A confirmed account known to the journals service, then given a role in the journal. */
  const person = async (email: string, givenNames: string, familyName: string, role: string) => {
    const token = await registerAuthor(site, { email, givenNames, familyName, password: PASSWORD });
    await verifyByMail(site, email);
    const { rows } = await readUntil(
      () =>
        db.pool.query<{ user_id: string }>(
          'SELECT user_id FROM journals.users WHERE email = $1 AND email_verified',
          [email],
        ),
      (r) => r.rowCount === 1,
      `${email} confirmed in the journals service`,
    );
    const added = await json('POST', `/api/admin/journals/${JOURNAL}/members`, admin, {
      memberEmail: email,
      role,
    });
    expect(added.status).toBe(201);
    return { token, userId: rows[0]!.user_id };
  };
  /** The link token of the invitation mail to `address`. */
  const reviewLink = async (address: string) => {
    const [mail] = await readUntil(
      async () => (await mailsTo(site, address)).filter((m) => m.subject?.includes('Invitation to review')),
      (found) => found.length === 1,
      `invitation mail to ${address}`,
    );
    return /\/review\/([A-Za-z0-9_-]{43})/.exec(mail!.text ?? '')![1]!;
  };
  const invite = (reviewer: typeof REVIEWER_1) =>
    json('POST', `/api/admin/submissions/${paperId}/reviewers`, editor, {
      ...reviewer,
      dueDate: dateInDays(21),
    });

  beforeAll(async () => {
    db = await createTestDatabase();
    site = await startSite({
      databaseUrl: db.url,
      env: { REDIS_URL: 'redis://127.0.0.1:6379', REDIS_PREFIX: `workflow-test-${randomUUID()}` },
    });
    await site.waitForOutput('Journal platform running');
    admin = await signInAdmin(site);
    author = await registerAuthor(site, { ...AUTHOR, password: PASSWORD });
    ({ token: editor, userId: editorId } = await person('edgar@example.org', 'Edgar', 'Editor', 'editor'));
    ({ userId: managerId } = await person('mary@example.org', 'Mary', 'Manager', 'manager'));
    paperId = await submit('Molecular Configuration in Sodium Thymonucleate');
    otherId = await submit('A paper for the administrator');
  }, 240_000);
  afterAll(async () => {
    await site?.stop();
    await db?.drop();
  });

  it('assign_editor first; a handling editor must be one of the journal (400), then shows on row and detail', async () => {
    const first = await nextActionBecomes('assign_editor');
    expect(first).toMatchObject({ handling_editor: null, round: 1, progress: { reports: 0, reviewers: 0 } });
    const route = `/api/admin/submissions/${paperId}/handling-editor`;
    const authorId = (await json('GET', `/api/users/profile?email=${AUTHOR.email}`, author)).body.user?.id;
    for (const userId of [authorId ?? randomUUID(), 'nobody']) {
      const refused = await json('PUT', route, editor, { userId });
      expect([refused.status, refused.body.message]).toEqual([
        400,
        'The handling editor must be an editor of this journal',
      ]);
    }
    expect((await json('PUT', route, author, { userId: editorId })).status).toBe(403);
    const assigned = await json('PUT', route, editor, { userId: editorId });
    expect(assigned.status).toBe(200);
    const handling = { userId: editorId, name: 'Edgar Editor', email: 'edgar@example.org' };
    expect(assigned.body.data.submission.handling_editor).toEqual(handling);
    const detail = await json('GET', `/api/admin/submissions/${paperId}`, editor);
    expect(detail.body.data.submission.handling_editor).toEqual(handling);
    expect((await nextActionBecomes('invite_reviewers')).handling_editor).toEqual(handling);
    // The other paper goes to the manager: not the editor's (assignedTo=me), until then it was.
    expect(await row(editor, otherId, '&assignedTo=me')).toBeDefined();
    expect(
      (await json('PUT', `/api/admin/submissions/${otherId}/handling-editor`, admin, { userId: managerId }))
        .status,
    ).toBe(200);
    await readUntil(
      () => row(editor, otherId, '&assignedTo=me'),
      (r) => r === undefined,
      'the manager’s paper off the editor’s list',
    );
    expect(await row(editor, paperId, '&assignedTo=me')).toBeDefined();
    const badFilter = await json('GET', '/api/admin/submissions?assignedTo=someone', editor);
    expect([badFilter.status, badFilter.body.message]).toEqual([400, 'assignedTo must be me']);
    const badAction = await json('GET', '/api/admin/submissions?nextAction=later', editor);
    expect(badAction.status).toBe(400);
  });

  let token1 = '';
  let token2 = '';

  it('invite_reviewers until the journal’s two are invited, then awaiting_reviews, reviews_overdue past a due date', async () => {
    expect((await invite(REVIEWER_1)).status).toBe(201);
    await readUntil(
      () => row(editor, paperId),
      (r) => r?.progress.reviewers === 1 && r.next_action === 'invite_reviewers',
      'one reviewer of two',
    );
    expect((await invite(REVIEWER_2)).status).toBe(201);
    expect(await nextActionBecomes('awaiting_reviews')).toMatchObject({
      progress: { reports: 0, reviewers: 2 },
    });
    token1 = await reviewLink(REVIEWER_1.reviewerEmail);
    token2 = await reviewLink(REVIEWER_2.reviewerEmail);
    expect(
      (await json('POST', `/api/reviews/${token1}/accept`, undefined, { competingInterests: 'none' })).status,
    ).toBe(200);
    await readUntil(
      () =>
        db.pool.query(
          "SELECT 1 FROM admin.review_assignments WHERE submission_id = $1 AND state = 'accepted'",
          [paperId],
        ),
      (r) => r.rowCount === 1,
      'the acceptance in the read model',
    );
    // Time passes: the accepted review's due date (as the dashboard knows it) is now yesterday.
    await db.pool.query(
      `UPDATE admin.review_assignments SET due_date = current_date - 1 WHERE submission_id = $1 AND state = 'accepted'`,
      [paperId],
    );
    await nextActionBecomes('reviews_overdue');
    const filtered = await json('GET', '/api/admin/submissions?nextAction=reviews_overdue', editor);
    expect(filtered.body.data.submissions.map((s: Body) => s.id)).toEqual([paperId]);
    expect(filtered.body.data.pagination.totalItems).toBe(1);
  });

  it('needs_decision once the round is reported or declined, with "1 of 1 reports"', async () => {
    const report = await json('POST', `/api/reviews/${token1}/report`, undefined, {
      recommendation: 'minor_revisions',
      commentsToAuthor: 'Please enlarge the second figure.',
    });
    expect(report.status).toBe(201);
    await nextActionBecomes('awaiting_reviews');
    expect(
      (await json('POST', `/api/reviews/${token2}/decline`, undefined, { reason: 'Too busy' })).status,
    ).toBe(200);
    expect(await nextActionBecomes('needs_decision')).toMatchObject({
      round: 1,
      progress: { reports: 1, reviewers: 1 },
    });
    const filtered = await json(
      'GET',
      '/api/admin/submissions?nextAction=needs_decision&assignedTo=me',
      editor,
    );
    expect(filtered.body.data.submissions.map((s: Body) => s.id)).toEqual([paperId]);
  });

  it('revision_requested after a revisions decision, revision_received once the author uploads, round 2', async () => {
    const decided = await json('POST', `/api/admin/submissions/${paperId}/decision`, editor, {
      decision: 'revisions',
      message: 'Please address the reviewer.',
    });
    expect(decided.status).toBe(201);
    await nextActionBecomes('revision_requested');
    const form = new FormData();
    form.set('responseToReviewers', 'The figure is enlarged.');
    form.set('paperFile', new Blob([new Uint8Array(makeTxt(1500))]), 'v2.txt');
    const revised = await fetch(`${site.baseUrl}/api/registration/submissions/${paperId}/revisions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${author}` },
      body: form,
    });
    expect(revised.status).toBeLessThan(300);
    expect(await nextActionBecomes('revision_received')).toMatchObject({ round: 2 });
  });

  it('holds editors to the workflow (409s) and publishes once accepted; ready_to_publish, then nothing to do', async () => {
    const status = (id: string, value: string, token = editor) =>
      json('PUT', `/api/admin/submissions/${id}/status`, token, { status: value });
    const early = await status(paperId, 'published');
    expect([early.status, early.body.message]).toEqual([409, 'Only an accepted paper can be published']);
    const accepted = await status(paperId, 'accepted');
    expect([accepted.status, accepted.body.message]).toEqual([
      409,
      'Accepted and rejected are recorded through a decision',
    ]);
    const decided = await json('POST', `/api/admin/submissions/${paperId}/decision`, editor, {
      decision: 'accept',
      message: 'Accepted.',
    });
    expect(decided.status).toBe(201);
    await nextActionBecomes('ready_to_publish');
    expect((await status(paperId, 'published')).status).toBe(200);
    await nextActionBecomes(null);
    const history = (await json('GET', `/api/admin/submissions/${paperId}`, editor)).body.data.history;
    expect(history.at(-1)).toMatchObject({
      to_status: 'published',
      changed_by: 'edgar@example.org',
      without_review: false,
    });
    const down = await status(paperId, 'withdrawn');
    expect([down.status, down.body.message]).toEqual([
      409,
      'A published paper is unpublished through a retraction or a withdrawal',
    ]);
  });

  it("keeps the administrator's SPEC call: any status, recorded without_review with who did it", async () => {
    const skip = await json('PUT', `/api/admin/submissions/${otherId}/status`, editor, {
      status: 'published',
    });
    expect(skip.status).toBe(409);
    const res = await json('PUT', `/api/admin/submissions/${otherId}/status`, admin, {
      status: 'published',
      email: site.adminEmail,
    });
    expect([res.status, res.body.submission.status]).toEqual([200, 'published']);
    const history = (await json('GET', `/api/admin/submissions/${otherId}`, admin)).body.data.history;
    expect(history.at(-1)).toMatchObject({
      from_status: 'submitted',
      to_status: 'published',
      changed_by: site.adminEmail,
      without_review: true,
    });
    const retraction = await json('POST', `/api/admin/submissions/${otherId}/retraction`, editor, {
      kind: 'withdrawal',
      reason: 'Published without peer review by mistake.',
    });
    expect(retraction.status).toBe(200);
    const article = await readUntil(
      () => json('GET', `/api/articles/${otherId}`),
      (r) => r.status === 410,
      'the article gone',
    );
    expect(article.body.message).toBe(
      'This article has been withdrawn: Published without peer review by mistake.',
    );
  });

  it('tells the round trip in the activity log, oldest first, mails included', async () => {
    const route = `/api/admin/submissions/${paperId}/activity`;
    expect((await json('GET', route, author)).status).toBe(403);
    const { body } = await readUntil(
      () => json('GET', route, editor),
      (r) => r.body.data?.entries?.some((e: Body) => e.action === 'published'),
      'the publication in the log',
    );
    const entries = body.data.entries as Body[];
    const actions = entries.filter((e) => e.action !== 'mail_sent').map((e) => e.action);
    expect(actions).toEqual([
      'submitted',
      'editor_assigned',
      'reviewer_invited',
      'reviewer_invited',
      'review_accepted',
      'status_changed',
      'report_submitted',
      'review_declined',
      'decision_recorded',
      'revision_submitted',
      'decision_recorded',
      'status_changed',
      'published',
    ]);
    const at = entries.map((e) => Date.parse(e.at));
    expect(at).toEqual([...at].sort((a, b) => a - b));
    expect(entries.find((e) => e.action === 'editor_assigned')).toMatchObject({
      actor: { email: 'edgar@example.org', role: 'editor' },
      details: { handlingEditor: { userId: editorId, name: 'Edgar Editor' } },
    });
    expect(entries.find((e) => e.action === 'review_declined')).toMatchObject({
      actor: { name: 'Linus Pauling', role: 'reviewer' },
      details: { reason: 'Too busy' },
    });
    expect(entries[0]).toMatchObject({ actor: { name: 'Rosalind Franklin', role: 'author' } });
    // Issue 31: published without a production file, so without an approved proof.
    expect(entries.find((e) => e.action === 'published')).toMatchObject({
      details: { proofApproved: false },
    });
    expect(entries.some((e) => e.action === 'mail_sent' && e.details.recipient === AUTHOR.email)).toBe(true);
  });
});
