import { randomUUID } from 'node:crypto';
import { runMigrations } from '@journal/db';
import { AppError } from '@journal/errors';
import { createTestDatabase, describeWith, type TestDatabase } from '@journal/testing';
import type { SubmissionClient } from '../../src/clients/submission.client';
import { InvitationsService } from '../../src/domain/invitations.service';
import { ReviewerAccessService } from '../../src/domain/reviewer-access.service';
import { linkExpiry } from '../../src/domain/link-token';
import { ReviewerPoolService } from '../../src/domain/reviewer-pool/reviewer-pool.service';
import { insertAssignment, updateAssignmentState } from '../../src/repositories/assignments.repository';
import { lockAndBumpVersion } from '../../src/repositories/review-submissions.repository';
import { MIGRATIONS_DIR, SCHEMA } from '../../src/schema';

/** The paper as the submission service would describe it (in review, v1); these tests never reach the file. */
const submissions = {
  snapshot: async (id: string) => ({
    id,
    author_email: 'rosalind@example.org',
    co_authors: [],
    status: 'under_review',
    paper_title: 'Helices',
    abstract: '',
    keywords: [],
    journal_id: 'applied-science',
    journal_name: 'Applied Science',
    file: null,
    current_version: 1,
  }),
} as unknown as SubmissionClient;

/**
 * Reviewer links on real Postgres with a controllable clock: a link stops at the end of the 30th day
 * after the due date (404 REVIEW_LINK_EXPIRED), at cancellation (REVIEW_LINK_CANCELLED), and no fresh
 * token is issued for such an invitation; declining is final and records the reason.
 */
describeWith('postgres', 'reviewer links', () => {
  let db: TestDatabase;
  let now = new Date('2030-01-10T12:00:00Z');
  const clock = () => now;
  let invitations: InvitationsService;
  let reviewers: ReviewerAccessService;

  beforeAll(async () => {
    db = await createTestDatabase();
    await runMigrations({ databaseUrl: db.url, schema: SCHEMA, dir: MIGRATIONS_DIR });
    const deps = { pool: db.pool, submissions, clock, afterCommit: () => undefined };
    invitations = new InvitationsService({
      ...deps,
      conflicts: new ReviewerPoolService({ pool: db.pool, submissions }),
    });
    reviewers = new ReviewerAccessService(deps);
  });
  afterAll(async () => {
    await db?.drop();
  });

  async function invited(dueDate = '2030-01-31') {
    const submissionId = randomUUID();
    await lockAndBumpVersion(db.pool, submissionId);
    return insertAssignment(db.pool, {
      id: randomUUID(),
      submissionId,
      round: 1,
      reviewerEmail: 'maurice@example.net',
      givenNames: 'Maurice',
      familyName: 'Wilkins',
      reviewerNumber: 1,
      dueDate,
      expiresAt: linkExpiry(dueDate),
      invitedBy: 'editor@example.org',
    });
  }

  const codeOf = async (promise: Promise<unknown>) => {
    try {
      await promise;
      return 'answered';
    } catch (error) {
      return error instanceof AppError ? `${error.status} ${error.code}` : String(error);
    }
  };

  it('expires at the end of the 30th day after the due date', async () => {
    const assignment = await invited('2030-01-31');
    const token = await invitations.issueLinkToken(assignment.id);
    now = new Date('2030-03-02T23:59:59.000Z');
    expect((await reviewers.view(token)).state).toBe('invited');
    now = new Date('2030-03-03T00:00:00.000Z');
    expect(await codeOf(reviewers.view(token))).toBe('404 REVIEW_LINK_EXPIRED');
    expect(await codeOf(reviewers.accept(token, { competingInterests: 'none' }))).toBe(
      '404 REVIEW_LINK_EXPIRED',
    );
    expect(await codeOf(invitations.issueLinkToken(assignment.id))).toBe('404 NOT_FOUND');
    now = new Date('2030-01-10T12:00:00Z');
  });

  it('a cancelled invitation answers 404 REVIEW_LINK_CANCELLED and gets no fresh token; unknown tokens 404', async () => {
    const assignment = await invited();
    const token = await invitations.issueLinkToken(assignment.id);
    await updateAssignmentState(db.pool, assignment.id, 'cancelled');
    expect(await codeOf(reviewers.view(token))).toBe('404 REVIEW_LINK_CANCELLED');
    expect(await codeOf(invitations.issueLinkToken(assignment.id))).toBe('404 NOT_FOUND');
    expect(await codeOf(reviewers.view('x'.repeat(43)))).toBe('404 REVIEW_LINK_UNKNOWN');
    const { rows } = await db.pool.query('SELECT token_hash FROM review.link_tokens');
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('every mail gets its own token and each keeps working; declining is final and keeps the reason', async () => {
    const assignment = await invited();
    const first = await invitations.issueLinkToken(assignment.id);
    const second = await invitations.issueLinkToken(assignment.id);
    expect(first).not.toBe(second);
    expect(await codeOf(reviewers.decline(first, { reason: 'x'.repeat(2001) }))).toBe(
      '400 VALIDATION_FAILED',
    );
    const declined = await reviewers.decline(second, { reason: 'On leave until March.' });
    expect(declined.state).toBe('declined');
    expect(await codeOf(reviewers.accept(first, { competingInterests: 'none' }))).toBe('409 CONFLICT');
    expect(await codeOf(reviewers.decline(first, {}))).toBe('409 CONFLICT');
    expect(await codeOf(reviewers.report(first, { recommendation: 'accept', commentsToAuthor: 'x' }))).toBe(
      '409 CONFLICT',
    );
    const { rows } = await db.pool.query(
      `SELECT type, payload->>'reason' AS reason FROM review.outbox WHERE payload->>'assignmentId' = $1`,
      [assignment.id],
    );
    expect(rows).toEqual([{ type: 'review.reviewer_declined.v1', reason: 'On leave until March.' }]);
  });
});
