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
const TITLE = 'Seagrass Meadows of the Kiel Fjord';
const AUTHOR = { email: 'rosa@kiel.example.de', givenNames: 'Rosa', familyName: 'Hartmann' };
const EDDIE = { email: 'eddie@assign.example.org', givenNames: 'Eddie', familyName: 'Editor' };
const MARY = { email: 'mary@assign.example.org', givenNames: 'Mary', familyName: 'Manager' };
const SUBJECT = `Handling editor: "${TITLE}" in Applied Science`;

/**
 * Through the gateway of the whole site (real Postgres and Redis): an editor made a paper's handling
 * editor by someone else is mailed the paper, the journal and the link to its editorial page, in the
 * journal's own wording once a manager rewords the mail; an editor who assigns themself is not mailed.
 */
describeWith(['postgres', 'redis'], 'handling editor mail through the gateway', () => {
  let db: TestDatabase;
  let site: RunningSite;
  let admin: string;
  let manager: string;
  let paperId = '';
  const json = (method: string, route: string, token?: string, body?: unknown) =>
    siteJson<Body>(site, method, route, token, body);
  const userId = async (email: string) =>
    (await db.pool.query('SELECT user_id FROM journals.users WHERE email = $1', [email])).rows[0]
      .user_id as string;
  const assign = async (email: string, token: string) => {
    const res = await json('PUT', `/api/admin/submissions/${paperId}/handling-editor`, token, {
      userId: await userId(email),
    });
    expect([res.status, res.body.data?.submission?.handling_editor?.email]).toEqual([200, email]);
  };
  const assignmentMails = async (email: string) =>
    (await mailsTo(site, email)).filter((m) => m.subject === SUBJECT);
  const assignmentRows = async (email: string) =>
    (
      await db.pool.query(
        `SELECT 1 FROM notification.mails WHERE kind = 'handling-editor-assigned' AND recipient = $1`,
        [email],
      )
    ).rowCount;

  beforeAll(async () => {
    db = await createTestDatabase();
    site = await startSite({
      databaseUrl: db.url,
      env: { REDIS_URL: 'redis://127.0.0.1:6379', REDIS_PREFIX: `handling-editor-${randomUUID()}` },
    });
    const author = await registerAuthor(site, { ...AUTHOR, password: PASSWORD });
    admin = await signInAdmin(site);
    await joinJournalTeam(site, db, admin, JOURNAL, { ...EDDIE, password: PASSWORD }, 'editor');
    manager = await joinJournalTeam(site, db, admin, JOURNAL, { ...MARY, password: PASSWORD }, 'manager');
    const submitted = await submitTextPaper(site, author, {
      userEmail: AUTHOR.email,
      journalName: 'Applied Science',
      paperTitle: TITLE,
    });
    expect(submitted.status).toBe(201);
    paperId = submitted.id!;
  }, 180_000);
  afterAll(async () => {
    await site?.stop();
    await db?.drop();
    if (site) await rm(site.dataDir, { recursive: true, force: true });
  });

  it('a manager who assigns themself gets no mail; the editor the administrator assigns gets one', async () => {
    await assign(MARY.email, manager);
    await assign(EDDIE.email, admin);
    const [mail, ...more] = await readUntil(
      () => assignmentMails(EDDIE.email),
      (found) => found.length > 0,
      'the assignment mail to Eddie',
    );
    expect(more).toEqual([]);
    expect(mail!.text).toContain('Dear Eddie Editor,');
    expect(mail!.text).toContain(`You are now the handling editor of "${TITLE}" in Applied Science`);
    expect(mail!.text).toContain(`/admin/submissions/${paperId}`);
    // A reply goes to whoever assigned the paper, not back to the new handling editor.
    expect(mail!.replyTo?.value.map((v) => v.address)).toEqual([site.adminEmail]);
    // Both assignments travel in the same stream, in order: Mary's was handled before Eddie's mail.
    expect(await assignmentRows(MARY.email)).toBe(0);
    expect(await assignmentMails(MARY.email)).toEqual([]);
  });

  it("is sent in the journal's own wording once a manager rewords it", async () => {
    const route = `/api/admin/journals/${JOURNAL}/mail-templates/handling-editor-assigned`;
    const unknown = await json('PUT', route, manager, { subject: 'Hi', body: '{{reviewerName}}' });
    expect(unknown.status).toBe(400);
    const saved = await json('PUT', route, manager, {
      subject: 'Handling editor: "{{paperTitle}}" in {{journalName}}',
      body: '{{name}}, {{assignedBy}} asks you to look after "{{paperTitle}}": {{submissionUrl}}',
    });
    expect(saved.status).toBe(200);
    await assign(MARY.email, admin);
    const [mail] = await readUntil(
      () => assignmentMails(MARY.email),
      (found) => found.length > 0,
      'the assignment mail to Mary',
    );
    expect(mail!.text).toContain(`Mary Manager, ${site.adminEmail} asks you to look after "${TITLE}": http`);
    expect(mail!.text).toContain(`/admin/submissions/${paperId}`);
  });
});
