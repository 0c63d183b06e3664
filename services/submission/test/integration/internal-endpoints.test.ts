import { createHash, randomUUID } from 'node:crypto';
import request from 'supertest';
import { describeWith } from '@journal/testing';
import { makeDocx } from '@journal/testing';
import {
  captureEvents,
  eventually,
  INTERNAL_TOKEN,
  newAuthor,
  startSubmissionHarness,
  type SubmissionHarness,
  type TestAuthor,
} from '../support/submission-harness';

const internal = `Internal ${INTERNAL_TOKEN}`;
const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

describeWith('postgres', 'submission internal endpoints', () => {
  let h: SubmissionHarness;
  let author: TestAuthor;
  const docx = makeDocx('Bridges');
  let withFile: string;
  let withoutFile: string;

  beforeAll(async () => {
    h = await startSubmissionHarness();
    author = newAuthor();
    await h.registerAuthor(author);
    const token = h.tokenFor(author);
    const a = await request(h.app)
      .post('/api/registration/submit-paper')
      .set('Authorization', `Bearer ${token}`)
      .field('userEmail', author.email)
      .field('journalName', 'Education')
      .field('paperTitle', 'Teaching: "Bridges" & <Beams>')
      .attach('paperFile', docx, 'bridges.docx');
    withFile = a.body.submission.id;
    const b = await request(h.app)
      .post('/api/registration/submit-paper')
      .set('Authorization', `Bearer ${token}`)
      .send({ userEmail: author.email, journalName: 'Management', paperTitle: 'No file' });
    withoutFile = b.body.submission.id;
  });
  afterAll(() => h.close());

  const putStatus = (id: string, body: object, auth = internal) =>
    request(h.app).put(`/internal/submissions/${id}/status`).set('Authorization', auth).send(body);

  it('changes a status: new version and updated_at, history entry, status_changed event', async () => {
    const events = await captureEvents(h.bus, ['submission.status_changed.v1']);
    const before = (
      await request(h.app).get(`/internal/submissions/${withFile}`).set('Authorization', internal)
    ).body.submission;
    expect(before).toMatchObject({ status: 'submitted', version: 1, journal_name: 'Education' });
    expect(before.file).toMatchObject({
      extension: 'docx',
      original_name: 'bridges.docx',
      size: docx.length,
    });
    expect(JSON.stringify(before)).not.toMatch(/papers\//); // the storage key never leaves the service

    const res = await putStatus(withFile, { status: 'under_review', actorEmail: 'editor@journal.local' });
    expect(res.status).toBe(200);
    expect(res.body.submission).toMatchObject({ id: withFile, status: 'under_review', version: 2 });
    expect(Date.parse(res.body.submission.updated_at)).toBeGreaterThan(Date.parse(before.updated_at));

    const event = await eventually(() => {
      const found = events.find((e) => e.aggregateId === withFile);
      if (!found) throw new Error('no event yet');
      return found;
    });
    expect(event).toMatchObject({
      type: 'submission.status_changed.v1',
      version: 2,
      payload: {
        submissionId: withFile,
        authorId: author.id,
        authorEmail: author.email,
        paperTitle: 'Teaching: "Bridges" & <Beams>',
        journalName: 'Education',
        journalIcon: '🎓',
        oldStatus: 'submitted',
        newStatus: 'under_review',
        actorEmail: 'editor@journal.local',
        changedAt: res.body.submission.updated_at,
      },
    });
    // The answer carries the very event it wrote (publishing applies it at once, ADR 0039).
    expect(res.body.event).toEqual(JSON.parse(JSON.stringify(event)));
  });

  it('allows any status after any other, and setting the current status changes nothing', async () => {
    const published = await putStatus(withoutFile, {
      status: 'published',
      actorEmail: 'editor@journal.local',
    });
    expect(published.body.submission).toMatchObject({ status: 'published', version: 2 });
    const back = await putStatus(withoutFile, { status: 'submitted', actorEmail: 'editor@journal.local' });
    expect(back.body.submission).toMatchObject({ status: 'submitted', version: 3 });
    const same = await putStatus(withoutFile, { status: 'submitted', actorEmail: 'editor@journal.local' });
    expect(same.body.submission).toMatchObject({
      status: 'submitted',
      version: 3,
      updated_at: back.body.submission.updated_at,
    });
    expect(same.body.event).toBeNull();
  });

  it('applies a handed-over acceptance as its consumer does: once, and checks the event first (ADR 0039)', async () => {
    const other = newAuthor(); // the listing test below counts the first author's papers
    await h.registerAuthor(other);
    const b = await request(h.app)
      .post('/api/registration/submit-paper')
      .set('Authorization', `Bearer ${h.tokenFor(other)}`)
      .send({ userEmail: other.email, journalName: 'Management', paperTitle: 'Handed over' });
    const id = b.body.submission.id as string;
    const accepted = {
      id: randomUUID(),
      type: 'review.reviewer_accepted.v1',
      occurredAt: new Date().toISOString(),
      aggregateId: id,
      version: 1,
      payload: {
        assignmentId: randomUUID(),
        submissionId: id,
        round: 1,
        reviewerEmail: 'reviewer@example.net',
        reviewerGivenNames: 'Rita',
        reviewerFamilyName: 'Reviewer',
        paperTitle: 'Handed over',
        journalName: 'Management',
        dueDate: '2030-01-01',
        respondedAt: new Date(Date.now() + 1_000).toISOString(),
      },
    };
    const handOver = (event: object, to = id) =>
      request(h.app)
        .post(`/internal/submissions/${to}/review-events`)
        .set('Authorization', internal)
        .send(event);
    const first = await handOver(accepted);
    expect([first.status, first.body.submission]).toEqual([200, { id, status: 'under_review' }]);
    // The bus delivers the same event later: nothing changes.
    const again = await handOver(accepted);
    expect(again.body.submission).toEqual({ id, status: 'under_review' });
    const history = await h.db.pool.query(
      'SELECT to_status FROM submission.status_history WHERE submission_id = $1 ORDER BY id',
      [id],
    );
    expect(history.rows.map((r) => r.to_status)).toEqual(['submitted', 'under_review']);

    expect((await handOver({ ...accepted, payload: { ...accepted.payload, round: 0 } })).status).toBe(400);
    expect((await handOver({ ...accepted, type: 'review.reviewer_declined.v1' })).status).toBe(400);
    expect((await handOver(accepted, withFile)).status).toBe(404);
    expect((await handOver(accepted).set('Authorization', 'Internal wrong')).status).toBe(401);
  });

  it('refuses an unknown status (400), an unknown id (404) and a missing internal token (401)', async () => {
    const bad = await putStatus(withFile, { status: 'archived', actorEmail: 'editor@journal.local' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(
      'Invalid status. Use one of: submitted, under_review, accepted, rejected, published, withdrawn',
    );
    expect(
      (await putStatus('9b2f7f6e-0000-4000-8000-000000000000', { status: 'accepted', actorEmail: 'e@x.org' }))
        .status,
    ).toBe(404);
    expect((await putStatus('not-a-uuid', { status: 'accepted', actorEmail: 'e@x.org' })).status).toBe(404);
    expect(
      (await putStatus(withFile, { status: 'accepted', actorEmail: 'e@x.org' }, 'Internal wrong')).status,
    ).toBe(401);
    expect(
      (await putStatus(withFile, { status: 'accepted', actorEmail: 'e@x.org' }, `Bearer ${h.adminToken()}`))
        .status,
    ).toBe(401);
  });

  it('streams the stored file with its headers; 404 when there is none', async () => {
    const res = await request(h.app)
      .get(`/internal/submissions/${withFile}/file`)
      .set('Authorization', internal)
      .buffer(true)
      .parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on('data', (c: Buffer) => chunks.push(c));
        response.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(res.status).toBe(200);
    expect(sha256(res.body as Buffer)).toBe(sha256(docx));
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(res.headers['content-length']).toBe(String(docx.length));
    expect(res.headers['x-file-extension']).toBe('docx');
    expect(decodeURIComponent(res.headers['x-paper-title'] as string)).toBe('Teaching: "Bridges" & <Beams>');

    const none = await request(h.app)
      .get(`/internal/submissions/${withoutFile}/file`)
      .set('Authorization', internal);
    expect(none.status).toBe(404);
    expect(none.body.message).toBe('No file is attached to this submission');
  });

  it("lists an author's submissions with stats and status history, newest first", async () => {
    const res = await request(h.app)
      .get(`/internal/authors/${author.id}/submissions`)
      .set('Authorization', internal);
    expect(res.status).toBe(200);
    expect(res.body.stats).toEqual({ total_papers: 2, published: 0 });
    expect(res.body.submissions.map((s: { id: string }) => s.id)).toEqual([withoutFile, withFile]);
    const [noFile, file] = res.body.submissions;
    expect(noFile.history.map((e: { to_status: string }) => e.to_status)).toEqual([
      'submitted',
      'published',
      'submitted',
    ]);
    expect(file).toMatchObject({
      status: 'under_review',
      journal_name: 'Education',
      journal_icon: '🎓',
      paper_title: 'Teaching: "Bridges" & <Beams>',
    });
    expect(file.history).toEqual([
      {
        from_status: null,
        to_status: 'submitted',
        changed_by: author.email,
        changed_at: file.submission_date,
      },
      {
        from_status: 'submitted',
        to_status: 'under_review',
        changed_by: 'editor@journal.local',
        changed_at: file.updated_at,
      },
    ]);

    await putStatus(withFile, { status: 'published', actorEmail: 'editor@journal.local' });
    const after = await request(h.app)
      .get(`/internal/authors/${author.id}/submissions`)
      .set('Authorization', internal);
    expect(after.body.stats).toEqual({ total_papers: 2, published: 1 });

    const stranger = await request(h.app)
      .get(`/internal/authors/${newAuthor().id}/submissions`)
      .set('Authorization', internal);
    expect(stranger.body).toEqual({ stats: { total_papers: 0, published: 0 }, submissions: [] });
    expect(
      (await request(h.app).get('/internal/authors/nope/submissions').set('Authorization', internal)).status,
    ).toBe(400);
  });
});
