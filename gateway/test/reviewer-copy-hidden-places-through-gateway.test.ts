import { NO_COMPETING } from './support/review-answers';
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
import {
  buildHiddenPlacesDocx,
  type HiddenPerson,
} from '../../libs/documents/test/support/hidden-places-fixture';
import { partsNaming as partsNamingSecrets } from '../../libs/documents/test/support/parts-naming';

/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are read loosely and asserted field by field */
type Body = any;

const PASSWORD = 'a long enough password';
const ROSALIND: HiddenPerson = {
  givenNames: 'Rosalind',
  familyName: 'Franklin',
  email: 'rosalind@example.org',
  affiliation: 'Cavendish Laboratory',
};
const SECRETS = [ROSALIND.givenNames, ROSALIND.familyName, ROSALIND.email, ROSALIND.affiliation];
const HIDDEN_PLACES = ['document-variables', 'embedded-document', 'custom-xml', 'template', 'hyperlinks'];
/** Every place the copy cleans that the fixture names her in: the editor is told each was removed. */
const REMOVED_PLACES = [...HIDDEN_PLACES, 'properties', 'comments', 'tracked-changes'];

const partsNaming = (bytes: Buffer) => partsNamingSecrets(bytes, SECRETS);

/**
 * Through the gateway of the whole site on a real Postgres: an author's .docx that names her only
 * where Word keeps identity out of sight (document variables, template, hyperlink bases, custom XML,
 * an embedded .docx and Word 97 object, contributor and status, and the first round's properties,
 * revisers, commenters) reaches the reviewer without her name anywhere; the editor's warning names
 * each of those places for a file that still has them (an anonymous version is served as uploaded).
 * For the author's own upload the editor also learns, as information apart from the warnings, that
 * her file named her in each of those places and that the copy removed them.
 */
describeWith(['postgres'], 'reviewer copies without the hidden places, through the gateway', () => {
  let db: TestDatabase;
  let site: RunningSite;
  let author: string;
  let admin: string;
  let original: Buffer;
  let paperId = '';

  const json = (method: string, route: string, token?: string, body?: unknown) =>
    siteJson<Body>(site, method, route, token, body);
  const detail = async () => (await json('GET', `/api/admin/submissions/${paperId}`, admin)).body.data;
  const checked = (source: 'automatic' | 'editor') =>
    readUntil(
      () => detail(),
      (d) => d.anonymity?.checked === true && d.anonymity.source === source,
      `anonymity of the ${source} copy checked`,
    );

  async function upload(
    route: string,
    token: string,
    bytes: Buffer,
    name: string,
    fields: Record<string, string>,
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

  async function acceptedReviewer(email: string): Promise<string> {
    const due = new Date(Date.now() + 21 * 86400_000).toISOString().slice(0, 10);
    const invited = await json('POST', `/api/admin/submissions/${paperId}/reviewers`, admin, {
      reviewerEmail: email,
      givenNames: 'Maurice',
      familyName: 'Wilkins',
      dueDate: due,
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
    return { status: res.status, bytes: Buffer.from(await res.arrayBuffer()) };
  };

  beforeAll(async () => {
    db = await createTestDatabase();
    site = await startSite({ databaseUrl: db.url });
    author = await registerAuthor(site, { ...ROSALIND, password: PASSWORD });
    admin = await signInAdmin(site);
    original = await buildHiddenPlacesDocx(ROSALIND);
    const submitted = await upload('/api/registration/submit-paper', author, original, 'franklin.docx', {
      userEmail: ROSALIND.email,
      journalName: 'Applied Science',
      paperTitle: 'Molecular Configuration',
      coAuthors: '[]',
    });
    expect(submitted.status).toBe(201);
    paperId = submitted.body.submission.id;
  }, 120_000);
  afterAll(async () => {
    await site?.stop();
    await db?.drop();
    if (site) await rm(site.dataDir, { recursive: true, force: true });
  });

  let token = '';

  it('the reviewer’s download names her in no part; nothing is left for the editor to be warned of', async () => {
    expect((await partsNaming(original)).length).toBeGreaterThan(20);
    const data = await checked('automatic');
    expect(data.anonymity).toMatchObject({ checked: true, reviewerCopy: { ready: true }, findings: [] });
    // Inviting is not held back by what was removed: the warnings are only about what reviewers get.
    token = await acceptedReviewer('maurice@example.net');
    const { status, bytes } = await download(token);
    expect(status).toBe(200);
    expect(await partsNaming(bytes)).toEqual([]);
    const zip = await JSZip.loadAsync(bytes);
    expect(Object.keys(zip.files).filter((n) => /customXml|embeddings|media\//i.test(n))).toEqual([]);
    expect(await zip.file('word/document.xml')!.async('string')).toContain('See the attached data.');
  });

  it('the editor’s view lists each place her file named her in as removed from the reviewers’ copy', async () => {
    const { anonymity } = await detail();
    expect(anonymity.findings).toEqual([]);
    const removed: { kind: string; value: string; where: string; count: number }[] =
      anonymity.removedFromCopy;
    expect([...new Set(removed.map((f) => f.where))].sort()).toEqual([...REMOVED_PLACES].sort());
    for (const where of REMOVED_PLACES)
      expect(removed).toContainEqual(expect.objectContaining({ kind: 'name', where }));
    for (const where of ['document-variables', 'custom-xml', 'hyperlinks', 'properties', 'tracked-changes'])
      expect(removed).toContainEqual(
        expect.objectContaining({ kind: 'email', value: ROSALIND.email, where }),
      );
    for (const finding of removed) expect(finding.count).toBeGreaterThan(0);
    // The body text is not cleaned, and named her nowhere: nothing of it is said to be removed.
    expect(removed.filter((f) => ['body', 'header', 'footer', 'footnotes'].includes(f.where))).toEqual([]);
    // Removed means removed: the reviewer's download still names her in no part.
    const { status, bytes } = await download(token);
    expect(status).toBe(200);
    expect(await partsNaming(bytes)).toEqual([]);
  });

  it('an anonymous version that still has them is served as uploaded, and the warning names each place', async () => {
    const uploaded = await upload(
      `/api/admin/submissions/${paperId}/anonymous-version`,
      admin,
      original,
      'anon.docx',
      {},
    );
    expect(uploaded.status).toBe(201);
    const data = await checked('editor');
    for (const where of HIDDEN_PLACES)
      expect(data.anonymity.findings).toContainEqual(expect.objectContaining({ kind: 'name', where }));
    expect(data.anonymity.findings).toContainEqual(
      expect.objectContaining({ kind: 'email', value: ROSALIND.email, where: 'document-variables' }),
    );
    // The editor's file is what reviewers get as it is: nothing was removed from it.
    expect(data.anonymity.removedFromCopy).toEqual([]);
    // What the warning is about is what the reviewer now gets.
    const { status, bytes } = await download(token);
    expect(status).toBe(200);
    expect(bytes.equals(original)).toBe(true);
  });
});
