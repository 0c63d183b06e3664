import type { Queryable } from '@journal/db';
import { listBySubmission } from './by-submission';

export interface AuthorDecision {
  id: string;
  submissionId: string;
  round: number;
  decision: 'accept' | 'reject' | 'revisions';
  message: string;
  decidedBy: string;
  decidedAt: Date;
  comments: { reviewer: string; commentsToAuthor: string }[];
}

interface DecisionRow {
  id: string;
  submission_id: string;
  round: number;
  decision: AuthorDecision['decision'];
  message: string;
  decided_by: string;
  decided_at: Date;
  comments: AuthorDecision['comments'];
}

/** Stores a decision once (its id is the review service's); false when it was already there. */
export async function insertDecisionOnce(db: Queryable, d: AuthorDecision): Promise<boolean> {
  const { rowCount } = await db.query(
    `INSERT INTO submission.decisions (id, submission_id, round, decision, message, decided_by, decided_at, comments)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (id) DO NOTHING`,
    [
      d.id,
      d.submissionId,
      d.round,
      d.decision,
      d.message,
      d.decidedBy,
      d.decidedAt,
      JSON.stringify(d.comments),
    ],
  );
  return rowCount === 1;
}

/** Whether another decision of the same round was recorded first (the round's one decision). */
export async function roundDecidedBefore(db: Queryable, d: AuthorDecision): Promise<boolean> {
  const { rowCount } = await db.query(
    'SELECT 1 FROM submission.decisions WHERE submission_id = $1 AND round = $2 AND id <> $3 LIMIT 1',
    [d.submissionId, d.round, d.id],
  );
  return (rowCount ?? 0) > 0;
}

export async function findDecision(db: Queryable, id: string): Promise<AuthorDecision | undefined> {
  const { rows } = await db.query<DecisionRow>(
    'SELECT id, submission_id, round, decision, message, decided_by, decided_at, comments FROM submission.decisions WHERE id = $1',
    [id],
  );
  return rows[0] ? toDecision(rows[0]) : undefined;
}

/** Decisions of several submissions, oldest first, keyed by submission id. */
export function listDecisions(
  db: Queryable,
  submissionIds: string[],
): Promise<Map<string, AuthorDecision[]>> {
  return listBySubmission(
    db,
    submissionIds,
    `SELECT id, submission_id, round, decision, message, decided_by, decided_at, comments
       FROM submission.decisions WHERE submission_id = ANY($1::uuid[]) ORDER BY decided_at, id`,
    toDecision,
  );
}

function toDecision(row: DecisionRow): AuthorDecision {
  return {
    id: row.id,
    submissionId: row.submission_id,
    round: row.round,
    decision: row.decision,
    message: row.message,
    decidedBy: row.decided_by,
    decidedAt: row.decided_at,
    comments: row.comments,
  };
}

/** The author's view (profile `decisions`): comments numbered, never named. */
export function authorDecisionView(d: AuthorDecision) {
  return {
    id: d.id,
    round: d.round,
    decision: d.decision,
    message: d.message,
    date: d.decidedAt.toISOString(),
    comments: d.comments.map((c) => ({ reviewer: c.reviewer, comments_to_author: c.commentsToAuthor })),
  };
}
