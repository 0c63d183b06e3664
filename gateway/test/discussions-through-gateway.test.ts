import { randomUUID } from 'node:crypto';
import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
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
const JOURNAL = 'applied-science';
const TITLE = 'Eelgrass Recovery in the Baltic';
const AUTHOR = { email: 'rosa@kiel.example.de', givenNames: 'Rosa', familyName: 'Hartmann' };
const STRANGER = { email: 'sam@elsewhere.example.org', givenNames: 'Sam', familyName: 'Stranger' };
const EDDIE = { email: 'eddie@discuss.example.org', givenNames: 'Eddie', familyName: 'Editor' };
const MARY = { email: 'mary@discuss.example.org', givenNames: 'Mary', familyName: 'Manager' };
const OLGA = { email: 'olga@discuss.example.org', givenNames: 'Olga', familyName: 'Other' };
const REVIEWER_1 = {
  reviewerEmail: 'maurice@review.example.net',
  givenNames: 'Maurice',
  familyName: 'Wilkins',
};
const REVIEWER_2 = { reviewerEmail: 'linus@review.example.net', givenNames: 'Linus', familyName: 'Pauling' };

// What each message says; each must reach its thread's two sides only.
const TO_AUTHOR = 'Could you send the raw transect counts for site K3?';
const FROM_AUTHOR = 'Attached in the revision: **K3 counts** by month.';
const TO_REVIEWER = 'Is the second survey citable, in your view?';
const FROM_REVIEWER = 'Only with the 2022 permit number, which I could not find.';
const SUBJECT_AUTHOR = 'Transect data for K3';
const SUBJECT_REVIEWER = 'Citability of the 2022 survey';
const MESSAGES = [TO_AUTHOR, FROM_AUTHOR, TO_REVIEWER, FROM_REVIEWER];

/**
 * Issue 42 item 6 through the gateway of the whole site (real Postgres and Redis): an editor's threads with
 * the author and with one reviewer, each side's reading and answering, every refusal, the mail to the
 * other side (a link, never the message), and that a message reaches only its thread's participants:
 * every other participant's responses and mails are searched for its text.
 */
describeWith(['postgres', 'redis'], 'discussions through the gateway', () => {
  let db: TestDatabase;
  let site: RunningSite;
  let admin: string;
  let author: string;
  let stranger: string;
  let eddie: string;
  let olga: string;
  let paperId = '';
  let invitation1 = '';
  let link1 = '';
  let link2 = '';
  let authorThread = '';
  let reviewerThread = '';
  /** Every body each party got back, for the search at the end. */
  const seen = {
    author: [] as string[],
    reviewer1: [] as string[],
    reviewer2: [] as string[],
    others: [] as string[],
  };

  const json = async (
    who: keyof typeof seen | 'editor',
    method: string,
    route: string,
    token?: string,
    body?: unknown,
  ) => {
    const res = await siteJson<Body>(site, method, route, token, body);
    if (who !== 'editor') seen[who].push(JSON.stringify(res.body));
    return res;
  };
  const admin_ = (method: string, route: string, token: string, body?: unknown) =>
    json('editor', method, `/api/admin/submissions/${paperId}/discussions${route}`, token, body);
  const asAuthor = (
    method: string,
    route: string,
    token = author,
    body?: unknown,
    who: keyof typeof seen = 'author',
  ) => json(who, method, `/api/registration/submissions/${paperId}/discussions${route}`, token, body);
  const asReviewer = (
    who: 'reviewer1' | 'reviewer2',
    link: string,
    method: string,
    route: string,
    body?: unknown,
  ) => json(who, method, `/api/reviews/${link}/discussions${route}`, undefined, body);
  const linkOf = async (email: string, subject: string) => {
    const found = await readUntil(
      async () => (await mailsTo(site, email)).filter((m) => m.subject?.includes(subject)),
      (list) => list.length > 0,
      `"${subject}" to ${email}`,
    );
    return /\/review\/([A-Za-z0-9_-]{43})/.exec(found[0]!.text ?? '')![1]!;
  };
  const rowCount = async (table: string) =>
    (await db.pool.query(`SELECT count(*)::int AS n FROM review.${table}`)).rows[0].n as number;
  /** Every finished mail file's text, by recipient. */
  const allMailTexts = async () => {
    const dir = path.join(site.dataDir, 'mail');
    const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.eml'));
    // Quoted-printable soft breaks and '=3D' undone, so a text split across lines is still found.
    const texts = await Promise.all(files.map((f) => readFile(path.join(dir, f), 'utf8')));
    return texts.map((t) => t.replace(/=\r?\n/g, '').replace(/=3D/g, '='));
  };

  beforeAll(async () => {
    db = await createTestDatabase();
    site = await startSite({
      databaseUrl: db.url,
      env: { REDIS_URL: 'redis://127.0.0.1:6379', REDIS_PREFIX: `discussions-${randomUUID()}` },
    });
    author = await registerAuthor(site, { ...AUTHOR, password: PASSWORD });
    stranger = await registerAuthor(site, { ...STRANGER, password: PASSWORD });
    admin = await signInAdmin(site);
    eddie = await joinJournalTeam(site, db, admin, JOURNAL, { ...EDDIE, password: PASSWORD }, 'editor');
    await joinJournalTeam(site, db, admin, JOURNAL, { ...MARY, password: PASSWORD }, 'manager');
    olga = await joinJournalTeam(
      site,
      db,
      admin,
      'civil-engineering',
      { ...OLGA, password: PASSWORD },
      'editor',
    );
    const submitted = await submitTextPaper(site, author, {
      userEmail: AUTHOR.email,
      journalName: 'Applied Science',
      paperTitle: TITLE,
    });
    expect(submitted.status).toBe(201);
    paperId = submitted.id!;
    const due = new Date(Date.now() + 21 * 86_400_000).toISOString().slice(0, 10);
    for (const reviewer of [REVIEWER_1, REVIEWER_2]) {
      const res = await siteJson<Body>(site, 'POST', `/api/admin/submissions/${paperId}/reviewers`, eddie, {
        ...reviewer,
        dueDate: due,
      });
      expect(res.status).toBe(201);
      if (reviewer === REVIEWER_1) invitation1 = res.body.assignment.id;
    }
    link1 = await linkOf(REVIEWER_1.reviewerEmail, 'Invitation to review');
    link2 = await linkOf(REVIEWER_2.reviewerEmail, 'Invitation to review');
  }, 240_000);
  afterAll(async () => {
    await site?.stop();
    await db?.drop();
    if (site) await rm(site.dataDir, { recursive: true, force: true });
  });

  it('refuses a thread to anyone but the journal’s editors, and bad input, storing nothing', async () => {
    const good = { participants: 'author', subject: SUBJECT_AUTHOR, body: TO_AUTHOR };
    expect((await admin_('POST', '', '', good)).status).toBe(401);
    expect((await admin_('POST', '', author, good)).status).toBe(403);
    expect((await admin_('GET', '', author)).status).toBe(403);
    const otherJournal = await admin_('POST', '', olga, good);
    expect([otherJournal.status, otherJournal.body.message]).toEqual([404, 'Submission not found']);
    expect((await admin_('GET', '', olga)).status).toBe(404);
    const cases: [unknown, number, string][] = [
      [
        { ...good, participants: 'reviewer' },
        400,
        "Please choose whom to write to: 'author' or { reviewerInvitationId }",
      ],
      [
        { ...good, participants: undefined },
        400,
        "Please choose whom to write to: 'author' or { reviewerInvitationId }",
      ],
      [{ ...good, subject: '  ' }, 400, 'Please enter a subject'],
      [{ ...good, subject: 'x'.repeat(201) }, 400, 'The subject must be at most 200 characters'],
      [{ ...good, body: '' }, 400, 'Please enter a message'],
      [{ ...good, body: 'x'.repeat(20_001) }, 400, 'The message must be at most 20,000 characters'],
      [{ ...good, participants: { reviewerInvitationId: randomUUID() } }, 404, 'Review invitation not found'],
      [{ ...good, participants: { reviewerInvitationId: 'not-an-id' } }, 404, 'Review invitation not found'],
    ];
    for (const [body, status, message] of cases) {
      const res = await admin_('POST', '', eddie, body);
      expect([res.status, res.body.success, res.body.message]).toEqual([status, false, message]);
    }
    const unknownPaper = await siteJson<Body>(
      site,
      'POST',
      `/api/admin/submissions/${randomUUID()}/discussions`,
      eddie,
      good,
    );
    expect([unknownPaper.status, unknownPaper.body.message]).toEqual([404, 'Submission not found']);
    expect([await rowCount('discussion_threads'), await rowCount('discussion_messages')]).toEqual([0, 0]);
  });

  it('an editor starts a thread with the author and one with a reviewer; both list on the editorial side', async () => {
    const withAuthor = await admin_('POST', '', eddie, {
      participants: 'author',
      subject: SUBJECT_AUTHOR,
      body: TO_AUTHOR,
    });
    expect(withAuthor.status).toBe(201);
    expect(withAuthor.body.data.thread).toMatchObject({
      subject: SUBJECT_AUTHOR,
      participant: 'author',
      with: 'Author: Rosa Hartmann',
      messages: [{ from: 'editor', sender: EDDIE.email, body: TO_AUTHOR }],
    });
    authorThread = withAuthor.body.data.thread.id;
    const withReviewer = await admin_('POST', '', admin, {
      participants: { reviewerInvitationId: invitation1 },
      subject: SUBJECT_REVIEWER,
      body: TO_REVIEWER,
    });
    expect(withReviewer.status).toBe(201);
    expect(withReviewer.body.data.thread).toMatchObject({
      participant: 'reviewer',
      reviewer_invitation_id: invitation1,
      with: 'Reviewer 1 (Maurice Wilkins)',
    });
    reviewerThread = withReviewer.body.data.thread.id;
    const listed = await admin_('GET', '', eddie);
    expect(listed.status).toBe(200);
    expect(listed.body.data.threads.map((t: Body) => t.id)).toEqual([authorThread, reviewerThread]);
  });

  it('the author sees and answers only their thread; the editors’ addresses stay hidden', async () => {
    const listed = await asAuthor('GET', '');
    expect(listed.status).toBe(200);
    expect(listed.body.data.threads).toHaveLength(1);
    expect(listed.body.data.threads[0]).toMatchObject({
      id: authorThread,
      subject: SUBJECT_AUTHOR,
      messages: [{ from: 'editor', sender: 'Editorial office', body: TO_AUTHOR }],
    });
    const reply = await asAuthor('POST', `/${authorThread}/messages`, author, { body: FROM_AUTHOR });
    expect(reply.status).toBe(201);
    expect(reply.body.data.thread.messages.map((m: Body) => [m.sender, m.body])).toEqual([
      ['Editorial office', TO_AUTHOR],
      ['You', FROM_AUTHOR],
    ]);
    for (const [route, token, body] of [
      [`/${reviewerThread}/messages`, author, { body: 'Hello' }],
      [`/${randomUUID()}/messages`, author, { body: 'Hello' }],
      ['/not-a-thread/messages', author, { body: 'Hello' }],
    ] as const) {
      const res = await asAuthor('POST', route, token, body);
      expect([res.status, res.body.message]).toEqual([404, 'Discussion not found']);
    }
    const empty = await asAuthor('POST', `/${authorThread}/messages`, author, { body: '   ' });
    expect([empty.status, empty.body.message]).toEqual([400, 'Please enter a message']);
    // Anyone else: the stranger's token, another journal's editor, no token.
    for (const token of [stranger, olga]) {
      const list = await asAuthor('GET', '', token, undefined, 'others');
      expect([list.status, list.body.message]).toEqual([404, 'Submission not found']);
      const post = await asAuthor('POST', `/${authorThread}/messages`, token, { body: 'Me too' }, 'others');
      expect([post.status, post.body.message]).toEqual([404, 'Submission not found']);
    }
    expect((await asAuthor('GET', '', '', undefined, 'others')).status).toBe(401);
  });

  it('a reviewer sees and answers only their own thread through their link', async () => {
    const listed = await asReviewer('reviewer1', link1, 'GET', '');
    expect(listed.status).toBe(200);
    expect(listed.body.data.threads.map((t: Body) => [t.id, t.subject])).toEqual([
      [reviewerThread, SUBJECT_REVIEWER],
    ]);
    const reply = await asReviewer('reviewer1', link1, 'POST', `/${reviewerThread}/messages`, {
      body: FROM_REVIEWER,
    });
    expect(reply.status).toBe(201);
    expect(reply.body.data.thread.messages.map((m: Body) => [m.from, m.sender])).toEqual([
      ['editor', 'Editorial office'],
      ['reviewer', 'You'],
    ]);
    const intoAuthors = await asReviewer('reviewer1', link1, 'POST', `/${authorThread}/messages`, {
      body: 'x',
    });
    expect([intoAuthors.status, intoAuthors.body.message]).toEqual([404, 'Discussion not found']);
    // The other reviewer: no thread, and none of reviewer 1's to answer.
    const other = await asReviewer('reviewer2', link2, 'GET', '');
    expect([other.status, other.body.data.threads]).toEqual([200, []]);
    const intoOther = await asReviewer('reviewer2', link2, 'POST', `/${reviewerThread}/messages`, {
      body: 'x',
    });
    expect([intoOther.status, intoOther.body.message]).toEqual([404, 'Discussion not found']);
    const unknown = await json('others', 'GET', `/api/reviews/${'A'.repeat(43)}/discussions`);
    expect([unknown.status, unknown.body.message]).toEqual([404, 'This review link is not valid.']);
    // The editors read both answers, the reviewer's under their number and name.
    const editors = await admin_('GET', '', eddie);
    const byId = new Map(editors.body.data.threads.map((t: Body) => [t.id, t]));
    expect((byId.get(authorThread) as Body).messages.map((m: Body) => [m.sender, m.body])).toEqual([
      [EDDIE.email, TO_AUTHOR],
      ['Rosa Hartmann', FROM_AUTHOR],
    ]);
    expect((byId.get(reviewerThread) as Body).messages.map((m: Body) => [m.sender, m.body])).toEqual([
      [site.adminEmail, TO_REVIEWER],
      ['Reviewer 1 (Maurice Wilkins)', FROM_REVIEWER],
    ]);
    const editorReply = await admin_('POST', `/${reviewerThread}/messages`, eddie, { body: 'Thank you.' });
    expect(editorReply.status).toBe(201);
    const wrongPaper = await siteJson<Body>(
      site,
      'POST',
      `/api/admin/submissions/${paperId}/discussions/${randomUUID()}/messages`,
      eddie,
      { body: 'x' },
    );
    expect([wrongPaper.status, wrongPaper.body.message]).toEqual([404, 'Discussion not found']);
  });

  it('each message mails the other side a link to where it is read, never the message itself', async () => {
    const authorMail = await readUntil(
      async () => (await mailsTo(site, AUTHOR.email)).filter((m) => m.subject?.startsWith('New message')),
      (found) => found.length > 0,
      'the discussion mail to the author',
    );
    expect(authorMail[0]!.subject).toBe(`New message: "${SUBJECT_AUTHOR}" about "${TITLE}"`);
    expect(authorMail[0]!.text).toContain('Dear Rosa Hartmann,');
    expect(authorMail[0]!.text).toContain(`/profile#submission-card-${paperId}`);
    // The reviewer's mails (the editors wrote twice) carry fresh links that open their discussions.
    const reviewerMails = await readUntil(
      async () =>
        (await mailsTo(site, REVIEWER_1.reviewerEmail)).filter((m) => m.subject?.startsWith('New message')),
      (found) => found.length === 2,
      'the discussion mails to reviewer 1',
    );
    for (const mail of reviewerMails) {
      const token = /\/review\/([A-Za-z0-9_-]{43})/.exec(mail.text ?? '')![1]!;
      const opened = await asReviewer('reviewer1', token, 'GET', '');
      expect(opened.body.data.threads.map((t: Body) => t.id)).toEqual([reviewerThread]);
    }
    // The author's and the reviewer's answers go to the journal's editors, linking to the editorial page.
    const editorMails = await readUntil(
      async () => (await mailsTo(site, EDDIE.email)).filter((m) => m.subject?.startsWith('New message')),
      (found) => found.length === 2,
      'the discussion mails to Eddie',
    );
    expect(editorMails.map((m) => m.subject).sort()).toEqual(
      [
        `New message: "${SUBJECT_AUTHOR}" about "${TITLE}"`,
        `New message: "${SUBJECT_REVIEWER}" about "${TITLE}"`,
      ].sort(),
    );
    for (const mail of editorMails) expect(mail.text).toContain(`/admin/submissions/${paperId}`);
    // Without a handling editor, every editor and manager of the journal hears of an answer.
    await readUntil(
      async () => (await mailsTo(site, MARY.email)).filter((m) => m.subject?.startsWith('New message')),
      (found) => found.length === 2,
      'the discussion mails to Mary',
    );
    expect(
      await mailsTo(site, REVIEWER_2.reviewerEmail).then((m) =>
        m.filter((x) => x.subject?.startsWith('New message')),
      ),
    ).toEqual([]);
  });

  it('discussion messages reach only their participants', async () => {
    const text = (list: string[]) => list.join('\n');
    const has = (haystack: string, needles: string[]) => needles.filter((n) => haystack.includes(n));
    const mailText = async (email: string) =>
      (await mailsTo(site, email)).map((m) => `${m.subject}\n${m.text}\n${m.html}`).join('\n');
    // Responses: each side holds its own thread's messages and nothing of the other thread.
    expect(has(text(seen.author), MESSAGES)).toEqual([TO_AUTHOR, FROM_AUTHOR]);
    expect(has(text(seen.reviewer1), MESSAGES)).toEqual([TO_REVIEWER, FROM_REVIEWER]);
    expect(has(text(seen.reviewer2), MESSAGES)).toEqual([]);
    expect(has(text(seen.others), MESSAGES)).toEqual([]);
    // Anonymity: the reviewer's side never names the author, the author's never the reviewer or an editor.
    for (const secret of [AUTHOR.email, AUTHOR.givenNames, AUTHOR.familyName, EDDIE.email])
      expect(text(seen.reviewer1)).not.toContain(secret);
    for (const secret of [
      REVIEWER_1.reviewerEmail,
      REVIEWER_1.familyName,
      'Reviewer 1',
      SUBJECT_REVIEWER,
      EDDIE.email,
    ])
      expect(text(seen.author)).not.toContain(secret);
    // Mails: no message text in any mail to anyone, nor in the notification tables.
    for (const email of [
      AUTHOR.email,
      REVIEWER_1.reviewerEmail,
      REVIEWER_2.reviewerEmail,
      EDDIE.email,
      OLGA.email,
      STRANGER.email,
      site.adminEmail,
    ])
      expect(has(await mailText(email), MESSAGES)).toEqual([]);
    expect(has((await allMailTexts()).join('\n'), MESSAGES)).toEqual([]);
    expect(
      has((await allMailTexts()).join('\n'), [FROM_AUTHOR.slice(0, 20), TO_REVIEWER.slice(0, 20)]),
    ).toEqual([]);
    const { rows } = await db.pool.query<{ dump: string }>(
      `SELECT coalesce(string_agg(m::text, E'\\n'), '') AS dump FROM notification.mails m`,
    );
    expect(has(rows[0]!.dump, MESSAGES)).toEqual([]);
    // The other thread's subject does not reach the other side's mails either.
    expect(await mailText(AUTHOR.email)).not.toContain(SUBJECT_REVIEWER);
    expect(await mailText(REVIEWER_1.reviewerEmail)).not.toContain(SUBJECT_AUTHOR);
    expect(await mailText(REVIEWER_1.reviewerEmail)).not.toContain(AUTHOR.familyName);
  });

  it('once the paper has a handling editor, an answer mails them alone', async () => {
    const eddieId = (
      await db.pool.query('SELECT user_id FROM journals.users WHERE email = $1', [EDDIE.email])
    ).rows[0].user_id as string;
    const assigned = await json('editor', 'PUT', `/api/admin/submissions/${paperId}/handling-editor`, admin, {
      userId: eddieId,
    });
    expect(assigned.status).toBe(200);
    const discussionMails = async (email: string) =>
      (await mailsTo(site, email)).filter((m) => m.subject?.startsWith('New message'));
    // The assignment reaches notification's editor directory through its event: answer until it counts.
    await readUntil(
      async () =>
        (
          await db.pool.query('SELECT 1 FROM notification.handling_editors WHERE submission_id = $1', [
            paperId,
          ])
        ).rowCount,
      (n) => n === 1,
      'the handling editor in the editor directory',
    );
    const reply = await asAuthor('POST', `/${authorThread}/messages`, author, { body: 'One more detail.' });
    expect(reply.status).toBe(201);
    await readUntil(
      () => discussionMails(EDDIE.email),
      (found) => found.length === 3,
      'the third mail to Eddie',
    );
    // Mary's rows would have been written in the same transaction as Eddie's third.
    const rows = await db.pool.query(
      `SELECT 1 FROM notification.mails WHERE kind = 'discussion-message' AND recipient = $1`,
      [MARY.email],
    );
    expect(rows.rowCount).toBe(2);
    for (const mail of await discussionMails(EDDIE.email))
      expect(mail.text).not.toContain('One more detail.');
  });
});
