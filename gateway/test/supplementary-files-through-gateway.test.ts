import { randomUUID } from 'node:crypto';
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
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
import { joinJournalTeam } from './support/journal-team';
import { parseXml } from '../../services/publishing/test/support/article-head';
import { bagProblems, unzipBag } from '../../services/publishing/test/support/bag-verifier';

/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are read loosely and asserted field by field */
type Body = any;

const PASSWORD = 'a long enough password';
const JOURNAL = 'applied-science';
const AUTHOR = { email: 'rosa@example.org', givenNames: 'Rosa', familyName: 'Hartmann' };
const OTHER = { email: 'otto@example.org', givenNames: 'Otto', familyName: 'Other' };
const EDDIE = { email: 'eddie@example.org', givenNames: 'Eddie', familyName: 'Editor' };
const MB = 1024 * 1024;

const CSV = Buffer.from('site,depth_m,shoots\nKiel-1,2.5,410\nKiel-2,3.0,385\n');
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(200, 7),
]);
const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(300, 0x20)]);

interface Part {
  bytes: Buffer;
  name: string;
}

/**
 * Issue 42 item 8, supplementary files, through the gateway of the whole site (real Postgres and Redis):
 * up to five optional `supplementaryFiles` beside SPEC's `paperFile`, refused as a whole when one is
 * wrong, listed for and downloaded by the paper's editors only, changed by the author while submitted,
 * and listed and served on the article page once published.
 */
describeWith(['postgres', 'redis'], 'supplementary files through the gateway', () => {
  let db: TestDatabase;
  let site: RunningSite;
  let admin: string;
  let author: string;
  let other: string;
  let editor: string;
  let paperId = '';
  const json = (method: string, route: string, token?: string, body?: unknown) =>
    siteJson<Body>(site, method, route, token, body);

  /** SPEC's multipart form with a text paper, plus `extras` as supplementaryFiles. */
  async function submit(extras: Part[], token = author, email = AUTHOR.email) {
    const form = new FormData();
    const fields = {
      userEmail: email,
      journalName: 'Applied Science',
      paperTitle: `Seagrass meadows ${randomUUID().slice(0, 6)}`,
      abstract: 'An abstract.',
      keywords: 'seagrass',
    };
    for (const [key, value] of Object.entries(fields)) form.set(key, value);
    form.set('paperFile', new Blob([new Uint8Array(makeTxt(512))]), 'paper.txt');
    for (const extra of extras)
      form.append('supplementaryFiles', new Blob([new Uint8Array(extra.bytes)]), extra.name);
    const res = await fetch(`${site.baseUrl}/api/registration/submit-paper`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    return { status: res.status, body: (await res.json()) as Body };
  }

  async function storedSupplementary(): Promise<number> {
    const dir = path.join(site.dataDir, 'files', 'supplementary');
    const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
    return entries.filter((e) => e.isFile()).length;
  }
  const rowCounts = async () =>
    (
      await db.pool.query<{ papers: string; files: string }>(
        `SELECT (SELECT count(*) FROM submission.submissions) AS papers,
                (SELECT count(*) FROM submission.supplementary_files) AS files`,
      )
    ).rows[0];

  const detailOf = (id: string, token = editor) =>
    readUntil(
      () => json('GET', `/api/admin/submissions/${id}`, token),
      (res) => res.status === 200,
      `the editors' view of ${id}`,
    );

  const download = (route: string, token?: string) =>
    fetch(`${site.baseUrl}${route}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });

  beforeAll(async () => {
    db = await createTestDatabase();
    site = await startSite({
      databaseUrl: db.url,
      env: { REDIS_URL: 'redis://127.0.0.1:6379', REDIS_PREFIX: `supplementary-${randomUUID()}` },
    });
    author = await registerAuthor(site, { ...AUTHOR, password: PASSWORD });
    other = await registerAuthor(site, { ...OTHER, password: PASSWORD });
    admin = await signInAdmin(site);
    editor = await joinJournalTeam(site, db, admin, JOURNAL, { ...EDDIE, password: PASSWORD }, 'editor');
  }, 180_000);

  afterAll(async () => {
    await site?.stop();
    await db?.drop();
    if (site) await rm(site.dataDir, { recursive: true, force: true });
  });

  it('SPEC payload without supplementary files submits as before', async () => {
    const spec = await submit([]);
    expect(spec.status).toBe(201);
    expect(spec.body.submission.supplementary_files).toEqual([]);
  });

  it('a paper with two supplementary files: stored with it, listed for its editor with a download', async () => {
    const res = await submit([
      { bytes: CSV, name: 'shoot counts.csv' },
      { bytes: PNG, name: 'Figure S1.png' },
    ]);
    expect(res.status).toBe(201);
    paperId = res.body.submission.id;
    expect(res.body.submission.supplementary_files).toMatchObject([
      { name: 'shoot counts.csv', size: CSV.length, media_type: 'text/csv; charset=utf-8' },
      { name: 'Figure S1.png', size: PNG.length, media_type: 'image/png' },
    ]);
    const detail = await detailOf(paperId);
    const files = detail.body.data.submission.supplementary_files;
    expect(files.map((f: Body) => [f.name, f.size])).toEqual([
      ['shoot counts.csv', CSV.length],
      ['Figure S1.png', PNG.length],
    ]);
    expect(files[0].sha256).toMatch(/^[0-9a-f]{64}$/);
    const got = await download(files[0].download_url, editor);
    expect(got.status).toBe(200);
    expect(got.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(got.headers.get('content-disposition')).toContain('filename="shoot counts.csv"');
    expect(Buffer.from(await got.arrayBuffer()).equals(CSV)).toBe(true);
  });

  it('an author of another paper gets 403, nobody signed in 401, for the list and the download', async () => {
    const detail = await detailOf(paperId);
    const route = detail.body.data.submission.supplementary_files[0].download_url;
    expect((await download(route, other)).status).toBe(403);
    expect((await download(route)).status).toBe(401);
    expect((await download(route, author)).status).toBe(403);
    const list = `/api/registration/submissions/${paperId}/supplementary-files`;
    expect((await json('GET', list, other)).status).toBe(403);
    expect((await json('GET', list)).status).toBe(401);
    const own = await json('GET', list, author);
    expect(own.status).toBe(200);
    expect(own.body.data.files).toHaveLength(2);
  });

  it('six files, an 11 MB file or a type not allowed: 400 naming the problem, nothing stored', async () => {
    const before = { rows: await rowCounts(), stored: await storedSupplementary() };
    const six = await submit(Array.from({ length: 6 }, (_, i) => ({ bytes: CSV, name: `table ${i}.csv` })));
    expect([six.status, six.body.message]).toEqual([400, 'You can add at most 5 supplementary files']);

    const big = await submit([
      { bytes: CSV, name: 'ok.csv' },
      { bytes: Buffer.alloc(11 * MB, 0x41), name: 'huge.txt' },
    ]);
    expect([big.status, big.body.message]).toEqual([
      400,
      'Supplementary file "huge.txt" must be less than 10MB',
    ]);

    const exe = await submit([{ bytes: Buffer.from('MZ\u0090\u0000'), name: 'setup.exe' }]);
    expect(exe.status).toBe(400);
    expect(exe.body.message).toBe(
      'Supplementary file "setup.exe" is not an allowed type: upload PDF, DOCX, XLSX, CSV, TXT, ZIP, PNG, JPG or TIF files',
    );

    const fake = await submit([{ bytes: CSV, name: 'results.pdf' }]);
    expect([fake.status, fake.body.message]).toEqual([
      400,
      'Supplementary file "results.pdf" does not match its .pdf extension',
    ]);

    expect(await rowCounts()).toEqual(before.rows);
    expect(await storedSupplementary()).toBe(before.stored);
  });

  it('the author adds and removes files while the paper is submitted, up to five in all', async () => {
    const route = `/api/registration/submissions/${paperId}/supplementary-files`;
    const form = new FormData();
    form.append('supplementaryFiles', new Blob([new Uint8Array(PDF)]), 'protocol.pdf');
    form.set('description', 'Sampling protocol');
    const added = await fetch(`${site.baseUrl}${route}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${author}` },
      body: form,
    });
    expect(added.status).toBe(201);
    const files = ((await added.json()) as Body).data.files;
    expect(files.map((f: Body) => f.name)).toEqual(['shoot counts.csv', 'Figure S1.png', 'protocol.pdf']);
    expect(files[2].description).toBe('Sampling protocol');

    const three = new FormData();
    for (const name of ['a.csv', 'b.csv', 'c.csv']) three.append('supplementaryFiles', new Blob([CSV]), name);
    const tooMany = await fetch(`${site.baseUrl}${route}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${author}` },
      body: three,
    });
    expect(tooMany.status).toBe(400);
    expect(((await tooMany.json()) as Body).message).toBe('You can add at most 5 supplementary files');

    const strange = await json('DELETE', `${route}/${files[2].id}`, other);
    expect(strange.status).toBe(403);
    const removed = await json('DELETE', `${route}/${files[2].id}`, author);
    expect(removed.status).toBe(200);
    expect(removed.body.data.files).toHaveLength(2);
  });

  it('once published, the article lists the files and serves them to anyone; the author can no longer change them', async () => {
    for (const status of ['accepted', 'published']) {
      const res = await json('PUT', `/api/admin/submissions/${paperId}/status`, admin, {
        status,
        email: site.adminEmail,
      });
      expect(res.status).toBe(200);
    }
    const article = await readUntil(
      () => json('GET', `/api/articles/${paperId}`),
      (res) => res.status === 200 && res.body.article.supplementaryFiles?.length === 2,
      'the published article with its supplementary files',
    );
    const listed = article.body.article.supplementaryFiles;
    expect(listed.map((f: Body) => [f.name, f.size])).toEqual([
      ['shoot counts.csv', CSV.length],
      ['Figure S1.png', PNG.length],
    ]);
    const got = await download(listed[1].url.replace(/^https?:\/\/[^/]+/, ''));
    expect(got.status).toBe(200);
    expect(got.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await got.arrayBuffer()).equals(PNG)).toBe(true);
    expect((await download(`/api/articles/${paperId}/supplementary/${randomUUID()}`)).status).toBe(404);

    // The JATS names each file by its public download; the server's page lists them without JavaScript.
    const jats = parseXml(await (await fetch(`${site.baseUrl}/articles/${paperId}/jats.xml`)).text());
    expect(
      [...jats.getElementsByTagName('supplementary-material')].map((m) => m.getAttribute('xlink:href')),
    ).toEqual(
      listed.map((f: Body) =>
        expect.stringMatching(new RegExp(`/api/articles/${paperId}/supplementary/${f.id}$`)),
      ),
    );
    const page = await (await fetch(`${site.baseUrl}/articles/${paperId}`)).text();
    expect(page).toContain(
      `href="/api/articles/${paperId}/supplementary/${listed[1].id}" type="image/png">Figure S1.png</a>`,
    );

    const locked = await json(
      'DELETE',
      `/api/registration/submissions/${paperId}/supplementary-files/${listed[0].id}`,
      author,
    );
    expect(locked.status).toBe(409);
  });

  it('an unpublished paper serves no supplementary file publicly', async () => {
    const res = await submit([{ bytes: CSV, name: 'draft.csv' }]);
    const file = res.body.submission.supplementary_files[0];
    expect((await download(`/api/articles/${res.body.submission.id}/supplementary/${file.id}`)).status).toBe(
      404,
    );
  });

  it("an issue's publication lists them too, and its archive holds them beside the article's JATS", async () => {
    const res = await submit([{ bytes: CSV, name: 'shoot counts.csv' }]);
    const id = res.body.submission.id;
    const accepted = await json('PUT', `/api/admin/submissions/${id}/status`, admin, {
      status: 'accepted',
      email: site.adminEmail,
    });
    expect(accepted.status).toBe(200);
    const issues = `/api/admin/journals/${JOURNAL}/issues`;
    const created = await json('POST', issues, admin, { volume: 5, number: 1, year: 2026 });
    expect(created.status).toBe(201);
    const issueId = created.body.data.issue.id;
    await readUntil(
      () => json('PUT', `/api/admin/submissions/${id}/placement`, admin, { issueId, position: 1 }),
      (placed) => placed.status === 200,
      'the accepted paper placed in the issue',
    );
    expect((await json('POST', `${issues}/${issueId}/publish`, admin)).status).toBe(200);
    await readUntil(
      () => json('GET', `/api/articles/${id}`),
      (got) => got.status === 200 && got.body.article.supplementaryFiles?.length === 1,
      'the issue article with its supplementary file',
    );
    const zip = await fetch(`${site.baseUrl}${issues}/${issueId}/archive.zip`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(zip.status).toBe(200);
    const bag = await unzipBag(Buffer.from(await zip.arrayBuffer()));
    expect(bagProblems(bag)).toEqual([]);
    const payload = [...bag.files.keys()].filter((p) => p.startsWith('data/'));
    const copy = payload.find((p) => p.endsWith('/supplementary/1-shoot_counts.csv'));
    expect(copy).toBeDefined();
    expect(bag.files.get(copy!)!.equals(CSV)).toBe(true);
    const jats = parseXml(
      bag.files.get(copy!.replace(/supplementary\/.*$/, 'article.xml'))!.toString('utf8'),
    );
    const material = jats.getElementsByTagName('supplementary-material')[0]!;
    expect(material.getAttribute('xlink:href')).toBe('supplementary/1-shoot_counts.csv');
  });
});
