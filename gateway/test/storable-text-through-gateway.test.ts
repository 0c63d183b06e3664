import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { CANNOT_STORE_MESSAGE } from '@journal/errors';
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
import { mailsTo } from './support/site-mailbox';

/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are read loosely and asserted field by field */
type Body = any;

const PASSWORD = 'a long enough password';
const AUTHOR = { email: 'rosalind@example.org', givenNames: 'Rosalind', familyName: 'Franklin' };
const REVIEWER = { reviewerEmail: 'maurice@example.net', givenNames: 'Maurice', familyName: 'Wilkins' };
const TEMPLATES = '/api/admin/journals/applied-science/mail-templates';
const TEMPLATE = `${TEMPLATES}/submission-confirmation`;
const GOOD_SUBJECT = 'We have your paper "{{paperTitle}}"';
const GOOD_BODY = 'Dear {{name}},\n\nthank you.';

/** The refusal every text input gives for a character XML 1.0 cannot hold, naming the field. */
const cannotStore = (field: string) => ({
  status: 400,
  success: false,
  message: CANNOT_STORE_MESSAGE,
  field,
});
const shape = (res: { status: number; body: Body }) => ({
  status: res.status,
  success: res.body?.success,
  message: res.body?.message,
  field: res.body?.field,
});

/**
 * Text that XML can carry, refused at input, through the gateway of the whole site (real Postgres and
 * Redis): the characters XML 1.0 cannot hold (C0 controls but tab/LF/CR, U+FFFE, U+FFFF, lone surrogates)
 * answer 400 naming the field in JSON fields, multipart fields, Markdown, mail templates and names, where
 * some answered 500 or were stored; template subjects refuse line separators and bidi controls.
 */
describeWith(['postgres', 'redis'], 'text XML can carry, refused at input, through the gateway', () => {
  let db: TestDatabase;
  let site: RunningSite;
  let admin: string;
  let author: string;
  let paperId = '';
  let link = '';
  const json = (method: string, route: string, token?: string, body?: unknown) =>
    siteJson<Body>(site, method, route, token, body);
  const submitPaper = async (fields: Record<string, string>) => {
    const form = new FormData();
    for (const [key, value] of Object.entries({
      userEmail: AUTHOR.email,
      journalName: 'Applied Science',
      paperTitle: 'Molecular Configuration in Sodium Thymonucleate',
      ...fields,
    }))
      form.set(key, value);
    form.set('paperFile', new Blob([new Uint8Array(makeTxt(1024))]), 'photo51.txt');
    const res = await fetch(`${site.baseUrl}/api/registration/submit-paper`, {
      method: 'POST',
      headers: { authorization: `Bearer ${author}` },
      body: form,
    });
    return { status: res.status, body: (await res.json()) as Body };
  };
  const count = async (sql: string) => Number((await db.pool.query<{ n: string }>(sql)).rows[0]!.n);

  beforeAll(async () => {
    db = await createTestDatabase();
    site = await startSite({
      databaseUrl: db.url,
      env: { REDIS_URL: 'redis://127.0.0.1:6379', REDIS_PREFIX: `storable-${randomUUID()}` },
    });
    author = await registerAuthor(site, { ...AUTHOR, password: PASSWORD });
    admin = await signInAdmin(site);
    const submitted = await submitPaper({});
    expect(submitted.status).toBe(201);
    paperId = submitted.body.submission.id;
    const due = new Date(Date.now() + 21 * 86400_000).toISOString().slice(0, 10);
    const invited = await json('POST', `/api/admin/submissions/${paperId}/reviewers`, admin, {
      ...REVIEWER,
      dueDate: due,
    });
    expect([invited.status, invited.body?.message]).toEqual([201, expect.anything()]);
    const [mail] = await readUntil(
      () => mailsTo(site, REVIEWER.reviewerEmail),
      (mails) => mails.length > 0,
      'the invitation mail',
    );
    link = /\/review\/([A-Za-z0-9_-]{43})/.exec(mail!.text ?? '')![1]!;
  }, 180_000);
  afterAll(async () => {
    await site?.stop();
    await db?.drop();
    if (site) await rm(site.dataDir, { recursive: true, force: true });
  });

  describe('mail templates', () => {
    it.each([
      ['a NUL in the subject', { subject: `Got it\u0000 "{{paperTitle}}"`, body: GOOD_BODY }, 'subject'],
      ['a NUL in the body', { subject: GOOD_SUBJECT, body: `Dear {{name}},\u0000` }, 'body'],
      ['U+FFFE in the subject', { subject: `Got it\ufffe`, body: GOOD_BODY }, 'subject'],
      ['U+FFFF in the body', { subject: GOOD_SUBJECT, body: `Dear {{name}}\uffff` }, 'body'],
      ['a lone surrogate in the subject', { subject: `Got it \ud83d`, body: GOOD_BODY }, 'subject'],
    ])('%s: 400 naming the field, nothing saved', async (_label, draft, field) => {
      const saved = await json('PUT', TEMPLATE, admin, draft);
      expect(shape(saved)).toEqual(cannotStore(field));
      const preview = await json('POST', `${TEMPLATE}/preview`, admin, draft);
      expect(shape(preview)).toEqual(cannotStore(field));
      const template = ((await json('GET', TEMPLATES, admin)).body.data.templates as Body[]).find(
        (t) => t.kind === 'submission-confirmation',
      );
      expect(template.isDefault).toBe(true);
    });

    it.each([
      ['U+0085 (next line)', '\u0085'],
      ['U+2028 (line separator)', '\u2028'],
      ['U+2029 (paragraph separator)', '\u2029'],
      ['U+202E (right-to-left override)', '\u202e'],
      ['U+202A (left-to-right embedding)', '\u202a'],
      ['U+2066 (left-to-right isolate)', '\u2066'],
      ['U+2069 (pop directional isolate)', '\u2069'],
    ])('a subject with %s: 400 on the subject field, nothing saved', async (_label, character) => {
      const saved = await json('PUT', TEMPLATE, admin, {
        subject: `Got it${character} "{{paperTitle}}"`,
        body: GOOD_BODY,
      });
      expect([saved.status, saved.body.success, saved.body.field]).toEqual([400, false, 'subject']);
      expect(saved.body.message).toMatch(/^The subject contains a .* character that is not allowed \(U\+/);
      expect(await count(`SELECT count(*) AS n FROM notification.journal_mail_templates`)).toBe(0);
    });

    it('a good subject and body are still saved (CR/LF in the body kept)', async () => {
      const saved = await json('PUT', TEMPLATE, admin, {
        subject: GOOD_SUBJECT,
        body: 'Dear {{name}},\r\nthanks',
      });
      expect(saved.status).toBe(200);
      expect(await json('DELETE', TEMPLATE, admin)).toMatchObject({ status: 200 });
    });
  });

  it('a NUL in the proof corrections: 400 naming the field', async () => {
    const res = await json('POST', `/api/registration/submissions/${paperId}/proof`, author, {
      decision: 'corrections',
      corrections: 'Figure 2\u0000 is upside down',
    });
    expect(shape(res)).toEqual(cannotStore('corrections'));
  });

  it('a lone surrogate in the competing interests or the decline reason: 400, the invitation still open', async () => {
    const accept = await json('POST', `/api/reviews/${link}/accept`, undefined, {
      competingInterests: 'None \ud800 at all',
    });
    expect(shape(accept)).toEqual(cannotStore('competingInterests'));
    const decline = await json('POST', `/api/reviews/${link}/decline`, undefined, { reason: 'Busy \udc00' });
    expect(shape(decline)).toEqual(cannotStore('reason'));
    expect(await count(`SELECT count(*) AS n FROM review.assignments WHERE state <> 'invited'`)).toBe(0);
  });

  it("a lone surrogate in a co-author's name: 400 naming it, in JSON and in the multipart form", async () => {
    const coAuthor = { givenNames: 'Ray\ud800', familyName: 'Gosling', email: 'ray@example.org' };
    const metadata = await json('PUT', `/api/registration/submissions/${paperId}/metadata`, author, {
      coAuthors: [coAuthor],
    });
    expect(shape(metadata)).toEqual(cannotStore('coAuthors.0.givenNames'));
    const submissions = await count(`SELECT count(*) AS n FROM submission.submissions`);
    // In the form, co-authors are a JSON text: the escape \ud800 becomes the lone surrogate once parsed.
    const multipart = await submitPaper({ coAuthors: JSON.stringify([coAuthor]) });
    // (the submission form's own rule names a co-author's field as it always has)
    expect(shape(multipart)).toEqual(cannotStore('coAuthors[0].givenNames'));
    expect(await count(`SELECT count(*) AS n FROM submission.submissions`)).toBe(submissions);
  });

  it('U+FFFF in a multipart field: 400 naming it, no submission', async () => {
    const submissions = await count(`SELECT count(*) AS n FROM submission.submissions`);
    const res = await submitPaper({ paperTitle: 'Photo 51\uffff' });
    expect(shape(res)).toEqual(cannotStore('paperTitle'));
    expect(await count(`SELECT count(*) AS n FROM submission.submissions`)).toBe(submissions);
  });

  it('U+FFFE in a name at registration: 400 naming it, no account', async () => {
    const users = await count(`SELECT count(*) AS n FROM identity.users`);
    const res = await json('POST', '/api/registration/register', undefined, {
      email: 'raymond@example.org',
      givenNames: 'Raymond\ufffe',
      familyName: 'Gosling',
      password: PASSWORD,
      termsAccepted: true,
    });
    expect(shape(res)).toEqual(cannotStore('givenNames'));
    expect(await count(`SELECT count(*) AS n FROM identity.users`)).toBe(users);
  });

  it('a NUL in a name keeps its more specific message', async () => {
    const res = await json('POST', '/api/registration/register', undefined, {
      email: 'raymond@example.org',
      givenNames: 'Raymond\u0000',
      familyName: 'Gosling',
      password: PASSWORD,
      termsAccepted: true,
    });
    expect([res.status, res.body.field]).toEqual([400, 'givenNames']);
    expect(res.body.message).toMatch(/^Given names contains a control or text-direction character/);
  });

  it('U+FFFF in Markdown (a site page) and in a nested field (a board member): 400 naming the path', async () => {
    const page = await json('PUT', '/api/admin/pages/authors', admin, {
      title: 'For authors',
      body: '# Guidelines\n\nSend \uffff papers.',
    });
    expect(shape(page)).toEqual(cannotStore('body'));
    const board = await json('PUT', '/api/admin/journals/applied-science/board', admin, {
      members: [
        { name: 'Rosalind Franklin', roleTitle: 'Editor-in-Chief' },
        { name: 'Aaron\uffff Klug', roleTitle: 'Editor' },
      ],
    });
    expect(shape(board)).toEqual(cannotStore('members.1.name'));
  });
});
