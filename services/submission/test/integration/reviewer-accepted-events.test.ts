import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { createEvent, PEER_REVIEW_ACTOR } from '@journal/events';
import { describeWith } from '@journal/testing';
import {
  eventually,
  INTERNAL_TOKEN,
  newAuthor,
  startSubmissionHarness,
  type SubmissionHarness,
  type TestAuthor,
} from '../support/submission-harness';

/** A reviewer's acceptance as the review service records it (the one way it starts the review, ADR 0027). */
function accepted(submissionId: string, respondedAt: Date) {
  return createEvent('review.reviewer_accepted.v1', submissionId, 1, {
    assignmentId: randomUUID(),
    submissionId,
    round: 1,
    reviewerEmail: 'reviewer@example.org',
    reviewerGivenNames: 'Rosalind',
    reviewerFamilyName: 'Franklin',
    paperTitle: 'Helical structures',
    journalName: 'Applied Science',
    dueDate: '2099-01-01',
    respondedAt: respondedAt.toISOString(),
  });
}

describeWith('postgres', 'submission: a reviewer acceptance event starts the review', () => {
  let h: SubmissionHarness;
  let author: TestAuthor;

  beforeAll(async () => {
    h = await startSubmissionHarness();
    author = newAuthor();
    await h.registerAuthor(author);
  });
  afterAll(() => h.close());

  async function submit(title: string): Promise<string> {
    const res = await request(h.app)
      .post('/api/registration/submit-paper')
      .set('Authorization', `Bearer ${h.tokenFor(author)}`)
      .send({ userEmail: author.email, journalName: 'Applied Science', paperTitle: title });
    return res.body.submission.id as string;
  }
  const status = async (id: string) =>
    (await h.db.pool.query('SELECT status FROM submission.submissions WHERE id = $1', [id])).rows[0]?.status;
  const history = async (id: string) =>
    (
      await h.db.pool.query(
        'SELECT to_status, changed_by FROM submission.status_history WHERE submission_id = $1 ORDER BY id',
        [id],
      )
    ).rows;

  it('moves a submitted paper to under_review once, as peer review, whatever the redeliveries', async () => {
    const id = await submit('Helical structures');
    const event = accepted(id, new Date());
    await h.bus.publish([event]);
    await eventually(async () => expect(await status(id)).toBe('under_review'));
    await h.bus.publish([event, accepted(id, new Date())]); // redelivery, and a second reviewer
    const marker = await submit('Marker');
    await h.bus.publish([accepted(marker, new Date())]); // handled after the two above (one group, in order)
    await eventually(async () => expect(await status(marker)).toBe('under_review'));
    expect((await history(id)).filter((r) => r.to_status === 'under_review')).toEqual([
      { to_status: 'under_review', changed_by: PEER_REVIEW_ACTOR },
    ]);
  });

  it.each(['withdrawn', 'published', 'rejected'])(
    'an acceptance (or its replay) never moves a %s paper',
    async (final) => {
      const id = await submit(`Accepted when ${final}`);
      const res = await request(h.app)
        .put(`/internal/submissions/${id}/status`)
        .set('Authorization', `Internal ${INTERNAL_TOKEN}`)
        .send({ status: final, actorEmail: 'editor@journal.test' });
      expect(res.status).toBe(200);
      const before = await history(id);
      const event = accepted(id, new Date(Date.now() + 60_000)); // newer than the change: only the status guards
      await h.bus.publish([event, event]);
      const marker = await submit(`Marker for ${final}`);
      await h.bus.publish([accepted(marker, new Date())]);
      await eventually(async () => expect(await status(marker)).toBe('under_review'));
      expect(await status(id)).toBe(final);
      expect(await history(id)).toEqual(before);
    },
  );

  it("does not undo an editor's later change when an old acceptance arrives late", async () => {
    const id = await submit('Late acceptance');
    const acceptedAt = new Date(Date.now() - 60_000);
    // The editor set the paper back to submitted after the acceptance (its row is newer than the event).
    await h.db.pool.query(`UPDATE submission.submissions SET updated_at = now() WHERE id = $1`, [id]);
    await h.bus.publish([accepted(id, acceptedAt)]);
    const marker = await submit('Marker two');
    await h.bus.publish([accepted(marker, new Date())]);
    await eventually(async () => expect(await status(marker)).toBe('under_review'));
    expect(await status(id)).toBe('submitted');
  });
});
