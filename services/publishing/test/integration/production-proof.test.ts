import { subscribe, type EventOf } from '@journal/events';
import { ARTICLE_DOCX_SET, describeWith, makeArticleDocxFiles } from '@journal/testing';
import { JSDOM } from 'jsdom';
import {
  created,
  eventually,
  paper,
  startPublishing,
  statusChanged,
  type PaperFixture,
  type PublishingHarness,
} from '../support/publishing-harness';

type ProofEvent = EventOf<'publishing.proof_sent.v1' | 'publishing.proof_answered.v1'>;

describeWith(['postgres', 'python-docx'], 'production file, conversion and the authors proof', () => {
  let h: PublishingHarness;
  let docx: Buffer;
  let hostile: Buffer;
  let admin: string;
  let author: string;
  const events: ProofEvent[] = [];

  beforeAll(async () => {
    h = await startPublishing();
    const files = await makeArticleDocxFiles([ARTICLE_DOCX_SET[0]!, ARTICLE_DOCX_SET[10]!]);
    docx = files.get('article-1')!;
    hostile = files.get('hostile')!;
    admin = h.signer.sign({ sub: 'admin', email: 'editor@journal.local', role: 'admin' });
    author = h.signer.sign({ sub: 'a', email: 'rosalind@example.org', role: 'author' });
    await subscribe(h.bus, {
      group: 'test.proofs',
      types: ['publishing.proof_sent.v1', 'publishing.proof_answered.v1'],
      handler: async (event: ProofEvent) => void events.push(event),
    });
  }, 60_000);
  afterAll(() => h?.close());

  async function accepted(status = 'accepted'): Promise<PaperFixture> {
    const p = paper();
    await h.bus.publish([created(p), statusChanged(p, 2, 'submitted', status, '2026-05-06T12:00:00.000Z')]);
    await eventually(async () => {
      const { rows } = await h.db.pool.query('SELECT status FROM publishing.submissions WHERE id = $1', [
        p.id,
      ]);
      expect(rows[0]?.status).toBe(status);
    });
    return p;
  }
  const upload = (id: string, bytes: Buffer, name = 'final.docx', token = admin) => {
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(bytes)]), name);
    return fetch(`${h.baseUrl}/api/admin/submissions/${id}/production`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
  };
  const production = async (id: string) =>
    (
      (await (
        await fetch(`${h.baseUrl}/api/admin/submissions/${id}/production`, {
          headers: { authorization: `Bearer ${admin}` },
        })
      ).json()) as { data: { production: Record<string, unknown> | null } }
    ).data.production;
  const answer = (id: string, body: unknown, token = author) =>
    fetch(`${h.baseUrl}/api/registration/submissions/${id}/proof`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('converts the uploaded file off the request, then sends the proof to the authors', async () => {
    const p = await accepted();
    const res = await upload(p.id, docx);
    expect(res.status).toBe(202);
    const body = (await res.json()) as { success: boolean; data: { production: Record<string, unknown> } };
    expect(body.success).toBe(true);
    // The editor's answer links the proof on the site (a path); the authors' mail below has it absolute.
    expect(body.data.production).toMatchObject({
      version: null,
      previewUrl: `/submissions/${p.id}/proof`,
    });
    await eventually(async () =>
      expect(await production(p.id)).toMatchObject({ status: 'ready', proof: { status: 'sent' } }),
    );
    await eventually(async () =>
      expect(
        events.filter((e) => e.type === 'publishing.proof_sent.v1' && e.payload.submissionId === p.id),
      ).toHaveLength(1),
    );
    const sent = events.find((e) => e.payload.submissionId === p.id)!;
    expect(sent.payload).toMatchObject({
      generation: 1,
      title: p.title,
      previewUrl: `${h.baseUrl}/submissions/${p.id}/proof`,
      recipients: [
        { email: 'rosalind@example.org' },
        { email: 'grace@example.org' },
        { email: 'alan@example.org' },
      ],
    });

    // the authors read the proof (figures inline), the editors the preview
    const proof = await fetch(`${h.baseUrl}/api/registration/submissions/${p.id}/proof`, {
      headers: { authorization: `Bearer ${author}` },
    });
    expect(proof.status).toBe(200);
    const { data } = (await proof.json()) as { data: { proof: { status: string }; html: string } };
    expect(data.proof).toEqual({ status: 'sent' });
    const doc = new JSDOM(data.html).window.document;
    expect(doc.querySelector('#sec-1 h2')!.textContent).toBe('Introduction');
    expect(doc.querySelector('figure img')!.getAttribute('src')).toMatch(/^data:image\/png;base64,iVBOR/);
    const stranger = h.signer.sign({ sub: 'b', email: 'someone@example.org', role: 'author' });
    expect(
      (
        await fetch(`${h.baseUrl}/api/registration/submissions/${p.id}/proof`, {
          headers: { authorization: `Bearer ${stranger}` },
        })
      ).status,
    ).toBe(404);
    expect((await answer(p.id, { decision: 'approve' }, stranger)).status).toBe(404);
    const preview = await fetch(`${h.baseUrl}/api/admin/submissions/${p.id}/production/preview`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(((await preview.json()) as { data: { html: string } }).data.html).toContain('id="references"');
  });

  it('takes corrections (1-20,000 characters), a corrected file sends a new proof, then the approval', async () => {
    const p = await accepted('published');
    await upload(p.id, docx);
    await eventually(async () => expect(await production(p.id)).toMatchObject({ proof: { status: 'sent' } }));

    for (const bad of [
      { decision: 'corrections', corrections: '' },
      { decision: 'corrections', corrections: 'x'.repeat(20_001) },
      { decision: 'maybe' },
      {},
    ]) {
      const res = await answer(p.id, bad);
      expect(res.status).toBe(400);
    }
    expect(await production(p.id)).toMatchObject({ proof: { status: 'sent' } });

    const corrections = 'Table 1: the strain of sample B is 0.04.';
    const res = await answer(p.id, { decision: 'corrections', corrections });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      success: true,
      data: { proof: { status: 'corrections', corrections } },
    });
    expect((await answer(p.id, { decision: 'approve' })).status).toBe(409);
    await eventually(async () =>
      expect(
        events.find((e) => e.type === 'publishing.proof_answered.v1' && e.payload.submissionId === p.id)
          ?.payload,
      ).toMatchObject({
        decision: 'corrections',
        corrections,
        answeredBy: 'rosalind@example.org',
        editorEmails: ['editor@journal.local'],
      }),
    );

    await upload(p.id, docx, 'corrected.docx');
    await eventually(async () =>
      expect(await production(p.id)).toMatchObject({ status: 'ready', proof: { status: 'sent' } }),
    );
    const approved = await answer(p.id, { decision: 'approve' });
    expect(await approved.json()).toEqual({ success: true, data: { proof: { status: 'approved' } } });
  });

  it('refuses a paper before acceptance, a file that is not .docx, and non-editors', async () => {
    const early = await accepted('under_review');
    expect((await upload(early.id, docx)).status).toBe(409);
    const p = await accepted();
    const pdf = await upload(p.id, Buffer.from('%PDF-1.7'), 'final.pdf');
    expect(pdf.status).toBe(400);
    expect(await pdf.json()).toMatchObject({
      message: 'The production file must be a Word document (.docx)',
    });
    expect((await upload(p.id, Buffer.from('not a zip'), 'final.docx')).status).toBe(400);
    expect((await upload(p.id, docx, 'final.docx', author)).status).toBe(403);
    expect(await production(p.id)).toBeNull();
  });

  it('records failed with a reason when an uploaded .docx cannot be converted; the hostile file converts inert', async () => {
    const p = await accepted();
    // a zip that passes the upload rules but holds no Word document
    const { makeZip } = await import('@journal/testing');
    expect((await upload(p.id, makeZip([{ name: 'a.txt', data: Buffer.from('hello') }]))).status).toBe(202);
    await eventually(async () => expect(await production(p.id)).toMatchObject({ status: 'failed' }));
    expect((await production(p.id))!.error).toMatch(/could not be read as a Word document/);
    expect((await production(p.id))!.proof).toEqual({ status: 'none' });

    await upload(p.id, hostile);
    await eventually(async () => expect(await production(p.id)).toMatchObject({ status: 'ready' }));
    const preview = await fetch(`${h.baseUrl}/api/admin/submissions/${p.id}/production/preview`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    const html = ((await preview.json()) as { data: { html: string } }).data.html;
    const doc = new JSDOM(html).window.document;
    expect(doc.querySelectorAll('script')).toHaveLength(0);
    const attributes = [...doc.querySelectorAll('*')].flatMap((el) => [...el.attributes]);
    expect(attributes.filter((a) => /^on/i.test(a.name) || /^\s*javascript:/i.test(a.value))).toEqual([]);
  });
});
