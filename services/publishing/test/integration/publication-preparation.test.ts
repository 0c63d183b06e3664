import { describeWith } from '@journal/testing';
import {
  created,
  eventually,
  paper,
  startPublishing,
  statusChanged,
  type PublishingHarness,
} from '../support/publishing-harness';

const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2048, 0x42), Buffer.from('\n%%EOF\n')]);

interface PreparationAnswer {
  preparation: { status: string; licence: string | null; galley: { size: number } | null };
  licences: string[];
}

describeWith('postgres', 'publishing: licence and PDF galley prepared before publication (issue 29)', () => {
  const accepted = paper();
  const submitted = paper();
  let h: PublishingHarness;
  let token: string;
  const url = (p: string) => `${h.baseUrl}${p}`;
  const auth = () => ({ authorization: `Bearer ${token}` });
  const prep = (id: string) => url(`/api/admin/articles/${id}/preparation`);
  const upload = (id: string) => {
    const form = new FormData();
    form.set('galley', new Blob([new Uint8Array(PDF)], { type: 'application/pdf' }), 'paper.pdf');
    return fetch(`${prep(id)}/galley`, { method: 'PUT', headers: auth(), body: form });
  };
  const setLicence = (id: string, licence: unknown) =>
    fetch(`${prep(id)}/licence`, {
      method: 'PUT',
      headers: { ...auth(), 'content-type': 'application/json' },
      body: JSON.stringify({ licence }),
    });

  beforeAll(async () => {
    h = await startPublishing();
    token = h.signer.sign({ sub: 'admin', email: 'editor@journal.local', role: 'admin' });
    await h.bus.publish([
      created(accepted),
      statusChanged(accepted, 2, 'submitted', 'accepted', '2026-05-01T12:00:00.000Z'),
      created(submitted),
    ]);
    await eventually(async () => {
      const body = (await (await fetch(prep(accepted.id), { headers: auth() })).json()) as PreparationAnswer;
      expect(body.preparation?.status).toBe('accepted');
    });
  });
  afterAll(() => h?.close());

  it('starts with nothing prepared, and 404s an unknown or malformed id', async () => {
    const res = await fetch(prep(accepted.id), { headers: auth() });
    expect(res.status).toBe(200);
    const body = (await res.json()) as PreparationAnswer;
    expect(body.preparation).toEqual({ status: 'accepted', licence: null, galley: null });
    expect(body.licences).toContain('CC BY-NC 4.0');
    expect((await fetch(prep('%14'), { headers: auth() })).status).toBe(404);
    expect((await fetch(prep(paper().id), { headers: auth() })).status).toBe(404);
  });

  it('refuses a paper that is not accepted with 409, and a non-editor with 403', async () => {
    await eventually(async () =>
      expect((await fetch(prep(submitted.id), { headers: auth() })).status).toBe(200),
    );
    const early = await setLicence(submitted.id, 'CC BY-NC 4.0');
    expect(early.status).toBe(409);
    expect(await early.json()).toMatchObject({
      message: 'The licence and PDF galley can be prepared only while the paper is accepted',
    });
    expect((await upload(submitted.id)).status).toBe(409);
    const author = h.signer.sign({ sub: 'a', email: 'rosalind@example.org', role: 'author' });
    const refused = await fetch(prep(accepted.id), { headers: { authorization: `Bearer ${author}` } });
    expect(refused.status).toBe(403);
  });

  it('keeps a licence and a PDF for the accepted paper; an unknown licence is a 400', async () => {
    expect((await setLicence(accepted.id, 'All rights reserved')).status).toBe(400);
    const licence = await setLicence(accepted.id, 'CC BY-NC 4.0');
    expect(licence.status).toBe(200);
    expect(((await licence.json()) as PreparationAnswer).preparation.licence).toBe('CC BY-NC 4.0');
    const galley = await upload(accepted.id);
    expect(galley.status).toBe(200);
    expect(((await galley.json()) as PreparationAnswer).preparation.galley).toEqual({ size: PDF.length });
    expect((await fetch(url(`/api/articles/${accepted.id}`))).status).toBe(404);
  });

  it('hands both to the article at publication', async () => {
    await h.bus.publish([statusChanged(accepted, 3, 'accepted', 'published', '2026-05-06T12:00:00.000Z')]);
    await eventually(async () =>
      expect((await fetch(url(`/api/admin/articles/${accepted.id}`), { headers: auth() })).status).toBe(200),
    );
    const res = await fetch(url(`/api/admin/articles/${accepted.id}`), { headers: auth() });
    const body = (await res.json()) as { article: { licence: string; galley: { size: number } | null } };
    expect(body.article.licence).toBe('CC BY-NC 4.0');
    expect(body.article.galley?.size).toBe(PDF.length);
    const pdf = await fetch(url(`/articles/${accepted.id}/galley.pdf`));
    expect(pdf.status).toBe(200);
    expect(Buffer.from(await pdf.arrayBuffer()).equals(PDF)).toBe(true);
    const after = (await (await fetch(prep(accepted.id), { headers: auth() })).json()) as PreparationAnswer;
    expect(after.preparation).toEqual({ status: 'published', licence: null, galley: null });
  });

  it('leaves a paper whose article exists to the article routes, also when moved back to accepted', async () => {
    await h.bus.publish([
      statusChanged(accepted, 4, 'published', 'withdrawn', '2026-05-07T12:00:00.000Z'),
      statusChanged(accepted, 5, 'withdrawn', 'accepted', '2026-05-08T12:00:00.000Z'),
    ]);
    await eventually(async () => {
      const body = (await (await fetch(prep(accepted.id), { headers: auth() })).json()) as PreparationAnswer;
      expect(body.preparation.status).toBe('accepted');
    });
    expect((await setLicence(accepted.id, 'CC0 1.0')).status).toBe(409);
    expect((await upload(accepted.id)).status).toBe(409);
  });
});
