import { readdir } from 'node:fs/promises';
import path from 'node:path';
import request from 'supertest';
import { describeWith } from '@journal/testing';
import { readHead } from '../support/article-head';
import {
  created,
  eventually,
  paper,
  startPublishing,
  statusChanged,
  type PublishingHarness,
} from '../support/publishing-harness';

const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(4096, 0x41), Buffer.from('\n%%EOF\n')]);

/** Every stored object and temp file under the storage root (not the disk adapter's `.meta` sidecars). */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .filter((file) => !file.startsWith(`.meta${path.sep}`));
}

describeWith('postgres', 'publishing: PDF galley and licence', () => {
  const helix = paper();
  let h: PublishingHarness;
  let token: string;
  const url = (p: string) => `${h.baseUrl}${p}`;
  const auth = () => ({ authorization: `Bearer ${token}` });
  const upload = (bytes: Buffer, field = 'galley', name = 'paper.pdf') => {
    const form = new FormData();
    form.set(field, new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), name);
    return fetch(url(`/api/admin/articles/${helix.id}/galley`), {
      method: 'PUT',
      headers: auth(),
      body: form,
    });
  };
  const setLicence = (licence: unknown) =>
    fetch(url(`/api/admin/articles/${helix.id}/licence`), {
      method: 'PUT',
      headers: { ...auth(), 'content-type': 'application/json' },
      body: JSON.stringify({ licence }),
    });
  const page = async () => readHead(await (await fetch(url(`/articles/${helix.id}`))).text());

  beforeAll(async () => {
    h = await startPublishing();
    token = h.signer.sign({ sub: 'admin', email: 'editor@journal.local', role: 'admin' });
    await h.bus.publish([
      created(helix),
      statusChanged(helix, 2, 'submitted', 'published', '2026-05-06T12:00:00.000Z'),
    ]);
    await eventually(async () => expect((await fetch(url(`/api/articles/${helix.id}`))).status).toBe(200));
  });
  afterAll(() => h?.close());

  it('starts with CC BY 4.0 and no galley', async () => {
    const res = await fetch(url(`/api/admin/articles/${helix.id}`), { headers: auth() });
    const body = (await res.json()) as { article: { licence: string; galley: unknown }; licences: string[] };
    expect(body.article).toMatchObject({ licence: 'CC BY 4.0', galley: null });
    expect(body.licences).toContain('CC BY-NC 4.0');
    expect((await page()).all('citation_pdf_url')).toEqual([]);
    expect((await fetch(url(`/articles/${helix.id}/galley.pdf`))).status).toBe(404);
  });

  it('refuses a file that is not a PDF, and leaves nothing stored', async () => {
    const res = await upload(Buffer.from('PK\u0003\u0004 not a pdf at all'));
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      success: false,
      message: 'The galley must be a PDF file (it has to start with %PDF-)',
    });
    expect(await filesUnder(h.filesDir)).toEqual([]);
  });

  it('refuses a PDF over 50 MB with 413 and leaves nothing stored', async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(50 * 1024 * 1024, 0x20)]);
    // supertest, not fetch: undici may report a reset when the answer comes before the whole body was sent.
    const res = await request(h.baseUrl)
      .put(`/api/admin/articles/${helix.id}/galley`)
      .set(auth())
      .attach('galley', big, 'big.pdf');
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ message: 'The PDF must be 50 MB or smaller' });
    expect(await filesUnder(h.filesDir)).toEqual([]);
  });

  it('refuses another field name and a request without a file', async () => {
    expect((await upload(PDF, 'paperFile')).status).toBe(400);
    const empty = await fetch(url(`/api/admin/articles/${helix.id}/galley`), {
      method: 'PUT',
      headers: auth(),
      body: new FormData(),
    });
    expect(empty.status).toBe(400);
    expect(await filesUnder(h.filesDir)).toEqual([]);
  });

  it('stores a PDF, announces it with citation_pdf_url and serves it', async () => {
    const res = await upload(PDF);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { article: { galley: { size: number; url: string } } };
    // The editor's answer links the PDF on the site (a path); Scholar's tag is absolute (PUBLIC_URL).
    expect(body.article.galley).toEqual({ size: PDF.length, url: `/articles/${helix.id}/galley.pdf` });
    expect((await page()).one('citation_pdf_url')).toBe(url(`/articles/${helix.id}/galley.pdf`));
    const pdf = await fetch(url(`/articles/${helix.id}/galley.pdf`));
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await pdf.arrayBuffer()).equals(PDF)).toBe(true);
  });

  it('replaces the galley and removes the old object', async () => {
    const second = Buffer.concat([PDF, Buffer.from('second version')]);
    expect((await upload(second)).status).toBe(200);
    expect(await filesUnder(h.filesDir)).toEqual([expect.stringMatching(/^galleys\/.+\.pdf$/)]);
    const pdf = await fetch(url(`/articles/${helix.id}/galley.pdf`));
    expect(Buffer.from(await pdf.arrayBuffer()).equals(second)).toBe(true);
  });

  it('changes the licence to a known one and refuses an unknown one', async () => {
    const bad = await setLicence('All rights reserved');
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await bad.json())).toContain('licence must be one of: CC BY 4.0');
    const ok = await setLicence('CC BY-NC 4.0');
    expect(ok.status).toBe(200);
    const head = await page();
    expect(head.one('DC.rights')).toBe('CC BY-NC 4.0');
    expect(head.jsonLd!.license).toBe('https://creativecommons.org/licenses/by-nc/4.0/');
    const json = (await (await fetch(url(`/api/articles/${helix.id}`))).json()) as {
      article: { licence: string };
    };
    expect(json.article.licence).toBe('CC BY-NC 4.0');
  });

  it('removes the galley on request, and admin routes refuse non-admins', async () => {
    const author = h.signer.sign({ sub: 'a', email: 'rosalind@example.org', role: 'author' });
    const refused = await fetch(url(`/api/admin/articles/${helix.id}/galley`), {
      method: 'DELETE',
      headers: { authorization: `Bearer ${author}` },
    });
    expect(refused.status).toBe(403);
    // A malformed id is an unknown article, never a database error.
    const malformed = await fetch(url('/api/admin/articles/%14/galley'), {
      method: 'DELETE',
      headers: auth(),
    });
    expect(malformed.status).toBe(404);
    const res = await fetch(url(`/api/admin/articles/${helix.id}/galley`), {
      method: 'DELETE',
      headers: auth(),
    });
    expect(res.status).toBe(200);
    expect(await filesUnder(h.filesDir)).toEqual([]);
    expect((await page()).all('citation_pdf_url')).toEqual([]);
  });
});
