import { NO_COMPETING } from './support/review-answers';
import { mailsTo } from './support/site-mailbox';
import { partsNaming as partsNamingSecrets } from '../../libs/documents/test/support/parts-naming';
import { rm } from 'node:fs/promises';
import JSZip from 'jszip';
import {
  createTestDatabase,
  describeWith,
  makeNamedDocx,
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
const ROSA = { givenNames: 'Rosa', familyName: 'Hartmann', email: 'rosa.hartmann@uni-kiel.de' };
const JONAS = {
  givenNames: 'Jonas',
  familyName: 'Weber',
  email: 'jonas.weber@uni-kiel.de',
  affiliation: 'University of Kiel',
};
/** Every word of the authors' identities the reviewer's copy must not hold, in any part. */
const SECRETS = ['Rosa', 'Hartmann', ROSA.email, 'University of Kiel', 'Jonas', 'Weber', JONAS.email];

const partsNaming = (bytes: Buffer) => partsNamingSecrets(bytes, SECRETS);

/**
 * Issue 42 item 9 through the gateway on a real Postgres: a .docx written by python-docx that names its
 * author in a header, a footer, a footnote, a text box and a comment (and a tracked deletion) gives a
 * reviewer's copy that names nobody in any part; the editor sees what was removed. A version whose body
 * names the author is refused for invitations (409) until the editor confirms, which the activity
 * log records.
 */
describeWith(
  ['postgres', 'python-docx'],
  'reviewer copies without the authors in notes, through the gateway',
  () => {
    let db: TestDatabase;
    let site: RunningSite;
    let author: string;
    let admin: string;

    const json = (method: string, route: string, token?: string, body?: unknown) =>
      siteJson<Body>(site, method, route, token, body);
    const checked = (id: string) =>
      readUntil(
        async () => (await json('GET', `/api/admin/submissions/${id}`, admin)).body.data,
        (d) => d.anonymity?.checked === true,
        'anonymity checked',
      );
    const due = () => new Date(Date.now() + 21 * 86400_000).toISOString().slice(0, 10);
    const invite = (id: string, email: string, extra: Record<string, unknown> = {}) =>
      json('POST', `/api/admin/submissions/${id}/reviewers`, admin, {
        reviewerEmail: email,
        givenNames: 'Maurice',
        familyName: 'Wilkins',
        dueDate: due(),
        ...extra,
      });

    async function submit(bytes: Buffer, title: string): Promise<string> {
      const form = new FormData();
      form.set('userEmail', ROSA.email);
      form.set('journalName', 'Applied Science');
      form.set('paperTitle', title);
      form.set('coAuthors', JSON.stringify([JONAS]));
      form.set('paperFile', new Blob([new Uint8Array(bytes)]), 'Hartmann_seagrass_Kiel_v1.docx');
      const res = await fetch(`${site.baseUrl}/api/registration/submit-paper`, {
        method: 'POST',
        headers: { authorization: `Bearer ${author}` },
        body: form,
      });
      const body = (await res.json()) as Body;
      expect(res.status).toBe(201);
      return body.submission.id;
    }

    /** The reviewer's link from the invitation mail, accepted, and the manuscript downloaded through it. */
    async function reviewerDownload(email: string): Promise<Buffer> {
      const [mail] = await readUntil(
        () => mailsTo(site, email),
        (m) => m.length > 0,
        `invitation to ${email}`,
      );
      const token = /\/review\/([A-Za-z0-9_-]{43})/.exec(mail!.text ?? '')![1]!;
      expect((await json('POST', `/api/reviews/${token}/accept`, undefined, NO_COMPETING)).status).toBe(200);
      const res = await fetch(`${site.baseUrl}/api/reviews/${token}/file`);
      expect(res.status).toBe(200);
      return Buffer.from(await res.arrayBuffer());
    }

    beforeAll(async () => {
      db = await createTestDatabase();
      site = await startSite({ databaseUrl: db.url });
      author = await registerAuthor(site, { ...ROSA, password: PASSWORD });
      admin = await signInAdmin(site);
    }, 120_000);
    afterAll(async () => {
      await site?.stop();
      await db?.drop();
      if (site) await rm(site.dataDir, { recursive: true, force: true });
    });

    it('names nobody in any part of the reviewer’s copy of a header, footer, footnote, text box and comment', async () => {
      const original = await makeNamedDocx({
        ...ROSA,
        affiliation: JONAS.affiliation,
        coAuthorGivenNames: JONAS.givenNames,
      });
      // The original names them in those parts (else the search below would pass for nothing).
      const named = await partsNaming(original);
      for (const part of ['word/header1.xml', 'word/footer1.xml', 'word/footnotes.xml', 'word/comments.xml'])
        expect(named.some((f) => f.startsWith(`${part}: `))).toBe(true);
      expect(named).toContain('word/document.xml: Hartmann'); // the text box and the tracked deletion

      const id = await submit(original, 'Seagrass meadows of the Baltic');
      const data = await checked(id);
      // Nothing is left for reviewers, so nothing to warn about; the editor sees where it was removed.
      expect(data.anonymity.findings).toEqual([]);
      const places = new Set((data.anonymity.removedFromCopy as Body[]).map((f) => f.where));
      for (const where of ['header', 'footer', 'footnotes', 'text-boxes', 'comments'])
        expect([where, places.has(where)]).toEqual([where, true]);
      expect(data.anonymity.removedFromCopy).toContainEqual(
        expect.objectContaining({ kind: 'affiliation', value: 'University of Kiel', where: 'header' }),
      );

      // No body finding: the invitation goes through without a confirmation.
      expect((await invite(id, 'maurice@example.net')).status).toBe(201);
      const copy = await reviewerDownload('maurice@example.net');
      expect(await partsNaming(copy)).toEqual([]);
      const zip = await JSZip.loadAsync(copy);
      expect(Object.keys(zip.files).filter((n) => /comments/i.test(n))).toEqual([]);
      const header = await zip.file('word/header1.xml')!.async('string');
      expect(header.replace(/<[^>]+>/g, '').trim()).toBe('[removed], [removed]'); // its text, runs joined
      const document = await zip.file('word/document.xml')!.async('string');
      expect(document.replace(/<[^>]+>/g, '')).toContain('The meadows clearly recovered.');
      expect(document).not.toMatch(/<w:(ins|del|commentReference)\b/);
    });

    it('refuses an invitation while the body names the authors, until the editor confirms; the activity records it', async () => {
      const original = await makeNamedDocx({
        ...ROSA,
        affiliation: JONAS.affiliation,
        coAuthorGivenNames: JONAS.givenNames,
        bodyMentions: true,
      });
      const id = await submit(original, 'Seagrass meadows, second paper');
      const data = await checked(id);
      expect(data.anonymity.findings).toContainEqual(
        expect.objectContaining({ kind: 'name', value: 'Rosa Hartmann', where: 'body' }),
      );

      const refused = await invite(id, 'linus@example.net');
      expect([refused.status, refused.body.message, refused.body.code]).toEqual([
        409,
        "The reviewers' copy still names the authors",
        'REVIEWER_COPY_NAMES_AUTHORS',
      ]);
      expect((await invite(id, 'linus@example.net', { confirmFindings: 'yes' })).status).toBe(400);
      expect((await json('GET', `/api/admin/submissions/${id}`, admin)).body.data.assignments).toEqual([]);

      const confirmed = await invite(id, 'linus@example.net', { confirmFindings: true });
      expect(confirmed.status).toBe(201);
      const { body } = await readUntil(
        () => json('GET', `/api/admin/submissions/${id}/activity`, admin),
        (r) => r.body.data?.entries?.some((e: Body) => e.action === 'findings_confirmed'),
        'the confirmation in the activity log',
      );
      const entry = (body.data.entries as Body[]).find((e) => e.action === 'findings_confirmed');
      expect(entry).toMatchObject({
        actor: { email: site.adminEmail, role: 'editor' },
        details: {
          reviewer: { name: 'Maurice Wilkins', email: 'linus@example.net' },
          findings: expect.arrayContaining([expect.objectContaining({ kind: 'name', where: 'body' })]),
        },
      });
      // The body is the editor's to decide: what reviewers get outside it still names nobody.
      const copy = await reviewerDownload('linus@example.net');
      const outsideBody = (await partsNaming(copy)).filter((f) => !f.startsWith('word/document.xml: '));
      expect(outsideBody).toEqual([]);
    });
  },
);
