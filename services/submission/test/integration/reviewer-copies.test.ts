import request from 'supertest';
import JSZip from 'jszip';
import { describeWith } from '@journal/testing';
import { ReviewerCopyWorker } from '../../src/workers/reviewer-copy.worker';
import { completeAutomaticCopy } from '../../src/repositories/reviewer-copies.repository';
import { buildDocx } from '../../../../libs/documents/test/support/docx-fixtures';
import {
  eventually,
  filesUnder,
  INTERNAL_TOKEN,
  newAuthor,
  silentLogger,
  startSubmissionHarness,
  type SubmissionHarness,
  type TestAuthor,
} from '../support/submission-harness';

const internal = `Internal ${INTERNAL_TOKEN}`;

/**
 * Issue 26 inside the submission service: the copy is made after the commit (pending meanwhile, shown as
 * `checked: false`), on demand when a reviewer comes first, again at start for rows left pending, and
 * an editor's anonymous version wins over an automatic copy finishing late.
 */
describeWith('postgres', 'reviewer copies (submission service)', () => {
  let h: SubmissionHarness;
  let author: TestAuthor;
  let id = '';
  let original: Buffer;

  const anonymity = async () =>
    (await request(h.app).get(`/internal/submissions/${id}/versions`).set('Authorization', internal)).body
      .anonymity;
  const copyRow = async () =>
    (await h.db.pool.query('SELECT * FROM submission.reviewer_copies WHERE submission_id = $1', [id]))
      .rows[0];
  /** Puts the row back to "copy not made yet", as right after the upload's commit. */
  const makePending = async () => {
    const row = await copyRow();
    if (row.file_key) await h.storage.delete(row.file_key);
    await h.db.pool.query(
      `UPDATE submission.reviewer_copies SET source = 'automatic', state = 'pending', file_key = NULL,
         file_size = NULL, file_type = NULL, file_original_name = NULL, findings = NULL WHERE submission_id = $1`,
      [id],
    );
  };

  beforeAll(async () => {
    h = await startSubmissionHarness();
    author = newAuthor({ givenNames: 'Rosalind', familyName: 'Franklin' });
    await h.registerAuthor(author);
    original = await buildDocx({
      author: { ...author, email: author.email },
      coAuthor: { givenNames: 'Grace', familyName: 'Hopper', email: 'grace@example.org' },
      coreProperties: true,
      trackedChanges: true,
      bodyMentions: true,
    });
    const res = await request(h.app)
      .post('/api/registration/submit-paper')
      .set('Authorization', `Bearer ${h.tokenFor(author)}`)
      .field('userEmail', author.email)
      .field('journalName', 'Education')
      .field('paperTitle', 'Photo 51')
      .attach('paperFile', original, 'photo51.docx');
    expect(res.status).toBe(201);
    id = res.body.submission.id;
  });
  afterAll(() => h.close());

  it('makes the copy after the commit: the detail goes from pending to checked with findings', async () => {
    await eventually(async () => expect((await anonymity()).checked).toBe(true));
    const seen = await anonymity();
    expect(seen).toMatchObject({ version: 1, reviewerCopy: { ready: true }, source: 'automatic' });
    expect(seen.findings).toContainEqual(
      expect.objectContaining({ kind: 'name', value: 'Rosalind Franklin', where: 'body' }),
    );
    expect((await copyRow()).file_key).toMatch(/^papers\//);
    // Grace is named in the text but is not (yet) a co-author of the submission.
    expect(seen.findings.some((f: { value: string }) => f.value.includes('Hopper'))).toBe(false);
    // The author's file named her where the copy cleans: the editor is told, apart from the warnings.
    expect(seen.removedFromCopy).toContainEqual(
      expect.objectContaining({ kind: 'name', value: 'Rosalind Franklin', where: 'properties' }),
    );
    expect(seen.removedFromCopy).toContainEqual(
      expect.objectContaining({ kind: 'name', value: 'Rosalind Franklin', where: 'tracked-changes' }),
    );
    expect(seen.removedFromCopy.filter((f: { where: string }) => f.where === 'body')).toEqual([]);
  });

  it('a co-author added later is looked for: the copy is scanned again', async () => {
    const edited = await request(h.app)
      .put(`/api/registration/submissions/${id}/metadata`)
      .set('Authorization', `Bearer ${h.tokenFor(author)}`)
      .send({ coAuthors: [{ givenNames: 'Grace', familyName: 'Hopper', email: 'grace@example.org' }] });
    expect(edited.status).toBe(200);
    await eventually(async () => {
      const seen = await anonymity();
      expect(seen.checked).toBe(true);
      expect(seen.findings).toContainEqual(
        expect.objectContaining({ kind: 'name', value: 'Grace Hopper', where: 'body' }),
      );
    });
    expect(await anonymity()).toMatchObject({ reviewerCopy: { ready: true }, source: 'automatic' });
    // The scan again reads the author's file too: what the copy removed is still told.
    expect((await anonymity()).removedFromCopy).toContainEqual(
      expect.objectContaining({ kind: 'name', value: 'Rosalind Franklin', where: 'tracked-changes' }),
    );
  });

  it('shows checked: false while pending, and makes the copy on demand when a reviewer downloads first', async () => {
    await makePending();
    expect(await anonymity()).toMatchObject({
      checked: false,
      findings: [],
      reviewerCopy: { ready: false, reason: 'The anonymous copy for reviewers is being prepared' },
    });
    const res = await request(h.app)
      .get(`/internal/submissions/${id}/versions/1/reviewer-copy`)
      .set('Authorization', internal)
      .buffer(true)
      .parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on('data', (c: Buffer) => chunks.push(c));
        response.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(res.status).toBe(200);
    expect(res.headers['x-file-extension']).toBe('docx');
    const core = await (await JSZip.loadAsync(res.body as Buffer)).file('docProps/core.xml')!.async('string');
    expect(core).not.toContain('Franklin');
    expect((await anonymity()).checked).toBe(true);
  });

  it('a worker starting later makes what was left pending (a crash after the commit)', async () => {
    await makePending();
    const worker = new ReviewerCopyWorker({ pool: h.db.pool, storage: h.storage, logger: silentLogger });
    worker.start();
    try {
      await eventually(async () => expect((await anonymity()).checked).toBe(true));
    } finally {
      await worker.stop();
    }
    expect((await copyRow()).state).toBe('ready');
  });

  it("an editor's anonymous version wins over an automatic copy finishing afterwards; nothing is left behind", async () => {
    await makePending();
    const files = (await filesUnder(h.filesDir)).length;
    const given = Buffer.from('An anonymous manuscript.\n');
    const admin = h.adminToken('editor@journal.local');
    const refused = await request(h.app)
      .post(`/api/admin/submissions/${id}/anonymous-version`)
      .set('Authorization', `Bearer ${h.tokenFor(author)}`)
      .attach('paperFile', given, 'anon.txt');
    expect(refused.status).toBe(403);
    const noFile = await request(h.app)
      .post(`/api/admin/submissions/${id}/anonymous-version`)
      .set('Authorization', `Bearer ${admin}`)
      .field('note', 'x');
    expect([noFile.status, noFile.body.message]).toEqual([400, 'Please upload your paper document']);
    const json = await request(h.app)
      .post(`/api/admin/submissions/${id}/anonymous-version`)
      .set('Authorization', `Bearer ${admin}`)
      .send({ paperFile: 'x' });
    expect(json.status).toBe(400);
    const unknown = await request(h.app)
      .post('/api/admin/submissions/4f0c1a2b-0000-4000-8000-000000000001/anonymous-version')
      .set('Authorization', `Bearer ${admin}`)
      .attach('paperFile', given, 'anon.txt');
    expect(unknown.status).toBe(404);
    expect((await filesUnder(h.filesDir)).length).toBe(files);

    const uploaded = await request(h.app)
      .post(`/api/admin/submissions/${id}/anonymous-version`)
      .set('Authorization', `Bearer ${admin}`)
      .attach('paperFile', given, 'anon.txt');
    expect(uploaded.status).toBe(201);
    expect(uploaded.body.data.version).toMatchObject({
      number: 1,
      name: 'anon.txt',
      uploaded_by: 'editor@journal.local',
    });
    // An automatic copy that had read the row as pending and finishes now is not recorded...
    expect(
      await completeAutomaticCopy(h.db.pool, {
        submissionId: id,
        version: 1,
        state: 'ready',
        key: 'papers/2026/01/late.docx',
        size: 1,
        contentType: 'application/octet-stream',
        originalName: 'late.docx',
        reason: null,
        findings: [],
        removedFindings: [],
      }),
    ).toBe(false);
    // ...and a worker coming to the row now only scans the editor's file.
    const late = new ReviewerCopyWorker({ pool: h.db.pool, storage: h.storage, logger: silentLogger });
    await late.ensure(id, 1);
    await eventually(async () => expect((await anonymity()).checked).toBe(true));
    expect(await anonymity()).toMatchObject({
      source: 'editor',
      findings: [],
      reviewerCopy: { ready: true },
    });
    const res = await request(h.app)
      .get(`/internal/submissions/${id}/versions/1/reviewer-copy`)
      .set('Authorization', internal);
    expect([res.status, res.text, res.headers['x-file-extension']]).toEqual([200, given.toString(), 'txt']);
    // Only the editor's file was added (the object and its .meta sidecar); no automatic copy was kept.
    expect((await filesUnder(h.filesDir)).length).toBe(files + 2);
  });
});
