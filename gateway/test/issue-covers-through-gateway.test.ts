import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
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

/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are read loosely and asserted field by field */
type Body = any;

const PASSWORD = 'a long enough password';
const JOURNAL = 'civil-engineering';
const ISSUES = `/api/admin/journals/${JOURNAL}/issues`;
const PNG = Buffer.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 8, 0, 0, 0, 4,
]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0]);

/** Every stored object under the site's storage whose path holds `part` (not the disk adapter's `.meta`). */
async function storedFiles(root: string, part: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name))
    .filter((p) => p.includes(part) && !p.includes(`${path.sep}.meta${path.sep}`));
}

/**
 * An issue's cover image (issue 42 item 1) through the gateway (embedded site, real Postgres): the editors
 * upload, replace and remove it; checked by content and size; public once the issue is published, at an
 * address that changes with the image; refused to authors and to editors of other journals.
 */
describeWith(['postgres'], 'issue covers through the gateway', () => {
  let db: TestDatabase;
  let site: RunningSite;
  let author: string;
  let admin: string;
  let editor: string;
  let otherEditor: string;
  let issueId = '';

  const json = (method: string, route: string, token?: string, body?: unknown) =>
    siteJson<Body>(site, method, route, token, body);
  const upload = async (bytes: Buffer, token: string, id = issueId) => {
    const form = new FormData();
    form.set('image', new Blob([new Uint8Array(bytes)]), 'cover.png');
    const res = await fetch(`${site.baseUrl}${ISSUES}/${id}/cover`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    return { status: res.status, body: (await res.json()) as Body };
  };
  const publicCover = () => fetch(`${site.baseUrl}/api/journals/${JOURNAL}/issues/7/1/cover`);

  beforeAll(async () => {
    db = await createTestDatabase();
    site = await startSite({ databaseUrl: db.url });
    author = await registerAuthor(site, {
      email: 'ada@example.org',
      givenNames: 'Ada',
      familyName: 'Lovelace',
      password: PASSWORD,
    });
    admin = await signInAdmin(site);
    const person = (email: string, givenNames: string) => ({
      email,
      givenNames,
      familyName: 'Tester',
      password: PASSWORD,
    });
    editor = await joinJournalTeam(site, db, admin, JOURNAL, person('e@example.org', 'Emil'), 'editor');
    otherEditor = await joinJournalTeam(
      site,
      db,
      admin,
      'education',
      person('o@example.org', 'Olga'),
      'editor',
    );
    const created = await json('POST', ISSUES, editor, { volume: 7, number: 1, year: 2027, title: 'Tides' });
    expect(created.status).toBe(201);
    expect(created.body.data.issue.coverUrl).toBeNull();
    issueId = created.body.data.issue.id;
  }, 180_000);
  afterAll(async () => {
    await site?.stop();
    await db?.drop();
    if (site) await rm(site.dataDir, { recursive: true, force: true });
  });

  it('refuses what is not a small PNG, JPEG or WebP, and people outside the journal', async () => {
    const gif = await upload(Buffer.from('GIF89a\x01\x00\x01\x00'), editor);
    expect(gif.status).toBe(400);
    expect(gif.body.message).toBe('The issue cover must be a PNG, JPEG or WebP image');
    const big = await upload(Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]), editor);
    expect(big.status).toBe(413);
    expect(big.body.message).toBe('The issue cover must be at most 2 MB');
    expect((await upload(PNG, author)).status).toBe(403);
    const foreign = await upload(PNG, otherEditor);
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe('Journal not found');
    const unknown = await upload(PNG, editor, '00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
    // Nothing was stored by any refusal.
    expect((await json('GET', `${ISSUES}/${issueId}`, editor)).body.data.issue.coverUrl).toBeNull();
    expect(await storedFiles(site.dataDir, 'issue-covers')).toEqual([]);
  });

  it('stores the cover for editors, shows it publicly only once the issue is published', async () => {
    const stored = await upload(PNG, editor);
    expect(stored.status).toBe(200);
    const coverUrl = stored.body.data.issue.coverUrl as string;
    expect(coverUrl).toMatch(new RegExp(`^/api/journals/${JOURNAL}/issues/7/1/cover\\?v=\\d+$`));

    const preview = await fetch(`${site.baseUrl}${ISSUES}/${issueId}/cover`, {
      headers: { authorization: `Bearer ${editor}` },
    });
    expect(preview.status).toBe(200);
    expect(preview.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await preview.arrayBuffer()).equals(PNG)).toBe(true);
    expect((await fetch(`${site.baseUrl}${ISSUES}/${issueId}/cover`)).status).toBe(401);
    expect((await publicCover()).status).toBe(404); // the issue is in preparation

    const paper = await json('POST', '/api/registration/submit-paper', author, {
      userEmail: 'ada@example.org',
      journalName: 'Civil Engineering',
      paperTitle: 'Tidal gates',
    });
    expect(paper.status).toBe(201);
    const id = paper.body.submission.id as string;
    const knownAs = (status: string) =>
      readUntil(
        async () =>
          (await db.pool.query('SELECT status FROM publishing.submissions WHERE id = $1', [id])).rows[0]
            ?.status,
        (s) => s === status,
        `publishing sees ${status}`,
      );
    await knownAs('submitted');
    expect(
      (
        await json('PUT', `/api/admin/submissions/${id}/status`, admin, {
          status: 'accepted',
          email: site.adminEmail,
        })
      ).status,
    ).toBe(200);
    await knownAs('accepted');
    expect((await json('POST', `${ISSUES}/${issueId}/papers`, editor, { paperId: id })).status).toBe(201);
    expect((await json('POST', `${ISSUES}/${issueId}/publish`, editor)).status).toBe(200);

    const listed = await json('GET', `/api/journals/${JOURNAL}/issues/7/1`);
    expect(listed.body.data.issue.coverUrl).toBe(coverUrl);
    const shown = await fetch(`${site.baseUrl}${coverUrl}`);
    expect(shown.status).toBe(200);
    expect(shown.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await shown.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('replaces the image at a new address, removes the old file, and removes the cover', async () => {
    const before = (await json('GET', `/api/journals/${JOURNAL}/issues/7/1`)).body.data.issue.coverUrl;
    const replaced = await upload(JPEG, editor);
    expect(replaced.status).toBe(200);
    expect(replaced.body.data.issue.coverUrl).not.toBe(before);
    const shown = await publicCover();
    expect(shown.headers.get('content-type')).toBe('image/jpeg');
    const files = await storedFiles(site.dataDir, 'issue-covers');
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.jpg$/);

    expect((await json('DELETE', `${ISSUES}/${issueId}/cover`, author)).status).toBe(403);
    const removed = await json('DELETE', `${ISSUES}/${issueId}/cover`, editor);
    expect(removed.status).toBe(200);
    expect(removed.body.data.issue.coverUrl).toBeNull();
    const gone = await publicCover();
    expect(gone.status).toBe(404);
    expect(((await gone.json()) as Body).message).toBe('This issue has no cover image');
    expect(await storedFiles(site.dataDir, 'issue-covers')).toEqual([]);
  });
});
