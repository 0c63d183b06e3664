import { randomUUID } from 'node:crypto';
import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { isFinishedMailFile } from '@journal/mail';
import {
  createTestDatabase,
  describeWith,
  makeNamedDocx,
  makeTxt,
  readUntil,
  registerAuthor,
  signInAdmin,
  siteJson,
  startSite,
  type RunningSite,
  type TestDatabase,
} from '@journal/testing';
import { joinJournalTeam } from './support/journal-team';
import { NO_COMPETING } from './support/review-answers';
import { submitTextPaper } from './support/submit-text-paper';

/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are read loosely and asserted field by field */
type Body = any;

const PASSWORD = 'a long enough password';
const JOURNAL = 'applied-science';
const ROUTE = `/api/admin/journals/${JOURNAL}/review-form`;
const AUTHOR = { email: 'rosa@example.org', givenNames: 'Rosa', familyName: 'Hartmann' };
const EDDIE = { email: 'eddie@example.org', givenNames: 'Eddie', familyName: 'Editor' };
const MARY = { email: 'mary@example.org', givenNames: 'Mary', familyName: 'Manager' };
const REVIEWER_1 = { reviewerEmail: 'ada@example.net', givenNames: 'Ada', familyName: 'Lovelace' };
const REVIEWER_2 = { reviewerEmail: 'alan@example.net', givenNames: 'Alan', familyName: 'Turing' };
const SECRET_TO_EDITOR = 'Only the editor may read that the novelty answer is a worry.';

/** The form the manager saves first: one of each kind. */
const FORM = [
  { kind: 'scale', label: 'How original is the work?', required: true, visibleToAuthor: true },
  {
    kind: 'choice',
    label: 'Are the methods sound?',
    options: ['Yes', 'Partly', 'No'],
    required: true,
    visibleToAuthor: true,
  },
  { kind: 'yes-no', label: 'Is the data available?', required: false, visibleToAuthor: false },
  { kind: 'text', label: 'What is the main weakness?', required: false, visibleToAuthor: false },
];

function dateInDays(days: number): string {
  return new Date(Date.now() + days * 24 * 3600 * 1000).toISOString().slice(0, 10);
}

/**
 * Issue 42, item 5 through the gateway of the whole site (real Postgres and Redis): a journal's managers
 * define its review form, editors read it, reviewers answer it (required questions refused when
 * missing, a wrong kind refused), an invitation keeps the form it was sent with, editors see the answers
 * beside the recommendation and the decision letter quotes the answers the authors may read.
 */
describeWith(['postgres', 'redis', 'python-docx'], 'review forms through the gateway', () => {
  let db: TestDatabase;
  let site: RunningSite;
  let admin: string;
  let author: string;
  let editor: string;
  let manager: string;
  let paperId = '';
  let questions: Body[] = [];
  let otherAuthor = '';
  let namedDocx: Buffer = Buffer.alloc(0);
  const json = (method: string, route: string, token?: string, body?: unknown) =>
    siteJson<Body>(site, method, route, token, body);
  const asReviewer = (method: string, token: string, suffix = '', body?: unknown) =>
    json(method, `/api/reviews/${token}${suffix}`, undefined, body);

  async function mailsTo(address: string): Promise<ParsedMail[]> {
    const dir = path.join(site.dataDir, 'mail');
    const files = (await readdir(dir).catch(() => [] as string[])).filter(isFinishedMailFile);
    const mails = await Promise.all(files.map(async (f) => simpleParser(await readFile(path.join(dir, f)))));
    return mails.filter((mail) => {
      const to = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [];
      return to.some((a) => a.value.some((v) => v.address === address));
    });
  }

  async function linkFromMail(address: string): Promise<string> {
    const [mail] = await readUntil(
      async () => (await mailsTo(address)).filter((m) => m.subject?.includes('Invitation to review')),
      (found) => found.length === 1,
      `invitation to ${address}`,
    );
    return /\/review\/([A-Za-z0-9_-]{43})/.exec(mail!.text ?? '')![1]!;
  }

  async function inviteAndAccept(reviewer: typeof REVIEWER_1): Promise<string> {
    const invited = await json('POST', `/api/admin/submissions/${paperId}/reviewers`, editor, {
      ...reviewer,
      dueDate: dateInDays(21),
    });
    expect(invited.status).toBe(201);
    const token = await linkFromMail(reviewer.reviewerEmail);
    expect((await asReviewer('POST', token, '/accept', NO_COMPETING)).status).toBe(200);
    return token;
  }

  beforeAll(async () => {
    db = await createTestDatabase();
    site = await startSite({
      databaseUrl: db.url,
      env: { REDIS_URL: 'redis://127.0.0.1:6379', REDIS_PREFIX: `review-forms-${randomUUID()}` },
    });
    author = await registerAuthor(site, { ...AUTHOR, password: PASSWORD });
    admin = await signInAdmin(site);
    editor = await joinJournalTeam(site, db, admin, JOURNAL, { ...EDDIE, password: PASSWORD }, 'editor');
    manager = await joinJournalTeam(site, db, admin, JOURNAL, { ...MARY, password: PASSWORD }, 'manager');
    const submitted = await submitTextPaper(site, author, {
      userEmail: AUTHOR.email,
      journalName: 'Applied Science',
      paperTitle: 'Seagrass meadows of the Kiel Fjord',
    });
    expect(submitted.status).toBe(201);
    paperId = submitted.id!;
    otherAuthor = await registerAuthor(site, {
      email: 'jonas@example.org',
      givenNames: 'Jonas',
      familyName: 'Weber',
      password: PASSWORD,
    });
    // A real .docx naming the first reviewer in a header, footer, footnote, text box and comment.
    namedDocx = await makeNamedDocx({
      givenNames: REVIEWER_1.givenNames,
      familyName: REVIEWER_1.familyName,
      email: REVIEWER_1.reviewerEmail,
      affiliation: 'University of London',
      coAuthorGivenNames: 'Charles',
    });
  }, 180_000);

  async function attach(token: string, bytes: Uint8Array, name: string, field = 'file') {
    const form = new FormData();
    form.set(field, new Blob([new Uint8Array(bytes)]), name);
    const res = await fetch(`${site.baseUrl}/api/reviews/${token}/attachment`, {
      method: 'POST',
      body: form,
    });
    return { status: res.status, body: (await res.json()) as Body };
  }
  const download = async (route: string, token?: string) => {
    const res = await fetch(`${site.baseUrl}${route}`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
  };
  afterAll(async () => {
    await site?.stop();
    await db?.drop();
    if (site) await rm(site.dataDir, { recursive: true, force: true });
  });

  it('a journal starts without a form; only its team reads it, another journal does not exist for them', async () => {
    const empty = await json('GET', ROUTE, editor);
    // Issue 44 item 3: no form of its own, so the publisher's (none yet) is inherited.
    expect([empty.status, empty.body]).toEqual([
      200,
      { success: true, data: { questions: [], inherited: true, publisher: [] } },
    ]);
    expect((await json('GET', ROUTE)).status).toBe(401);
    expect((await json('GET', ROUTE, author)).status).toBe(403);
    const other = await json('GET', '/api/admin/journals/another-journal/review-form', editor);
    expect([other.status, other.body.message]).toEqual([404, 'Journal not found']);
  });

  it('refuses a change by an editor (403) and bad questions (400 with the field), changing nothing', async () => {
    const byEditor = await json('PUT', ROUTE, editor, { questions: FORM });
    expect([byEditor.status, byEditor.body.message]).toEqual([
      403,
      'You are not allowed to manage this journal',
    ]);
    const bad = async (questions: unknown) => (await json('PUT', ROUTE, manager, { questions })).body;
    expect(await bad('nope')).toMatchObject({ message: 'Please send the questions as a list' });
    expect(await bad([{ kind: 'essay', label: 'x' }])).toMatchObject({
      message: 'Question kind must be one of text, choice, scale, yes-no',
      field: 'questions.0.kind',
    });
    expect(await bad([FORM[0], { kind: 'text', label: '  ' }])).toMatchObject({
      message: 'Please enter the question',
      field: 'questions.1.label',
    });
    expect(await bad([{ kind: 'choice', label: 'Pick', options: ['Only one'] }])).toMatchObject({
      message: 'A choice question needs between 2 and 10 options',
      field: 'questions.0.options',
    });
    expect(await bad([{ kind: 'scale', label: 'Rate', options: ['a', 'b'] }])).toMatchObject({
      message: 'Only a choice question has options',
    });
    expect(
      await bad([
        { id: 'same', kind: 'text', label: 'A' },
        { id: 'same', kind: 'text', label: 'B' },
      ]),
    ).toMatchObject({ message: 'Two questions have the same id', field: 'questions.1.id' });
    expect((await json('GET', ROUTE, editor)).body.data.questions).toEqual([]);
  });

  it('a manager saves the form in order; each question gets an id; editors read it as saved', async () => {
    const saved = await json('PUT', ROUTE, manager, { questions: FORM });
    expect(saved.status).toBe(200);
    questions = saved.body.data.questions;
    expect(questions.map((q: Body) => [q.kind, q.label, q.required, q.visibleToAuthor])).toEqual(
      FORM.map((q) => [q.kind, q.label, q.required, q.visibleToAuthor]),
    );
    expect(questions[1].options).toEqual(['Yes', 'Partly', 'No']);
    expect(questions[0].options).toBeUndefined();
    expect(new Set(questions.map((q: Body) => q.id)).size).toBe(4);
    expect((await json('GET', ROUTE, editor)).body.data.questions).toEqual(questions);
  });

  let token1 = '';
  it('the reviewer link shows the questions the invitation was sent with', async () => {
    token1 = await inviteAndAccept(REVIEWER_1);
    const view = await asReviewer('GET', token1);
    expect(view.body.review.questions).toEqual(questions);
  });

  it('the snapshot rule: a form change reaches only invitations sent after it', async () => {
    // Keeps the first two questions' ids, drops the rest, adds a new required one.
    const changed = await json('PUT', ROUTE, manager, {
      questions: [
        questions[0],
        questions[1],
        { kind: 'text', label: 'Any ethical concerns?', required: true },
      ],
    });
    expect(changed.status).toBe(200);
    const first = await asReviewer('GET', token1);
    expect(first.body.review.questions).toEqual(questions);
    const token2 = await inviteAndAccept(REVIEWER_2);
    const second = (await asReviewer('GET', token2)).body.review.questions;
    expect(second.map((q: Body) => q.label)).toEqual([
      'How original is the work?',
      'Are the methods sound?',
      'Any ethical concerns?',
    ]);
    // The second reviewer must answer the new question; the first was never asked it.
    const report = {
      recommendation: 'minor_revisions',
      commentsToAuthor: 'Clear and careful.',
      answers: { [second[0].id]: 4, [second[1].id]: 'Yes' },
    };
    const missing = await asReviewer('POST', token2, '/report', report);
    expect([missing.status, missing.body.message, missing.body.field]).toEqual([
      400,
      'Please answer this question',
      second[2].id,
    ]);
    const done = await asReviewer('POST', token2, '/report', {
      ...report,
      answers: { ...report.answers, [second[2].id]: 'None.' },
    });
    expect(done.status).toBe(201);
  });

  it('required review questions refused when missing; a wrong kind is a clear 400; nothing is stored', async () => {
    const [scale, choice, yesNo, text] = questions.map((q: Body) => q.id);
    const base = { recommendation: 'major_revisions', commentsToAuthor: 'Please widen the sample.' };
    const refusal = async (answers: unknown) => {
      const res = await asReviewer('POST', token1, '/report', { ...base, answers });
      return [res.status, res.body.message, res.body.field];
    };
    expect(await refusal(undefined)).toEqual([400, 'Please answer this question', scale]);
    expect(await refusal({ [scale]: 3 })).toEqual([400, 'Please answer this question', choice]);
    expect(await refusal({ [scale]: 3, [choice]: '  ' })).toEqual([
      400,
      'Please answer this question',
      choice,
    ]);
    expect(await refusal({ [scale]: 6, [choice]: 'Yes' })).toEqual([
      400,
      'Please answer with a whole number from 1 to 5',
      scale,
    ]);
    expect(await refusal({ [scale]: '3', [choice]: 'Yes' })).toEqual([
      400,
      'Please answer with a whole number from 1 to 5',
      scale,
    ]);
    expect(await refusal({ [scale]: 3, [choice]: 'Maybe' })).toEqual([
      400,
      'Please pick one of the options',
      choice,
    ]);
    expect(await refusal({ [scale]: 3, [choice]: 'Yes', [yesNo]: 'perhaps' })).toEqual([
      400,
      'Please answer yes or no (true or false)',
      yesNo,
    ]);
    expect(await refusal({ [scale]: 3, [choice]: 'Yes', [text]: 42 })).toEqual([
      400,
      'Please answer this question in words',
      text,
    ]);
    expect(await refusal({ [scale]: 3, [choice]: 'Yes', other: 'x' })).toEqual([
      400,
      'This question is not on your review form',
      'other',
    ]);
    expect(await refusal([1, 2])).toEqual([
      400,
      'Answers must be an object of question ids and values',
      'answers',
    ]);
    const { rows } = await db.pool.query(
      `SELECT r.id FROM review.reports r JOIN review.assignments a ON a.id = r.assignment_id
        WHERE a.reviewer_email = $1`,
      [REVIEWER_1.reviewerEmail],
    );
    expect(rows).toEqual([]);
    const state = await asReviewer('GET', token1);
    expect(state.body.review.state).toBe('accepted');
  });

  it('a reviewer attaches one file: wrong type 400, too big 413, content not matching 400, after the report 409', async () => {
    const wrongType = await attach(token1, makeTxt(100), 'notes.exe');
    expect([wrongType.status, wrongType.body.message]).toEqual([
      400,
      'Please upload only DOC, DOCX, PDF, or TXT files',
    ]);
    const tooBig = await attach(token1, makeTxt(10 * 1024 * 1024 + 1), 'notes.txt');
    expect([tooBig.status, tooBig.body.message]).toEqual([413, 'File size must be less than 10MB']);
    const fakePdf = await attach(token1, makeTxt(100), 'notes.pdf');
    expect([fakePdf.status, fakePdf.body.message]).toEqual([
      400,
      'The file content does not match its .pdf extension',
    ]);
    const otherField = await attach(token1, makeTxt(100), 'notes.txt', 'paperFile');
    expect(otherField.status).toBe(400);
    const reported = (await asReviewer('GET', token1)).body.review;
    expect(reported.attachment).toBeNull();
    // The second reviewer's report is in: their file is closed.
    const token2 = await linkFromMail(REVIEWER_2.reviewerEmail);
    const late = await attach(token2, makeTxt(100), 'late.txt');
    expect([late.status, late.body.message]).toEqual([
      409,
      'The report has been submitted; its file can no longer be changed',
    ]);
    expect((await db.pool.query('SELECT 1 FROM review.report_attachments')).rowCount).toBe(0);

    // A first file, then the one that counts: sent again, it replaces the first.
    expect((await attach(token1, Buffer.from('First draft of my notes.\n'), 'draft.txt')).status).toBe(201);
    const sent = await attach(token1, namedDocx, 'lovelace-notes.docx');
    expect([sent.status, sent.body.message]).toEqual([201, 'Your file has been attached to your report']);
    expect(sent.body.attachment).toMatchObject({ name: 'lovelace-notes.docx', size: namedDocx.length });
    expect((await asReviewer('GET', token1)).body.review.attachment.name).toBe('lovelace-notes.docx');
    expect((await db.pool.query('SELECT 1 FROM review.report_attachments')).rowCount).toBe(1);
  });

  it('a complete report is stored; the editor sees the answers beside the recommendation', async () => {
    const [scale, choice, yesNo, text] = questions.map((q: Body) => q.id);
    const sent = await asReviewer('POST', token1, '/report', {
      recommendation: 'major_revisions',
      commentsToAuthor: 'Please widen the sample.',
      commentsToEditor: SECRET_TO_EDITOR,
      answers: { [scale]: 2, [choice]: 'Partly', [yesNo]: false, [text]: '  The sample is small.  ' },
    });
    expect(sent.status).toBe(201);
    expect(sent.body.review.report.answers).toEqual({
      [scale]: 2,
      [choice]: 'Partly',
      [yesNo]: false,
      [text]: 'The sample is small.',
    });
    const detail = (await json('GET', `/api/admin/submissions/${paperId}`, editor)).body.data;
    const report = detail.reports.find((r: Body) => r.reviewer.email === REVIEWER_1.reviewerEmail);
    expect(report.recommendation).toBe('major_revisions');
    expect(report.answers.map((a: Body) => [a.label, a.value, a.text, a.visible_to_author])).toEqual([
      ['How original is the work?', 2, '2 of 5', true],
      ['Are the methods sound?', 'Partly', 'Partly', true],
      ['Is the data available?', false, 'No', false],
      ['What is the main weakness?', 'The sample is small.', 'The sample is small.', false],
    ]);
    // The file's scan for the reviewer's own name, as author files are scanned for the authors.
    expect(report.attachment).toMatchObject({ name: 'lovelace-notes.docx', scanned: true, shared_at: null });
    const places = report.attachment.findings.map((f: Body) => f.where);
    expect(places).toEqual(
      expect.arrayContaining(['header', 'footer', 'footnotes', 'text-boxes', 'comments']),
    );
    const names = report.attachment.findings.filter((f: Body) => f.kind === 'name');
    expect(names.length).toBeGreaterThan(0);
    // The form of today never rewrites an answered report's questions.
    const other = detail.reports.find((r: Body) => r.reviewer.email === REVIEWER_2.reviewerEmail);
    expect(other.answers.map((a: Body) => a.label)).toContain('Any ethical concerns?');
  });

  it('the editor downloads the file and passes it to the author, who downloads it under a neutral name', async () => {
    const detail = (await json('GET', `/api/admin/submissions/${paperId}`, editor)).body.data;
    const assignment = detail.assignments.find((a: Body) => a.reviewer.email === REVIEWER_1.reviewerEmail).id;
    const base = `/api/admin/submissions/${paperId}/reviewers/${assignment}/attachment`;
    const files = `/api/registration/submissions/${paperId}/reviewer-files`;

    const forEditor = await download(base, editor);
    expect(forEditor.status).toBe(200);
    expect(forEditor.bytes.equals(namedDocx)).toBe(true);
    expect((await download(base, author)).status).toBe(403);
    expect(
      (await download(`/api/admin/submissions/${paperId}/reviewers/${randomUUID()}/attachment`, editor))
        .status,
    ).toBe(404);
    // Not passed on yet: the author sees nothing.
    expect((await json('GET', files, author)).body.data.files).toEqual([]);

    expect((await json('POST', `${base}/share`, author)).status).toBe(403);
    const shared = await json('POST', `${base}/share`, editor);
    expect([shared.status, shared.body.message]).toEqual([200, 'The file is now available to the authors']);
    expect(shared.body.attachment.shared_by).toBe(EDDIE.email);

    const listed = await json('GET', files, author);
    expect(listed.body.data.files).toEqual([
      expect.objectContaining({ reviewer: 'Reviewer 1', round: 1, name: 'reviewer-1-round-1.docx' }),
    ]);
    expect(JSON.stringify(listed.body)).not.toContain(REVIEWER_1.familyName);
    const fileId = listed.body.data.files[0].id;
    const got = await download(`${files}/${fileId}`, author);
    expect(got.status).toBe(200);
    expect(got.headers.get('content-disposition')).toBe('attachment; filename="reviewer-1-round-1.docx"');
    expect(got.bytes.equals(namedDocx)).toBe(true);
    // Anyone else's paper does not exist for them.
    expect((await json('GET', files, otherAuthor)).status).toBe(404);
    expect((await download(`${files}/${fileId}`, otherAuthor)).status).toBe(404);
    expect((await json('GET', files)).status).toBe(401);
  });

  it("today's report payload keeps working for an invitation without questions (a journal with no form)", async () => {
    await json('PUT', ROUTE, manager, { questions: [] });
    const token = await inviteAndAccept({
      reviewerEmail: 'grace@example.net',
      givenNames: 'Grace',
      familyName: 'Hopper',
    });
    expect((await asReviewer('GET', token)).body.review.questions).toEqual([]);
    const res = await asReviewer('POST', token, '/report', {
      recommendation: 'accept',
      commentsToAuthor: 'Publish as is.',
    });
    expect(res.status).toBe(201);
  });

  it('the decision letter quotes the answers visible to the author, never the others or the comments to the editor', async () => {
    const decided = await json('POST', `/api/admin/submissions/${paperId}/decision`, editor, {
      decision: 'revisions',
      message: 'Please address the reviewers’ points.',
    });
    expect(decided.status).toBe(201);
    const [letter] = await readUntil(
      async () => (await mailsTo(AUTHOR.email)).filter((m) => m.subject?.startsWith('Decision on')),
      (mails) => mails.length === 1,
      'decision letter',
    );
    const text = letter!.text ?? '';
    expect(text).toContain('How original is the work?: 2 of 5');
    expect(text).toContain('Are the methods sound?: Partly');
    expect(text).toContain('Are the methods sound?: Yes');
    expect(text).not.toContain('Any ethical concerns?');
    expect(text).not.toContain('Is the data available?');
    expect(text).not.toContain('The sample is small.');
    expect(text).not.toContain('None.');
    expect(text).not.toContain(SECRET_TO_EDITOR);
    expect(text).not.toContain(REVIEWER_1.familyName);
    const comments = decided.body.decision.comments as Body[];
    expect(comments.find((c) => c.comments_to_author === 'Please widen the sample.').answers).toEqual([
      { question: 'How original is the work?', answer: '2 of 5' },
      { question: 'Are the methods sound?', answer: 'Partly' },
    ]);
  });
});
