import type { Queryable } from '@journal/db';

/**
 * An invitation seen: live unless its decline or cancellation arrived first (events may come in any
 * order; once not live, a row stays so).
 */
export async function recordInvitation(
  db: Queryable,
  r: { assignmentId: string; submissionId: string; reviewerEmail: string },
): Promise<void> {
  await db.query(
    `INSERT INTO submission.reviewers (assignment_id, submission_id, reviewer_email, live)
     VALUES ($1, $2, $3, true) ON CONFLICT (assignment_id) DO NOTHING`,
    [r.assignmentId, r.submissionId, r.reviewerEmail],
  );
}

/** A declined or cancelled invitation: never live again. */
export async function endInvitation(
  db: Queryable,
  r: { assignmentId: string; submissionId: string; reviewerEmail: string },
): Promise<void> {
  await db.query(
    `INSERT INTO submission.reviewers (assignment_id, submission_id, reviewer_email, live)
     VALUES ($1, $2, $3, false) ON CONFLICT (assignment_id) DO UPDATE SET live = false`,
    [r.assignmentId, r.submissionId, r.reviewerEmail],
  );
}

/** The addresses of the paper's live reviewers (invited, accepted or reported: not declined or cancelled). */
export async function liveReviewerEmails(db: Queryable, submissionId: string): Promise<string[]> {
  const { rows } = await db.query<{ reviewer_email: string }>(
    'SELECT reviewer_email FROM submission.reviewers WHERE submission_id = $1 AND live',
    [submissionId],
  );
  return rows.map((r) => r.reviewer_email);
}
