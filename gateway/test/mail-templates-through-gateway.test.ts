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
    expect(kinds).toEqual([
      ['submission-confirmation', true],
      ['status-change', true],
      ['article-published', true],
      ['handling-editor-assigned', true],
      ['discussion-message', true],
    ]);
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
    expect(unknown.body.message).toMatch(/^Unknown placeholder \{\{doi\}\}; this mail offers \{\{name\}\}/);
    const noKind = await json('PUT', `${ROUTE}/decision-letter`, manager, { subject: 'x', body: 'y' });
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
});
