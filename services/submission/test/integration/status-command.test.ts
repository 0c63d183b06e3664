import request from 'supertest';
import { describeWith, eventually } from '@journal/testing';
import {
  captureEvents,
  newAuthor,
  startSubmissionHarness,
  type SubmissionHarness,
  type TestAuthor,
} from '../support/submission-harness';

const INVALID =
  'Invalid status. Use one of: submitted, under_review, accepted, rejected, published, withdrawn';

/**
 * Issue 27: an editor's status command comes to the owner of statuses straight from the gateway
 * (`PUT /api/admin/submissions/:id/status`); admin role and email checked here, the status validated
 * here once, the answer in the dashboard's row shape (docs/api.md) once the change is committed; its event
 * follows through the outbox (ADR 0039: the answer does not wait for it).
 */
describeWith('postgres', 'submission: status commands from editors', () => {
  let h: SubmissionHarness;
  let author: TestAuthor;
  let id: string;

  beforeAll(async () => {
    h = await startSubmissionHarness();
    author = newAuthor();
    await h.registerAuthor(author);
    const res = await request(h.app)
      .post('/api/registration/submit-paper')
      .set('Authorization', `Bearer ${h.tokenFor(author)}`)
      .send({ userEmail: author.email, journalName: 'Education', paperTitle: 'Status Commands' });
    id = res.body.submission.id;
  });
  afterAll(() => h.close());

  const put = (submissionId: string, body: object, token: string | null = h.adminToken()) => {
    const req = request(h.app).put(`/api/admin/submissions/${submissionId}/status`);
    return token ? req.set('Authorization', `Bearer ${token}`).send(body) : req.send(body);
  };

  it('changes the status, answers the dashboard row and publishes its event', async () => {
    const events = await captureEvents(h.bus, ['submission.status_changed.v1']);
    const res = await put(id, { status: 'accepted', email: 'admin@journal.local' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: 'Status updated successfully' });
    expect(res.body.submission).toEqual({
      id,
      submission_date: expect.any(String),
      given_names: author.givenNames,
      family_name: author.familyName,
      email: author.email,
      paper_title: 'Status Commands',
      abstract: '',
      keywords: [],
      co_authors: [],
      journal_name: 'Education',
      journal_icon: expect.any(String),
      status: 'accepted',
      file_path: null,
      updated_at: expect.any(String),
    });
    expect(res.body.data).toEqual(res.body.submission);
    // Published after the commit by the kicked relay (the admin read model is fed by this event only).
    await eventually(() =>
      expect(
        events.map((e) => [e.type, e.aggregateId, (e.payload as { newStatus: string }).newStatus]),
      ).toEqual([['submission.status_changed.v1', id, 'accepted']]),
    );
    const history = await h.db.pool.query(
      'SELECT to_status, changed_by FROM submission.status_history WHERE submission_id = $1 ORDER BY id',
      [id],
    );
    expect(history.rows.at(-1)).toEqual({ to_status: 'accepted', changed_by: 'admin@journal.local' });
  });

  it('refuses an unknown status (400, SPEC.md message), an unknown id (404), non-admins (401/403)', async () => {
    const bad = await put(id, { status: 'archived' });
    expect([bad.status, bad.body.message]).toEqual([400, INVALID]);
    expect((await put(id, {})).body.message).toBe(INVALID);
    const unknown = await put('0b8f6d3e-1111-4222-8333-944455556666', { status: 'accepted' });
    expect([unknown.status, unknown.body.message]).toEqual([404, 'Submission not found']);
    expect((await put(id, { status: 'published' }, null)).status).toBe(401);
    expect((await put(id, { status: 'published' }, h.tokenFor(author))).status).toBe(403);
    expect((await put(id, { status: 'published', email: 'someone@else.org' })).status).toBe(403);
    const row = await h.db.pool.query('SELECT status FROM submission.submissions WHERE id = $1', [id]);
    expect(row.rows[0].status).toBe('accepted');
  });
});
