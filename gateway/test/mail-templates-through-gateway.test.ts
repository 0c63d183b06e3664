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
import { ISSUE_MAIL_KEYS as ISSUE_KEYS } from '../../services/notification/test/support/issue-mail-keys';

/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are read loosely and asserted field by field */
type Body = any;

const PASSWORD = 'a long enough password';
const JOURNAL = 'applied-science';
const ROUTE = `/api/admin/journals/${JOURNAL}/mail-templates`;
const AUTHOR = { email: 'lise@berlin.example.de', givenNames: 'Lise', familyName: 'Meitner' };
const EDDIE = { email: 'eddie@templates.example.org', givenNames: 'Eddie', familyName: 'Editor' };
const MARY = { email: 'mary@templates.example.org', givenNames: 'Mary', familyName: 'Manager' };
const OWN_SUBJECT = 'Applied Science has your paper "{{paperTitle}}"';
const OWN_BODY =
  'Dear {{name}},\n\nthank you for sending "{{paperTitle}}" to {{journalName}}.\n\n{{publisherName}}';

/**
 * Issue 29, item 9 through the gateway of the whole site (real Postgres and Redis): a journal's managers
 * reword its mails, editors read them, an unknown placeholder is refused by name, the preview renders
 * sample data, the next mail of that kind leaves in the journal's wording and DELETE restores the default.
 */
describeWith(['postgres', 'redis'], 'mail templates through the gateway', () => {
  let db: TestDatabase;
  let site: RunningSite;
  let admin: string;
  let author: string;
  let editor: string;
  let manager: string;
  const json = (method: string, route: string, token?: string, body?: unknown) =>
    siteJson<Body>(site, method, route, token, body);
  const templateOf = async (kind: string) =>
    ((await json('GET', ROUTE, editor)).body.data.templates as Body[]).find((t) => t.kind === kind);

  beforeAll(async () => {
    db = await createTestDatabase();
    site = await startSite({
      databaseUrl: db.url,
      env: { REDIS_URL: 'redis://127.0.0.1:6379', REDIS_PREFIX: `mail-templates-${randomUUID()}` },
    });
    author = await registerAuthor(site, { ...AUTHOR, password: PASSWORD });
    admin = await signInAdmin(site);
    editor = await joinJournalTeam(site, db, admin, JOURNAL, { ...EDDIE, password: PASSWORD }, 'editor');
    manager = await joinJournalTeam(site, db, admin, JOURNAL, { ...MARY, password: PASSWORD }, 'manager');
  }, 180_000);
  afterAll(async () => {
    await site?.stop();
    await db?.drop();
    if (site) await rm(site.dataDir, { recursive: true, force: true });
  });

  it("lists the journal's templates, each the default with its placeholders, to its editors", async () => {
    const res = await json('GET', ROUTE, editor);
    expect(res.status).toBe(200);
    const kinds = (res.body.data.templates as Body[]).map((t) => [t.kind, t.isDefault]);
    expect(kinds.slice(0, 5)).toEqual([
      ['submission-confirmation', true],
      ['status-change', true],
      ['article-published', true],
      ['handling-editor-assigned', true],
      ['discussion-message', true],
    ]);
    expect((res.body.data.templates as Body[]).every((t) => t.isDefault)).toBe(true);
    const confirmation = await templateOf('submission-confirmation');
    expect(confirmation.subject).toBe('Submission received: "{{paperTitle}}"');
    expect(confirmation.body).toContain('We have received your paper "{{paperTitle}}" for {{journalName}}.');
    expect(confirmation.placeholders).toEqual([
      'name',
      'paperTitle',
      'journalName',
      'publisherName',
      'profileUrl',
    ]);
  });

  it('is closed to anyone outside the journal: 401 without a token, 404 for another journal', async () => {
    expect((await json('GET', ROUTE)).status).toBe(401);
    const other = await json('GET', '/api/admin/journals/another-journal/mail-templates', editor);
    expect([other.status, other.body.message]).toEqual([404, 'Journal not found']);
    expect((await json('GET', ROUTE, author)).status).toBe(403);
  });

  it('lets editors read but not change them (403), and refuses an unknown placeholder by name (400)', async () => {
    const byEditor = await json('PUT', `${ROUTE}/submission-confirmation`, editor, {
      subject: OWN_SUBJECT,
      body: OWN_BODY,
    });
    expect([byEditor.status, byEditor.body.message]).toEqual([
      403,
      'You are not allowed to manage this journal',
    ]);
    const unknown = await json('PUT', `${ROUTE}/submission-confirmation`, manager, {
      subject: OWN_SUBJECT,
      body: 'Dear {{name}}, your DOI is {{doi}}.',
    });
    expect(unknown.status).toBe(400);
    expect([unknown.body.message, unknown.body.field]).toEqual(['Unknown variable {{doi}}', 'body']);
    const noKind = await json('PUT', `${ROUTE}/no-such-mail`, manager, { subject: 'x', body: 'y' });
    expect([noKind.status, noKind.body.message]).toEqual([404, 'Unknown mail template']);
    expect((await templateOf('submission-confirmation')).isDefault).toBe(true); // nothing changed
  });

  it('previews a draft with sample data, saving nothing', async () => {
    const res = await json('POST', `${ROUTE}/submission-confirmation/preview`, editor, {
      subject: OWN_SUBJECT,
      body: OWN_BODY,
    });
    expect(res.status).toBe(200);
    expect(res.body.data.preview.subject).toBe(
      'Applied Science has your paper "Notes on the Analytical Engine"',
    );
    expect(res.body.data.preview.text).toContain('Dear Ada Lovelace,');
    expect(res.body.data.preview.html).toContain(
      'thank you for sending &quot;Notes on the Analytical Engine&quot;',
    );
    expect((await templateOf('submission-confirmation')).isDefault).toBe(true);
  });

  it("a manager's wording is used for the journal's next mail of that kind; DELETE restores the default", async () => {
    const saved = await json('PUT', `${ROUTE}/submission-confirmation`, manager, {
      subject: OWN_SUBJECT,
      body: OWN_BODY,
    });
    expect(saved.status).toBe(200);
    expect(await templateOf('submission-confirmation')).toMatchObject({
      subject: OWN_SUBJECT,
      body: OWN_BODY,
      isDefault: false,
    });
    const title = 'Disintegration of Uranium by Neutrons';
    const paper = await submitTextPaper(site, author, {
      userEmail: AUTHOR.email,
      journalName: 'Applied Science',
      paperTitle: title,
    });
    expect(paper.status).toBe(201);
    const [mail] = await readUntil(
      async () => (await mailsTo(site, AUTHOR.email)).filter((m) => m.text?.includes(title)),
      (found) => found.length > 0,
      'the submission confirmation',
    );
    expect(mail!.subject).toBe(`Applied Science has your paper "${title}"`);
    expect(mail!.text).toContain(
      `Dear Lise Meitner,\n\nthank you for sending "${title}" to Applied Science.`,
    );

    const reset = await json('DELETE', `${ROUTE}/submission-confirmation`, admin);
    expect(reset.status).toBe(200);
    expect(reset.body.data.template).toMatchObject({
      subject: 'Submission received: "{{paperTitle}}"',
      isDefault: true,
    });
    expect((await templateOf('submission-confirmation')).isDefault).toBe(true);
  });

  it('the administrator may change any journal template', async () => {
    const res = await json('PUT', `${ROUTE}/status-change`, admin, {
      subject: '{{paperTitle}}: {{newStatus}}',
      body: 'Dear {{name}}, now {{newStatusCapitals}} (was {{oldStatus}}).',
    });
    expect(res.status).toBe(200);
    expect((await templateOf('status-change')).isDefault).toBe(false);
  });

  const SITE_ROUTE = '/api/admin/site/mail-templates';

  /** Renders a draft naming every variable of the template, and refuses one it does not offer. */
  const rendersAndRefuses = async (route: string, token: string, t: Body) => {
    const draft = {
      subject: `[${t.key}] {{${t.variables[0]}}}`,
      body: (t.variables as string[]).map((v) => `${v}=<{{${v}}}>`).join('\n'),
    };
    const preview = await json('POST', `${route}/${t.key}/preview`, token, draft);
    expect([t.key, preview.status]).toEqual([t.key, 200]);
    const { subject, text, html } = preview.body.data.preview;
    expect(subject.startsWith(`[${t.key}] `)).toBe(true);
    expect(`${subject}\n${text}`).not.toMatch(/\{\{/); // every variable has a value
    // Each variable has a value of its own in the sample, e.g. the site's name.
    if ((t.variables as string[]).includes('publisherName'))
      expect(text).toMatch(/^publisherName=<[^<>{}\n]+>$/m);
    expect(html).not.toContain('=<'); // the draft's own markup is escaped too
    for (const field of ['subject', 'body'] as const) {
      const bad = { ...draft, [field]: `${draft[field]} {{notAVariable}}` };
      const refused = await json('PUT', `${route}/${t.key}`, token, bad);
      expect([t.key, refused.status, refused.body.message, refused.body.field]).toEqual([
        t.key,
        400,
        'Unknown variable {{notAVariable}}',
        field,
      ]);
    }
  };

  it('every mail key renders from its template and refuses unknown variables', async () => {
    const list = await json('GET', ROUTE, manager);
    const templates = list.body.data.templates as Body[];
    expect(templates.map((t) => t.key)).toEqual(expect.arrayContaining(ISSUE_KEYS));
    for (const t of templates) {
      expect(t).toMatchObject({ subject: expect.any(String), body: expect.any(String) });
      expect(t.variables.length).toBeGreaterThan(0);
      await rendersAndRefuses(ROUTE, manager, t);
    }
    // Nothing was saved by the refusals.
    const after = (await json('GET', ROUTE, manager)).body.data.templates as Body[];
    expect(after.filter((t) => !t.isDefault).map((t) => t.key)).toEqual(['status-update']);

    // The password reset mail is the site's: the administrator's list, closed to a journal's team.
    const site = await json('GET', SITE_ROUTE, admin);
    expect(site.status).toBe(200);
    expect((site.body.data.templates as Body[]).map((t) => t.key)).toContain('password-reset');
    for (const t of site.body.data.templates as Body[]) await rendersAndRefuses(SITE_ROUTE, admin, t);
    const byManager = await json('GET', SITE_ROUTE, manager);
    expect([byManager.status, byManager.body.message]).toEqual([
      403,
      'Only the administrator can change the site',
    ]);
    expect((await json('PUT', `${ROUTE}/password-reset`, manager, { subject: 'x', body: 'y' })).status).toBe(
      404,
    );
  });

  it("a template keeps the mail's link, and the default preview is today's text", async () => {
    const noLink = await json('PUT', `${ROUTE}/reviewer-invitation`, manager, {
      subject: 'Review?',
      body: 'Dear {{name}}, please review.',
    });
    expect([noLink.status, noLink.body.message, noLink.body.field]).toEqual([
      400,
      "The body must contain {{reviewUrl}}: it is the mail's link",
      'body',
    ]);
    const preview = await json('POST', `${ROUTE}/decision/preview`, editor, {});
    expect(preview.body.data.preview.subject).toBe('Decision on "Notes on the Analytical Engine"');
    expect(preview.body.data.preview.text).toContain('Dear Ada Lovelace,');
  });

  it('a reworded reviewer invitation and decision are what the reviewer and the authors receive', async () => {
    const invitation = {
      subject: 'Applied Science asks you to review "{{paperTitle}}"',
      body: 'Dear {{name}},\n\nwould you review "{{paperTitle}}" by {{dueDate}}?\n\nYour page: {{reviewUrl}}\n\n{{publisherName}}',
    };
    const decision = {
      subject: 'Applied Science decided on "{{paperTitle}}": {{decision}}',
      body: 'Dear {{name}},\n\n{{editorMessage}}\n\n{{revisionNote}}\n\nThe editors of {{journalName}}',
    };
    for (const [key, body] of [
      ['reviewer-invitation', invitation],
      ['decision', decision],
    ] as const)
      expect((await json('PUT', `${ROUTE}/${key}`, manager, body)).status).toBe(200);

    const title = 'Nuclear Fission <and> its Products';
    const paper = await submitTextPaper(site, author, {
      userEmail: AUTHOR.email,
      journalName: 'Applied Science',
      paperTitle: title,
    });
    expect(paper.status).toBe(201);
    const due = new Date(Date.now() + 21 * 86_400_000).toISOString().slice(0, 10);
    const reviewer = { reviewerEmail: 'otto@hahn.example.de', givenNames: 'Otto', familyName: 'Hahn' };
    const invited = await json('POST', `/api/admin/submissions/${paper.id}/reviewers`, admin, {
      ...reviewer,
      dueDate: due,
    });
    expect(invited.status).toBe(201);
    const [invitationMail] = await readUntil(
      async () => (await mailsTo(site, reviewer.reviewerEmail)).filter((m) => m.text?.includes(title)),
      (found) => found.length > 0,
      "the reviewer's invitation",
    );
    expect(invitationMail!.subject).toBe(`Applied Science asks you to review "${title}"`);
    expect(invitationMail!.text).toMatch(
      new RegExp(
        `^Dear Otto Hahn,\\n\\nwould you review "Nuclear Fission <and> its Products" by ${due}\\?\\n\\nYour page: https?://[^\\s]+/review/[A-Za-z0-9_-]{20,}\\n`,
      ),
    );
    expect(invitationMail!.html).toContain('Nuclear Fission &lt;and&gt; its Products');
    expect(invitationMail!.html).not.toContain('<and>');
    expect(invitationMail!.text).not.toContain('Lise');

    const decided = await json('POST', `/api/admin/submissions/${paper.id}/decision`, admin, {
      decision: 'revisions',
      message: 'Dear Dr Meitner,\n\nplease <b>shorten</b> section 2.',
    });
    expect(decided.status).toBe(201);
    const [letter] = await readUntil(
      async () => (await mailsTo(site, AUTHOR.email)).filter((m) => m.subject?.includes('decided on')),
      (found) => found.length > 0,
      'the decision letter',
    );
    expect(letter!.subject).toBe(`Applied Science decided on "${title}": Revisions`);
    expect(letter!.text).toBe(
      'Dear Lise Meitner,\n\nPlease <b>shorten</b> section 2.\n\nYou can upload a revised version from your profile.\n\nThe editors of Applied Science',
    );
    expect(letter!.html).toContain('Please &lt;b&gt;shorten&lt;/b&gt; section 2.');
    expect(letter!.html).not.toContain('<b>shorten');

    // Cancelling the invitation mails the reviewer (its default wording: nobody reworded it).
    const cancelled = await json(
      'DELETE',
      `/api/admin/submissions/${paper.id}/reviewers/${invited.body.assignment.id}`,
      admin,
    );
    expect(cancelled.status).toBe(200);
    const [withdrawn] = await readUntil(
      async () =>
        (await mailsTo(site, reviewer.reviewerEmail)).filter((m) =>
          m.subject?.startsWith('Review invitation withdrawn'),
        ),
      (found) => found.length > 0,
      "the reviewer's cancellation",
    );
    expect(withdrawn!.subject).toBe(`Review invitation withdrawn: "${title}"`);
    expect(withdrawn!.text).toContain('Dear Otto Hahn,');
    expect(withdrawn!.text).not.toContain('Meitner');
  });

  it("the site's password reset mail in the administrator's wording", async () => {
    const saved = await json('PUT', `${SITE_ROUTE}/password-reset`, admin, {
      subject: 'Your new {{publisherName}} password',
      body: 'Hello {{name}},\n\nchoose a new password here: {{resetUrl}}\n\n{{publisherName}}',
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.template).toMatchObject({ key: 'password-reset', isDefault: false });
    expect(
      (await json('POST', '/api/registration/password-reset', undefined, { email: AUTHOR.email })).status,
    ).toBeLessThan(300);
    const [mail] = await readUntil(
      async () =>
        (await mailsTo(site, AUTHOR.email)).filter((m) => m.text?.includes('choose a new password')),
      (found) => found.length > 0,
      'the password reset mail',
    );
    expect(mail!.subject).toMatch(/^Your new .+ password$/);
    expect(mail!.text).toMatch(
      /^Hello Lise Meitner,\n\nchoose a new password here: https?:\/\/\S+\/reset-password\?token=\S+\n/,
    );
  });
});
