import { NO_COMPETING } from './support/review-answers';
import { createHash } from 'node:crypto';
import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import JSZip from 'jszip';
import { simpleParser, type ParsedMail } from 'mailparser';
import { isFinishedMailFile } from '@journal/mail';
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
import { buildDoc } from '../../libs/documents/test/support/doc-fixtures';
import { buildDocx, type FixturePerson } from '../../libs/documents/test/support/docx-fixtures';

/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are read loosely and asserted field by field */
type Body = any;

const PASSWORD = 'a long enough password';
const ROSALIND: FixturePerson = {
  givenNames: 'Rosalind',
  familyName: 'Franklin',
  email: 'rosalind@example.org',
};
const GRACE = {
  givenNames: 'Grace',
  familyName: 'Hopper',
  email: 'grace@example.org',
  affiliation: 'Yale University',
  orcid: '0000-0002-1694-233X',
};
const SECRETS = [
  ROSALIND.givenNames,
  ROSALIND.familyName,
  ROSALIND.email,
  GRACE.familyName,
  GRACE.email,
  GRACE.orcid,
];
const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

/** The parts of a .docx where an author's identity hides outside the text: properties, people, authors. */
async function metadataOf(bytes: Buffer): Promise<string> {
  const zip = await JSZip.loadAsync(bytes);
  const parts: string[] = [];
  for (const file of Object.values(zip.files)) {
    if (file.dir) continue;
    const xml = await file.async('string');
    if (file.name.startsWith('docProps/') || file.name === 'word/people.xml') parts.push(xml);
    parts.push(...[...xml.matchAll(/w(?:15)?:(?:author|initials)="([^"]*)"/g)].map((m) => m[1]!));
  }
  return parts.join('\n');
}

/**
 * Issue 26, item 1, through the gateway of the whole site on a real Postgres: the reviewer's download is
 * an anonymous copy made when the version was uploaded, the editors' detail lists the names left in it,
 * an editor's anonymous version replaces it, and a file that cannot be cleaned waits for one (409).
 */
describeWith(['postgres'], 'anonymous reviewer copies through the gateway', () => {
  let db: TestDatabase;
  let site: RunningSite;
  let author: string;
  let admin: string;
  let original: Buffer;
  let paperId = '';

  const json = (method: string, route: string, token?: string, body?: unknown) =>
    siteJson<Body>(site, method, route, token, body);
  const detail = async (id = paperId) => (await json('GET', `/api/admin/submissions/${id}`, admin)).body.data;
  const checked = (id = paperId) =>
    readUntil(
      () => detail(id),
      (d) => d.anonymity?.checked === true,
      'anonymity checked',
    );

  async function upload(
    route: string,
    token: string,
    bytes: Buffer,
    name: string,
    fields: Record<string, string> = {},
  ) {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.set(key, value);
    form.set('paperFile', new Blob([new Uint8Array(bytes)]), name);
    const res = await fetch(`${site.baseUrl}${route}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    return { status: res.status, body: (await res.json()) as Body };
  }
  const submit = (bytes: Buffer, name: string, title: string) =>
    upload('/api/registration/submit-paper', author, bytes, name, {
      userEmail: ROSALIND.email,
      journalName: 'Applied Science',
      paperTitle: title,
      coAuthors: JSON.stringify([GRACE]),
    });

  async function mailsTo(address: string): Promise<ParsedMail[]> {
    const dir = path.join(site.dataDir, 'mail');
    const files = (await readdir(dir).catch(() => [] as string[])).filter(isFinishedMailFile);
    const mails = await Promise.all(files.map(async (f) => simpleParser(await readFile(path.join(dir, f)))));
    return mails.filter((m) =>
      (Array.isArray(m.to) ? m.to : m.to ? [m.to] : []).some((a) =>
        a.value.some((v) => v.address === address),
      ),
    );
  }

  const due = () => new Date(Date.now() + 21 * 86400_000).toISOString().slice(0, 10);
  /**
   * Invites a reviewer, reads the link from the mail, accepts: the link token. The papers here name
   * their authors in the body, so the editor confirms (issue 42 item 9).
   */
  async function acceptedReviewer(id: string, email: string): Promise<string> {
    const invited = await json('POST', `/api/admin/submissions/${id}/reviewers`, admin, {
      reviewerEmail: email,
      givenNames: 'Maurice',
      familyName: 'Wilkins',
      dueDate: due(),
      confirmFindings: true,
    });
    expect(invited.status).toBe(201);
    const [mail] = await readUntil(
      () => mailsTo(email),
      (m) => m.length > 0,
      `invitation to ${email}`,
    );
    const token = /\/review\/([A-Za-z0-9_-]{43})/.exec(mail!.text ?? '')![1]!;
    expect((await json('POST', `/api/reviews/${token}/accept`, undefined, NO_COMPETING)).status).toBe(200);
    return token;
  }
  const download = async (token: string) => {
    const res = await fetch(`${site.baseUrl}/api/reviews/${token}/file`);
    return { res, bytes: Buffer.from(await res.arrayBuffer()) };
  };

  beforeAll(async () => {
    db = await createTestDatabase();
    site = await startSite({ databaseUrl: db.url });
    author = await registerAuthor(site, { ...ROSALIND, password: PASSWORD });
    admin = await signInAdmin(site);
    original = await buildDocx({
      author: ROSALIND,
      coAuthor: GRACE,
      coreProperties: true,
      appProperties: true,
      customProperties: true,
      trackedChanges: true,
      comments: true,
      people: true,
      header: true,
      bodyMentions: true,
    });
    const submitted = await submit(original, 'franklin.docx', 'Molecular Configuration');
    expect(submitted.status).toBe(201);
    paperId = submitted.body.submission.id;
  }, 120_000);
  afterAll(async () => {
    await site?.stop();
    await db?.drop();
    if (site) await rm(site.dataDir, { recursive: true, force: true });
  });

  let token = '';

  it('the detail lists the names left in what reviewers get (the body), and the header and comments as removed', async () => {
    const data = await checked();
    expect(data.assignments).toEqual([]);
    expect(data.anonymity).toMatchObject({
      checked: true,
      reviewerCopy: { ready: true },
      source: 'automatic',
    });
    expect(data.anonymity.findings).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'name', value: 'Rosalind Franklin', where: 'body' }),
        expect.objectContaining({ kind: 'email', value: ROSALIND.email, where: 'body' }),
        expect.objectContaining({ kind: 'name', value: 'Grace Hopper', where: 'body' }),
      ]),
    );
    // The copy replaces the header's name and has no comments (issue 42 item 9): the editor sees them
    // as removed, not as warnings.
    expect(data.anonymity.findings.filter((f: Body) => f.where !== 'body')).toEqual([]);
    expect(data.anonymity.removedFromCopy).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'name', value: 'Rosalind Franklin', where: 'header' }),
        expect.objectContaining({ kind: 'name', value: 'Franklin', where: 'comments' }),
      ]),
    );
    // The properties were cleaned, so none is left to warn about.
    expect(data.anonymity.findings.filter((f: Body) => f.where === 'properties')).toEqual([]);
  });

  it('the reviewer downloads a copy without the author in core, app or custom properties or any w:author; the original is untouched', async () => {
    expect(await metadataOf(original)).toContain(ROSALIND.familyName);
    // The body still names the authors: inviting needs the editor's confirmation (issue 42 item 9).
    const unconfirmed = await json('POST', `/api/admin/submissions/${paperId}/reviewers`, admin, {
      reviewerEmail: 'maurice@example.net',
      givenNames: 'Maurice',
      familyName: 'Wilkins',
      dueDate: due(),
    });
    expect([unconfirmed.status, unconfirmed.body.message]).toEqual([
      409,
      "The reviewers' copy still names the authors",
    ]);
    token = await acceptedReviewer(paperId, 'maurice@example.net');
    const { res, bytes } = await download(token);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="manuscript-${paperId}-v1.docx"`,
    );
    const metadata = await metadataOf(bytes);
    for (const secret of SECRETS) expect(metadata).not.toContain(secret);
    const zip = await JSZip.loadAsync(bytes);
    expect(zip.file('docProps/custom.xml')).toBeNull();
    const core = await zip.file('docProps/core.xml')!.async('string');
    expect(core).not.toMatch(/<dc:creator|<cp:lastModifiedBy|<dc:description/);
    expect(await zip.file('docProps/app.xml')!.async('string')).not.toContain('<Company>');
    const document = await zip.file('word/document.xml')!.async('string');
    expect(document).not.toMatch(/w:author|<w:(ins|del)\b/); // tracked changes accepted (issue 42)
    expect(document).toContain('Corresponding author: Rosalind Franklin'); // the body's text unchanged
    expect(zip.file('word/comments.xml')).toBeNull();
    expect(await zip.file('word/header1.xml')!.async('string')).toContain('Draft of [removed]');
    // Editors still get the author's file byte for byte.
    const v1 = await fetch(`${site.baseUrl}/api/admin/submissions/${paperId}/versions/1/download`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(sha(Buffer.from(await v1.arrayBuffer()))).toBe(sha(original));
  });

  it('an editor’s anonymous version replaces what the reviewer gets, stored as given and scanned again', async () => {
    const anonymous = await buildDocx({ author: { ...GRACE }, bodyMentions: true });
    const asAuthor = await upload(
      `/api/admin/submissions/${paperId}/anonymous-version`,
      author,
      anonymous,
      'anon.docx',
    );
    expect(asAuthor.status).toBe(403);
    const wrongType = await upload(
      `/api/admin/submissions/${paperId}/anonymous-version`,
      admin,
      anonymous,
      'anon.pdf',
    );
    expect([wrongType.status, wrongType.body.message]).toEqual([
      400,
      'Please upload only , DOC, DOCX, or TXT files',
    ]);
    const fake = await upload(
      `/api/admin/submissions/${paperId}/anonymous-version`,
      admin,
      Buffer.from('plain'),
      'anon.docx',
    );
    expect(fake.status).toBe(400);

    const before = await db.pool.query<{ file_key: string }>(
      'SELECT file_key FROM submission.reviewer_copies WHERE submission_id = $1',
      [paperId],
    );
    const automaticCopy = path.join(site.dataDir, 'files', before.rows[0]!.file_key);
    await expect(readFile(automaticCopy)).resolves.toBeInstanceOf(Buffer);
    const uploaded = await upload(
      `/api/admin/submissions/${paperId}/anonymous-version`,
      admin,
      anonymous,
      'anon.docx',
    );
    expect(uploaded.status).toBe(201);
    expect(uploaded.body).toEqual({
      success: true,
      data: { version: expect.objectContaining({ number: 1, name: 'anon.docx', size: anonymous.length }) },
    });
    const data = await checked();
    expect(data.anonymity).toMatchObject({
      source: 'editor',
      reviewerCopy: { ready: true },
      anonymous_version: { name: 'anon.docx', uploaded_by: site.adminEmail },
    });
    // The warning follows the new file: Grace's name is in it, Rosalind's is not.
    expect(data.anonymity.findings).toContainEqual(
      expect.objectContaining({ value: 'Grace Hopper', where: 'body' }),
    );
    expect(data.anonymity.findings.some((f: Body) => f.value.includes('Franklin'))).toBe(false);
    const { res, bytes } = await download(token);
    expect(res.status).toBe(200);
    expect(sha(bytes)).toBe(sha(anonymous));
    // One copy row, the editor's; the automatic copy it replaced is gone from storage.
    const { rows } = await db.pool.query(
      'SELECT source, file_key FROM submission.reviewer_copies WHERE submission_id = $1',
      [paperId],
    );
    expect(rows).toEqual([expect.objectContaining({ source: 'editor' })]);
    await expect(readFile(automaticCopy)).rejects.toThrow(/ENOENT/);
  });

  it('a file that cannot be cleaned: reviewerCopy not ready with the reason, 409 on download, until an anonymous version', async () => {
    const doc = buildDoc({ author: ROSALIND, trackedChanges: true, summary: true, bodyMentions: true });
    const submitted = await submit(doc, 'franklin.doc', 'Tracked in Word 97');
    expect(submitted.status).toBe(201);
    const id = submitted.body.submission.id;
    const data = await checked(id);
    expect(data.anonymity.reviewerCopy).toEqual({
      ready: false,
      reason: expect.stringContaining('tracked changes or comments'),
    });
    expect(data.anonymity.findings).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'name', value: 'Rosalind Franklin', where: 'body' }),
        expect.objectContaining({ kind: 'name', value: 'Rosalind Franklin', where: 'properties' }),
      ]),
    );
    const reviewer = await acceptedReviewer(id, 'linus@example.net');
    const waiting = await download(reviewer);
    expect(waiting.res.status).toBe(409);
    expect(JSON.parse(waiting.bytes.toString()).message).toBe(
      'This manuscript is waiting for an anonymous version',
    );

    const anonymous = await buildDocx({
      author: { givenNames: 'Nobody', familyName: 'Inparticular', email: 'x@y.z' },
    });
    expect(
      (await upload(`/api/admin/submissions/${id}/anonymous-version`, admin, anonymous, 'clean.docx')).status,
    ).toBe(201);
    const ready = await download(reviewer);
    expect(ready.res.status).toBe(200);
    expect(ready.res.headers.get('content-disposition')).toBe(
      `attachment; filename="manuscript-${id}-v1.docx"`,
    );
    expect(sha(ready.bytes)).toBe(sha(anonymous));
    expect((await checked(id)).anonymity.reviewerCopy).toEqual({ ready: true });
  });
});
