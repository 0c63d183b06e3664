import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { createEvent, type EditorDecision } from '@journal/events';
import { describeWith } from '@journal/testing';
import { REVIEWER_CO_AUTHOR_MESSAGE } from '../../src/domain/author-edits.service';
import {
  eventually,
  INTERNAL_TOKEN,
  newAuthor,
  startSubmissionHarness,
  type SubmissionHarness,
  type TestAuthor,
} from '../support/submission-harness';

const internal = `Internal ${INTERNAL_TOKEN}`;

/**
 * Issue 26, items 3 and 4, on the submission side (real Postgres, in-memory bus): a decision moves only a
 * paper in review, on its version under review, as the round's first decision, however often its event
 * arrives (the one way a decision reaches this service, ADR 0027); and a live reviewer cannot become a
 * co-author.
 */
describeWith('postgres', 'submission: late decisions and reviewers as co-authors', () => {
  let h: SubmissionHarness;
  let author: TestAuthor;

  beforeAll(async () => {
    h = await startSubmissionHarness();
    author = newAuthor({ email: 'self@x.org' });
    await h.registerAuthor(author);
  });
  afterAll(() => h.close());

  async function submit(title: string): Promise<string> {
    const res = await request(h.app)
      .post('/api/registration/submit-paper')
      .set('Authorization', `Bearer ${h.tokenFor(author)}`)
      .send({ userEmail: author.email, journalName: 'Applied Science', paperTitle: title });
    expect(res.status).toBe(201);
    return res.body.submission.id as string;
  }
  const setStatus = (id: string, status: string) =>
    request(h.app)
      .put(`/internal/submissions/${id}/status`)
      .set('Authorization', internal)
      .send({ status, actorEmail: 'editor@journal.test' });
  const row = async (id: string) =>
    (
      await h.db.pool.query(
        'SELECT status, open_revision_decision FROM submission.submissions WHERE id = $1',
        [id],
      )
    ).rows[0];
  const historyLength = async (id: string) =>
    (
      await h.db.pool.query(
        'SELECT count(*)::int AS n FROM submission.status_history WHERE submission_id = $1',
        [id],
      )
    ).rows[0].n;
  const copies = async (id: string) =>
    (await h.db.pool.query('SELECT id FROM submission.decisions WHERE submission_id = $1', [id])).rows.map(
      (r) => r.id,
    );

  const decision = (submissionId: string, kind: EditorDecision, round = 1) => ({
    id: randomUUID(),
    round,
    decision: kind,
    message: `Decision: ${kind}`,
    decidedBy: 'editor@journal.test',
    decidedAt: new Date().toISOString(),
    comments: [],
    submissionId,
  });
  const decisionEvent = (d: ReturnType<typeof decision>) =>
    createEvent('review.decision_recorded.v1', d.submissionId, 99, {
      decisionId: d.id,
      submissionId: d.submissionId,
      round: d.round,
      decision: d.decision,
      message: d.message,
      decidedBy: d.decidedBy,
      decidedAt: d.decidedAt,
      comments: [],
      authorId: author.id,
      authorEmail: author.email,
      givenNames: author.givenNames,
      familyName: author.familyName,
      coAuthors: [],
      paperTitle: 'Late',
      journalName: 'Applied Science',
    });

  /** Delivers a decision the one way it arrives (its event) and asks what review asks: the status once kept. */
  const deliverDecision = async (d: ReturnType<typeof decision>) => {
    await h.bus.publish([decisionEvent(d)]);
    await eventually(async () => expect(await copies(d.submissionId)).toContain(d.id));
    return request(h.app)
      .get(`/internal/submissions/${d.submissionId}/decisions/${d.id}`)
      .set('Authorization', internal);
  };

  it.each(['published', 'rejected', 'withdrawn'])(
    'a late decision (or its redelivery) never moves a %s paper',
    async (status) => {
      const id = await submit(`Late on ${status}`);
      expect((await setStatus(id, 'under_review')).status).toBe(200);
      expect((await setStatus(id, status)).status).toBe(200);
      const before = await historyLength(id);

      const direct = decision(id, 'revisions');
      const answered = await deliverDecision(direct);
      expect([answered.status, answered.body.submission.status]).toEqual([200, status]);
      const viaEvent = decision(id, 'accept');
      await h.bus.publish([decisionEvent(viaEvent)]);
      await eventually(async () => expect(await copies(id)).toContain(viaEvent.id));

      expect(await row(id)).toEqual({ status, open_revision_decision: null });
      expect(await historyLength(id)).toBe(before);
    },
  );

  it("only the round's first decision moves the paper; a replay or a second decision of the round does not", async () => {
    const id = await submit('One decision per round');
    expect((await setStatus(id, 'under_review')).status).toBe(200);
    const first = decision(id, 'revisions');
    expect((await deliverDecision(first)).body.submission.status).toBe('under_review');
    expect((await row(id)).open_revision_decision).toBe(first.id);

    await h.bus.publish([decisionEvent(first)]); // the same decision again, by its event
    const contradicting = decision(id, 'accept'); // another decision of round 1
    expect((await deliverDecision(contradicting)).body.submission.status).toBe('under_review');
    const laterRound = decision(id, 'reject', 2); // a round whose version was never uploaded
    await h.bus.publish([decisionEvent(laterRound)]);
    await eventually(async () => expect(await copies(id)).toContain(laterRound.id));

    expect(await row(id)).toEqual({ status: 'under_review', open_revision_decision: first.id });
  });

  it('refuses a live reviewer (any plus-address of them) as co-author; a cancelled one may be added', async () => {
    const id = await submit('Co-authors and reviewers');
    const invitation = (
      type: 'review.reviewer_invited.v1' | 'review.invitation_cancelled.v1',
      assignmentId: string,
    ) => {
      const context = {
        assignmentId,
        submissionId: id,
        round: 1,
        reviewerEmail: 'maurice@example.net',
        reviewerGivenNames: 'Maurice',
        reviewerFamilyName: 'Wilkins',
        paperTitle: 'Co-authors and reviewers',
        journalName: 'Applied Science',
        dueDate: '2099-01-01',
      };
      return type === 'review.reviewer_invited.v1'
        ? createEvent(type, id, 1, {
            ...context,
            invitedBy: 'editor@journal.test',
            invitedAt: new Date().toISOString(),
          })
        : createEvent(type, id, 2, { ...context, cancelledAt: new Date().toISOString() });
    };
    const assignmentId = randomUUID();
    await h.bus.publish([invitation('review.reviewer_invited.v1', assignmentId)]);
    const live = async () =>
      (
        await h.db.pool.query('SELECT live FROM submission.reviewers WHERE assignment_id = $1', [
          assignmentId,
        ])
      ).rows[0]?.live;
    await eventually(async () => expect(await live()).toBe(true));

    const edit = (email: string) =>
      request(h.app)
        .put(`/api/registration/submissions/${id}/metadata`)
        .set('Authorization', `Bearer ${h.tokenFor(author)}`)
        .send({ coAuthors: [{ givenNames: 'Maurice', familyName: 'Wilkins', email }] });
    for (const email of ['maurice@example.net', 'Maurice+coauthor@Example.NET']) {
      const refused = await edit(email);
      expect([refused.status, refused.body.message]).toEqual([409, REVIEWER_CO_AUTHOR_MESSAGE]);
    }
    const { rows } = await h.db.pool.query('SELECT co_authors FROM submission.submissions WHERE id = $1', [
      id,
    ]);
    expect(rows[0].co_authors).toEqual([]);

    // Cancelled (even when the cancellation overtakes a redelivered invitation): no longer a reviewer.
    await h.bus.publish([
      invitation('review.invitation_cancelled.v1', assignmentId),
      invitation('review.reviewer_invited.v1', assignmentId),
    ]);
    await eventually(async () => expect(await live()).toBe(false));
    expect((await edit('maurice@example.net')).status).toBe(200);
  });
});
