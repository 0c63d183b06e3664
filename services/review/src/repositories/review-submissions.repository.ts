import type { Queryable } from '@journal/db';

/**
 * Locks the submission's review row (created on first use) and bumps the version its next event carries;
 * every review change of one submission serialises here.
 */
export async function lockAndBumpVersion(db: Queryable, submissionId: string): Promise<number> {
  await db.query(
    'INSERT INTO review.submissions (submission_id) VALUES ($1) ON CONFLICT (submission_id) DO NOTHING',
    [submissionId],
  );
  const { rows } = await db.query<{ version: number }>(
    'UPDATE review.submissions SET version = version + 1 WHERE submission_id = $1 RETURNING version',
    [submissionId],
  );
  return rows[0]!.version;
}

/**
 * Locks the submission's review row without bumping its version (created on first use, so a decision on
 * a paper nobody was invited to, a desk rejection, has its row). Decisions and reviewers' responses take
 * this lock, so a response and the round's decision never cross.
 */
export async function lockReviewSubmission(db: Queryable, submissionId: string): Promise<void> {
  await db.query(
    'INSERT INTO review.submissions (submission_id) VALUES ($1) ON CONFLICT (submission_id) DO NOTHING',
    [submissionId],
  );
  await db.query('SELECT 1 FROM review.submissions WHERE submission_id = $1 FOR UPDATE', [submissionId]);
}

/** The reviewer's number on this submission ('Reviewer 1', …), handed out on first invitation. */
export async function reviewerNumber(db: Queryable, submissionId: string, email: string): Promise<number> {
  const lower = email.toLowerCase();
  const existing = await db.query<{ number: number }>(
    'SELECT number FROM review.reviewer_numbers WHERE submission_id = $1 AND email_lower = $2',
    [submissionId, lower],
  );
  if (existing.rows[0]) return existing.rows[0].number;
  const { rows } = await db.query<{ reviewers_count: number }>(
    `UPDATE review.submissions SET reviewers_count = reviewers_count + 1 WHERE submission_id = $1
     RETURNING reviewers_count`,
    [submissionId],
  );
  const number = rows[0]!.reviewers_count;
  await db.query(
    'INSERT INTO review.reviewer_numbers (submission_id, email_lower, number) VALUES ($1, $2, $3)',
    [submissionId, lower, number],
  );
  return number;
}
