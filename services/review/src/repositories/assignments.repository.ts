import type { Queryable } from '@journal/db';
import type { ReviewQuestion } from './review-forms.repository';

export type AssignmentState = 'invited' | 'accepted' | 'declined' | 'cancelled' | 'report_submitted';

export interface Assignment {
  id: string;
  submissionId: string;
  round: number;
  reviewerEmail: string;
  givenNames: string;
  familyName: string;
  reviewerNumber: number;
  state: AssignmentState;
  dueDate: string;
  expiresAt: Date;
  invitedBy: string;
  invitedAt: Date;
  respondedAt: Date | null;
  declineReason: string | null;
  /** The declaration given with the acceptance: 'none' or a statement (null before issue 29). */
  competingInterests: string | null;
  cancelledAt: Date | null;
  reportSubmittedAt: Date | null;
  /** The journal's review questions as they stood when the invitation was sent (issue 42, item 5). */
  questions: ReviewQuestion[];
}

interface AssignmentRow {
  id: string;
  submission_id: string;
  round: number;
  reviewer_email: string;
  given_names: string;
  family_name: string;
  reviewer_number: number;
  state: AssignmentState;
  due_date: string;
  expires_at: Date;
  invited_by: string;
  invited_at: Date;
  responded_at: Date | null;
  decline_reason: string | null;
  competing_interests: string | null;
  cancelled_at: Date | null;
  report_submitted_at: Date | null;
  questions: ReviewQuestion[];
}

const COLUMNS = `id, submission_id, round, reviewer_email, given_names, family_name, reviewer_number, state,
  to_char(due_date, 'YYYY-MM-DD') AS due_date, expires_at, invited_by, invited_at, responded_at, decline_reason,
  competing_interests, cancelled_at, report_submitted_at, questions`;

const toAssignment = (r: AssignmentRow): Assignment => ({
  id: r.id,
  submissionId: r.submission_id,
  round: r.round,
  reviewerEmail: r.reviewer_email,
  givenNames: r.given_names,
  familyName: r.family_name,
  reviewerNumber: r.reviewer_number,
  state: r.state,
  dueDate: r.due_date,
  expiresAt: r.expires_at,
  invitedBy: r.invited_by,
  invitedAt: r.invited_at,
  respondedAt: r.responded_at,
  declineReason: r.decline_reason,
  competingInterests: r.competing_interests,
  cancelledAt: r.cancelled_at,
  reportSubmittedAt: r.report_submitted_at,
  questions: r.questions ?? [],
});

export async function insertAssignment(
  db: Queryable,
  a: { journalId?: string | null; questions?: ReviewQuestion[] } & Omit<
    Assignment,
    | 'state'
    | 'invitedAt'
    | 'respondedAt'
    | 'declineReason'
    | 'competingInterests'
    | 'cancelledAt'
    | 'reportSubmittedAt'
    | 'questions'
  >,
): Promise<Assignment> {
  const { rows } = await db.query<AssignmentRow>(
    `INSERT INTO review.assignments (id, submission_id, round, reviewer_email, given_names, family_name,
       reviewer_number, due_date, expires_at, invited_by, journal_id, questions)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING ${COLUMNS}`,
    [
      a.id,
      a.submissionId,
      a.round,
      a.reviewerEmail,
      a.givenNames,
      a.familyName,
      a.reviewerNumber,
      a.dueDate,
      a.expiresAt,
      a.invitedBy,
      a.journalId ?? null,
      JSON.stringify(a.questions ?? []),
    ],
  );
  return toAssignment(rows[0]!);
}

export async function findAssignment(
  db: Queryable,
  id: string,
  forUpdate = false,
): Promise<Assignment | undefined> {
  const { rows } = await db.query<AssignmentRow>(
    `SELECT ${COLUMNS} FROM review.assignments WHERE id = $1${forUpdate ? ' FOR UPDATE' : ''}`,
    [id],
  );
  return rows[0] ? toAssignment(rows[0]) : undefined;
}

export async function findAssignmentByTokenHash(
  db: Queryable,
  tokenHash: Buffer,
): Promise<Assignment | undefined> {
  const { rows } = await db.query<AssignmentRow>(
    `SELECT ${COLUMNS} FROM review.assignments
      WHERE id = (SELECT assignment_id FROM review.link_tokens WHERE token_hash = $1)`,
    [tokenHash],
  );
  return rows[0] ? toAssignment(rows[0]) : undefined;
}

export async function listAssignments(db: Queryable, submissionId: string): Promise<Assignment[]> {
  const { rows } = await db.query<AssignmentRow>(
    `SELECT ${COLUMNS} FROM review.assignments WHERE submission_id = $1 ORDER BY invited_at, id`,
    [submissionId],
  );
  return rows.map(toAssignment);
}

/** Assignments that may still need a reminder (scheduled again at start). */
export async function listOpenAssignments(db: Queryable): Promise<Assignment[]> {
  const { rows } = await db.query<AssignmentRow>(
    `SELECT ${COLUMNS} FROM review.assignments WHERE state IN ('invited', 'accepted') ORDER BY due_date`,
  );
  return rows.map(toAssignment);
}

export async function updateAssignmentState(
  db: Queryable,
  id: string,
  state: AssignmentState,
  extra: { declineReason?: string | null; competingInterests?: string } = {},
): Promise<Assignment> {
  const { rows } = await db.query<AssignmentRow>(
    `UPDATE review.assignments
        SET state = $2,
            responded_at = CASE WHEN $2 IN ('accepted', 'declined') THEN now() ELSE responded_at END,
            cancelled_at = CASE WHEN $2 = 'cancelled' THEN now() ELSE cancelled_at END,
            report_submitted_at = CASE WHEN $2 = 'report_submitted' THEN now() ELSE report_submitted_at END,
            decline_reason = CASE WHEN $2 = 'declined' THEN $3 ELSE decline_reason END,
            competing_interests = CASE WHEN $2 = 'accepted' THEN $4 ELSE competing_interests END,
            accepted_at = CASE WHEN $2 = 'accepted' THEN now() ELSE accepted_at END
      WHERE id = $1 RETURNING ${COLUMNS}`,
    [id, state, extra.declineReason ?? null, extra.competingInterests ?? null],
  );
  return toAssignment(rows[0]!);
}

export async function insertLinkToken(db: Queryable, assignmentId: string, tokenHash: Buffer) {
  await db.query('INSERT INTO review.link_tokens (token_hash, assignment_id) VALUES ($1, $2)', [
    tokenHash,
    assignmentId,
  ]);
}

/** Records that the reminder of this kind was sent for the assignment: false when it already was. */
export async function claimReminder(db: Queryable, assignmentId: string, kind: string): Promise<boolean> {
  const { rowCount } = await db.query(
    'INSERT INTO review.reminders (assignment_id, kind) VALUES ($1, $2) ON CONFLICT DO NOTHING',
    [assignmentId, kind],
  );
  return rowCount === 1;
}
