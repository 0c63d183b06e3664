import { createHash } from 'node:crypto';
import request from 'supertest';
import { describeWith } from '@journal/testing';
import { makeDoc, makeDocx, makeTxt } from '@journal/testing';
import { filesUnder } from '../../../submission/test/support/submission-harness';
import {
  ADMIN_EMAIL,
  adminGet,
  eventually,
  INTERNAL_TOKEN,
  newAuthor,
  startPlatform,
  waitForReadModel,
  type Platform,
  type TestAuthor,
} from '../support/platform-harness';

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');
const binary = (res: request.Response, done: (err: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

describeWith('postgres', 'submission + admin services together', () => {
  let p: Platform;
  let author: TestAuthor;
  const files = {
    doc: makeDoc(20_000),
    docx: makeDocx('Reinforced concrete'),
    txt: makeTxt(8000),
  };
  const ids = { doc: '', docx: '', txt: '', none: '' };

  beforeAll(async () => {
    p = await startPlatform();
    author = newAuthor({ givenNames: 'Émilie', familyName: 'du Châtelet' });
    await p.registerAuthor(author);
  });
  afterAll(() => p.close());

  const submit = (file: Buffer, name: string, title: string, journal = 'Civil Engineering') =>
    request(p.app)
      .post('/api/registration/submit-paper')
      .set('Authorization', `Bearer ${p.tokenFor(author)}`)
      .field('userEmail', author.email)
      .field('journalName', journal)
      .field('journalIcon', '🏗️')
      .field('paperTitle', title)
      .attach('paperFile', file, name);

  const authorProfile = async () =>
    (
      await request(p.app)
        .get(`/internal/authors/${author.id}/submissions`)
        .set('Authorization', `Internal ${INTERNAL_TOKEN}`)
    ).body;

  it('shows each allowed type in the author profile and in the admin list', async () => {
    const titles = { doc: 'Légère: Les "ponts" / arches?', docx: 'Concrete <Beams> & Slabs', txt: '***' };
    for (const ext of ['doc', 'docx', 'txt'] as const) {
      const res = await submit(files[ext], `paper.${ext}`, titles[ext]);
      expect(res.status).toBe(201);
      ids[ext] = res.body.submission.id;
    }
    const json = await request(p.app)
      .post('/api/registration/submit-paper')
      .set('Authorization', `Bearer ${p.tokenFor(author)}`)
      .send({ userEmail: author.email, journalName: 'education', paperTitle: 'Metadata only' });
    ids.none = json.body.submission.id;

    const profile = await authorProfile();
    expect(profile.stats).toEqual({ total_papers: 4, published: 0 });
    expect(profile.submissions.map((s: { id: string }) => s.id).sort()).toEqual(Object.values(ids).sort());

    for (const id of Object.values(ids)) await waitForReadModel(p, id);
    const list = await adminGet(p, '/api/admin/submissions', { search: 'châtelet', limit: 50 });
    expect(list.body.data.pagination.totalItems).toBe(4);
    const byId = new Map(list.body.data.submissions.map((s: { id: string }) => [s.id, s]));
    expect(byId.get(ids.docx)).toMatchObject({
      given_names: 'Émilie',
      family_name: 'du Châtelet',
      email: author.email,
      paper_title: 'Concrete <Beams> & Slabs',
      journal_name: 'Civil Engineering',
      journal_icon: '🏗️',
      status: 'submitted',
      file_path: `/api/admin/submissions/${ids.docx}/download`,
    });
    expect(byId.get(ids.none)).toMatchObject({ journal_name: 'Education', file_path: null });
  });

  it('refuses 10.5 MB with 413: nothing stored, nothing listed', async () => {
    const before = (await adminGet(p, '/api/admin/submissions')).body.data.pagination.totalItems;
    const objects = (await filesUnder(p.filesDir)).length;
    const res = await submit(makeTxt(10.5 * 1024 * 1024), 'huge.txt', 'Huge');
    expect(res.status).toBe(413);
    expect(res.body.message).toBe('File size must be less than 10MB');
    // A later submission passes through the same event stream; once it is listed, the refused one would be too.
    const marker = await submit(files.txt, 'marker.txt', 'Marker');
    await waitForReadModel(p, marker.body.submission.id);
    const after = (await adminGet(p, '/api/admin/submissions')).body.data.pagination.totalItems;
    expect(after).toBe(before + 1);
    expect((await filesUnder(p.filesDir)).length).toBe(objects + 2); // the marker's file and its metadata sidecar
    expect((await adminGet(p, '/api/admin/submissions', { search: 'huge' })).body.data.submissions).toEqual(
      [],
    );
  });

  it('changes a status from the dashboard: response, list, author profile with history, stats', async () => {
    const stats = async () => (await adminGet(p, '/api/admin/dashboard/stats')).body.data;
    const count = (data: { statusBreakdown: { status: string; count: number }[] }, status: string) =>
      data.statusBreakdown.find((s) => s.status === status)!.count;
    const before = await stats();
    const row = (await adminGet(p, '/api/admin/submissions', { search: 'concrete' })).body.data
      .submissions[0];

    const res = await request(p.app)
      .put(`/api/admin/submissions/${ids.docx}/status`)
      .set('Authorization', `Bearer ${p.adminToken}`)
      .send({ status: 'under_review', email: ADMIN_EMAIL });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: 'Status updated successfully' });
    expect(res.body.submission).toMatchObject({
      id: ids.docx,
      status: 'under_review',
      paper_title: 'Concrete <Beams> & Slabs',
    });
    expect(Date.parse(res.body.submission.updated_at)).toBeGreaterThan(Date.parse(row.updated_at));

    // The list and the stats follow from the change's event (ADR 0039: the answer does not wait for it;
    // the acting dashboard shows the answer's row, the others the live notice).
    const after = await eventually(async () => {
      const listed = (await adminGet(p, '/api/admin/submissions', { search: 'concrete' })).body.data
        .submissions[0];
      expect(listed).toMatchObject({ status: 'under_review', updated_at: res.body.submission.updated_at });
      const now = await stats();
      expect(count(now, 'under_review')).toBe(count(before, 'under_review') + 1);
      expect(count(now, 'submitted')).toBe(count(before, 'submitted') - 1);
      return now;
    });

    const profile = await authorProfile();
    const mine = profile.submissions.find((s: { id: string }) => s.id === ids.docx);
    expect(mine.status).toBe('under_review');
    expect(mine.history).toEqual([
      {
        from_status: null,
        to_status: 'submitted',
        changed_by: author.email,
        changed_at: mine.submission_date,
      },
      {
        from_status: 'submitted',
        to_status: 'under_review',
        changed_by: ADMIN_EMAIL,
        changed_at: res.body.submission.updated_at,
      },
    ]);

    await request(p.app)
      .put(`/api/admin/submissions/${ids.docx}/status`)
      .set('Authorization', `Bearer ${p.adminToken}`)
      .send({ status: 'published', email: ADMIN_EMAIL })
      .expect(200);
    expect((await authorProfile()).stats).toEqual({ total_papers: 5, published: 1 });
    await eventually(async () =>
      expect(count(await stats(), 'published')).toBe(count(after, 'published') + 1),
    );
    // The status_changed events arrive later and change nothing (same versions).
    await eventually(async () => {
      const { rows } = await p.db.pool.query('SELECT count(*)::int AS n FROM admin.processed_events');
      expect(rows[0].n).toBeGreaterThanOrEqual(7);
    });
    const settled = await waitForReadModel(p, ids.docx);
    expect(settled).toMatchObject({ status: 'published', version: 3 });
  });

  it('refuses bad status commands', async () => {
    const put = (id: string, body: object, token = p.adminToken) =>
      request(p.app)
        .put(`/api/admin/submissions/${id}/status`)
        .set('Authorization', `Bearer ${token}`)
        .send(body);
    const bad = await put(ids.txt, { status: 'archived', email: ADMIN_EMAIL });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(
      'Invalid status. Use one of: submitted, under_review, accepted, rejected, published, withdrawn',
    );
    const unknown = await put('0b8f6d3e-1111-4222-8333-944455556666', {
      status: 'accepted',
      email: ADMIN_EMAIL,
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Submission not found');
    expect((await put('abc', { status: 'accepted', email: ADMIN_EMAIL })).status).toBe(404);
    expect((await put(ids.txt, { status: 'accepted', email: 'other@journal.local' })).status).toBe(403);
    expect((await put(ids.txt, { status: 'accepted', email: author.email }, p.tokenFor(author))).status).toBe(
      403,
    );
  });

  it('downloads the same bytes under a safe name made of the title and the original extension', async () => {
    const cases = [
      ['docx', 'Concrete _Beams_ _ Slabs.docx', 'Concrete _Beams_ _ Slabs.docx'],
      ['doc', 'Legere_ Les _ponts_ _ arches.doc', 'Légère_ Les _ponts_ _ arches.doc'],
      ['txt', 'paper.txt', 'paper.txt'],
    ] as const;
    for (const [ext, ascii, unicode] of cases) {
      const res = await adminGet(p, `/api/admin/submissions/${ids[ext]}/download`).buffer(true).parse(binary);
      expect(res.status).toBe(200);
      expect(sha256(res.body as Buffer)).toBe(sha256(files[ext]));
      expect(res.headers['content-length']).toBe(String(files[ext].length));
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(unicode).replace(/[()]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`,
      );
    }
    const none = await adminGet(p, `/api/admin/submissions/${ids.none}/download`);
    expect(none.status).toBe(404);
    expect(none.body.success).toBe(false);
    expect(
      (await adminGet(p, '/api/admin/submissions/0b8f6d3e-1111-4222-8333-944455556666/download')).status,
    ).toBe(404);
    expect(
      (await adminGet(p, `/api/admin/submissions/${ids.doc}/download`, { email: 'other@journal.local' }))
        .status,
    ).toBe(403);
  });

  it("follows the author's profile update into the admin list", async () => {
    const { createEvent } = await import('@journal/events');
    await p.bus.publish([
      createEvent('identity.user.profile_updated.v1', author.id, 2, {
        userId: author.id,
        email: 'emilie@lumieres.example',
        givenNames: 'Gabrielle Émilie',
        familyName: 'du Châtelet',
        emailChanged: true,
        previousEmail: author.email,
      }),
    ]);
    await eventually(async () => {
      const list = (await adminGet(p, '/api/admin/submissions', { search: 'gabrielle', limit: 50 })).body
        .data;
      expect(list.pagination.totalItems).toBe(5);
      for (const s of list.submissions)
        expect(s).toMatchObject({ given_names: 'Gabrielle Émilie', email: 'emilie@lumieres.example' });
    });
    // The published status set above survives the author refresh.
    expect((await waitForReadModel(p, ids.docx)).status).toBe('published');
  });
});
