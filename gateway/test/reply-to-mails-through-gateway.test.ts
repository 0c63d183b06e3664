import { rm } from 'node:fs/promises';
import type { AddressObject, ParsedMail } from 'mailparser';
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
const SITE_CONTACT = 'help@lumina.example.org';
const CONTACT = {
  contactName: 'Applied Science Editorial Office',
  contactEmail: 'office@applied.example.org',
};
const AUTHOR = { email: 'rosalind@kings.example.ac.uk', givenNames: 'Rosalind', familyName: 'Franklin' };
const EDITOR = { email: 'edith@journal.example.org', givenNames: 'Edith', familyName: 'Editor' };
const REVIEWER = { reviewerEmail: 'rex@reviewers.example.net', givenNames: 'Rex', familyName: 'Reviewer' };
/** Quotes, a comma and a non-ASCII letter: each must survive into the From display name. */
const ODD_NAME = 'Études "Appliquées", Science';
const ODD_JOURNAL = 'education';

const addresses = (field: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(field) ? field : field ? [field] : []).flatMap((a) => a.value);

/**
 * Who a mail is from and whom a reply reaches, through the gateway of the whole site (real Postgres):
 * mails about a paper come from its journal by name and answer to its handling editor, else the
 * journal's contact; a mail about no journal answers to the site's contact (SITE_CONTACT_EMAIL).
 */
describeWith(['postgres'], 'From and Reply-To of mails through the gateway', () => {
  let db: TestDatabase;
  let site: RunningSite;
  let admin: string;
  let author: string;
  let paperId = '';

  const json = (method: string, route: string, token?: string, body?: unknown) =>
    siteJson<Body>(site, method, route, token, body);
  const mailTo = async (
    email: string,
    matches: (m: ParsedMail & { file: string }) => boolean,
    what: string,
  ) =>
    (
      await readUntil(
        async () => (await mailsTo(site, email)).filter(matches),
        (found) => found.length > 0,
        what,
      )
    )[0]!;

  beforeAll(async () => {
    db = await createTestDatabase();
    site = await startSite({ databaseUrl: db.url, env: { SITE_CONTACT_EMAIL: SITE_CONTACT } });
    await site.waitForOutput('Journal platform running');
    admin = await signInAdmin(site);
    author = await registerAuthor(site, { ...AUTHOR, password: PASSWORD });
  }, 180_000);
  afterAll(async () => {
    await site?.stop();
    await db?.drop();
    if (site) await rm(site.dataDir, { recursive: true, force: true });
  });

  it('refuses a bad contact address (400 naming the field) and changes nothing', async () => {
    const refused = await json('PUT', `/api/admin/journals/${JOURNAL}`, admin, {
      contactName: 'Somebody Else',
      contactEmail: 'not an address',
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ success: false, field: 'contactEmail' });
    expect(refused.body.message).toEqual(expect.any(String));
    const journal = (await json('GET', `/api/journals/${JOURNAL}`)).body.data.journal;
    expect([journal.contactName, journal.contactEmail]).toEqual(['', null]);
  });

  it('stores the contact; the admin and public views return it', async () => {
    const saved = await json('PUT', `/api/admin/journals/${JOURNAL}`, admin, CONTACT);
    expect(saved.status).toBe(200);
    expect(saved.body.data.journal).toMatchObject(CONTACT);
    expect((await json('GET', `/api/journals/${JOURNAL}`)).body.data.journal).toMatchObject(CONTACT);
  });

  it('a registration mail, about no journal, answers to the site contact', async () => {
    const mail = await mailTo(AUTHOR.email, (m) => m.file.includes('verify-email'), 'verification mail');
    expect(addresses(mail.replyTo).map((a) => a.address)).toEqual([SITE_CONTACT]);
  });

  it('a submission confirmation comes from the journal by name and answers to its contact', async () => {
    // The contact reaches notification by the journal's event: the paper is submitted once it is there.
    await readUntil(
      async () =>
        (await db.pool.query('SELECT contact_email FROM notification.journals WHERE slug = $1', [JOURNAL]))
          .rows[0]?.contact_email,
      (email) => email === CONTACT.contactEmail,
      'the contact in the notification service',
    );
    const submitted = await submitTextPaper(site, author, {
      userEmail: AUTHOR.email,
      journalName: 'Applied Science',
      paperTitle: 'Molecular Configuration in Sodium Thymonucleate',
    });
    expect(submitted.status).toBe(201);
    paperId = submitted.id!;
    const mail = await mailTo(AUTHOR.email, (m) => !!m.subject?.startsWith('Submission received'), 'receipt');
    expect(addresses(mail.from)).toEqual([{ name: 'Applied Science', address: 'no-reply@journal.local' }]);
    expect(addresses(mail.replyTo)).toEqual([{ name: CONTACT.contactName, address: CONTACT.contactEmail }]);
  });

  it("a reviewer's invitation answers to the journal and names neither the author nor the address", async () => {
    const invited = await json('POST', `/api/admin/submissions/${paperId}/reviewers`, admin, {
      ...REVIEWER,
      dueDate: new Date(Date.now() + 21 * 86400_000).toISOString().slice(0, 10),
    });
    expect(invited.status).toBe(201);
    const mail = await mailTo(
      REVIEWER.reviewerEmail,
      (m) => !!m.subject?.includes('Invitation to review'),
      'invitation',
    );
    expect(addresses(mail.replyTo).map((a) => a.address)).toEqual([CONTACT.contactEmail]);
    const headers = mail.headerLines.map((h) => h.line).join('\n');
    for (const part of [headers, mail.text ?? '', String(mail.html || '')])
      for (const secret of [AUTHOR.email, AUTHOR.givenNames, AUTHOR.familyName])
        expect(part.toLowerCase()).not.toContain(secret.toLowerCase());
  });

  it("after a handling editor is assigned, the author's status mail answers to that editor", async () => {
    await joinJournalTeam(site, db, admin, JOURNAL, { ...EDITOR, password: PASSWORD }, 'editor');
    const { rows } = await db.pool.query<{ user_id: string }>(
      'SELECT user_id FROM journals.users WHERE email = $1',
      [EDITOR.email],
    );
    const assigned = await json('PUT', `/api/admin/submissions/${paperId}/handling-editor`, admin, {
      userId: rows[0]!.user_id,
    });
    expect(assigned.status).toBe(200);
    await readUntil(
      async () =>
        (
          await db.pool.query('SELECT email FROM notification.handling_editors WHERE submission_id = $1', [
            paperId,
          ])
        ).rows[0]?.email,
      (email) => email === EDITOR.email,
      'the handling editor in the notification service',
    );
    const moved = await json('PUT', `/api/admin/submissions/${paperId}/status`, admin, {
      status: 'under_review',
    });
    expect(moved.status).toBe(200);
    const mail = await mailTo(AUTHOR.email, (m) => !!m.subject?.startsWith('Status update'), 'status mail');
    expect(addresses(mail.from)).toEqual([{ name: 'Applied Science', address: 'no-reply@journal.local' }]);
    expect(addresses(mail.replyTo).map((a) => a.address)).toEqual([EDITOR.email]);
    // The author learns the editor's address, never a reviewer's.
    const raw = mail.headerLines.map((h) => h.line).join('\n') + (mail.text ?? '');
    expect(raw).not.toContain(REVIEWER.reviewerEmail);
  });

  it('a journal name with quotes, a comma and an accent comes out intact in From', async () => {
    const renamed = await json('PUT', `/api/admin/journals/${ODD_JOURNAL}`, admin, { name: ODD_NAME });
    expect(renamed.status).toBe(200);
    await readUntil(
      async () =>
        (await db.pool.query('SELECT name FROM submission.journals WHERE slug = $1', [ODD_JOURNAL])).rows[0]
          ?.name,
      (name) => name === ODD_NAME,
      'the new name in the submission service',
    );
    const submitted = await submitTextPaper(site, author, {
      userEmail: AUTHOR.email,
      journalName: ODD_NAME,
      paperTitle: 'On Teaching Crystallography',
    });
    expect(submitted.status).toBe(201);
    const mail = await mailTo(
      AUTHOR.email,
      (m) => m.subject === 'Submission received: "On Teaching Crystallography"',
      'receipt',
    );
    expect(addresses(mail.from)).toEqual([{ name: ODD_NAME, address: 'no-reply@journal.local' }]);
    // No contact: a reply reaches the site's.
    expect(addresses(mail.replyTo).map((a) => a.address)).toEqual([SITE_CONTACT]);
  });
});
