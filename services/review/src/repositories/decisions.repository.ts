import type { Queryable } from '@journal/db';
import type { EditorDecision } from '@journal/events';

export interface Decision {
  id: string;
  submissionId: string;
  round: number;
  decision: EditorDecision;
  message: string;
  decidedBy: string;
  decidedAt: Date;
  /** `answers`: the report's answers to questions visible to the author (issue 42, item 5). */
  comments: {
    reviewer: string;
    commentsToAuthor: string;
    answers?: { question: string; answer: string }[];
  }[];
}

interface DecisionRow {
  id: string;
  submission_id: string;
  round: number;
  decision: Decision['decision'];
  message: string;
  decided_by: string;
  decided_at: Date;
  comments: Decision['comments'];
}

const COLUMNS = 'id, submission_id, round, decision, message, decided_by, decided_at, comments';

const toDecision = (r: DecisionRow): Decision => ({
  id: r.id,
  submissionId: r.submission_id,
  round: r.round,
  decision: r.decision,
  message: r.message,
  decidedBy: r.decided_by,
  decidedAt: r.decided_at,
  comments: r.comments,
});

export async function insertDecision(db: Queryable, d: Omit<Decision, 'decidedAt'>): Promise<Decision> {
  const { rows } = await db.query<DecisionRow>(
    `INSERT INTO review.decisions (id, submission_id, round, decision, message, decided_by, comments)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${COLUMNS}`,
    [d.id, d.submissionId, d.round, d.decision, d.message, d.decidedBy, JSON.stringify(d.comments)],
  );
  return toDecision(rows[0]!);
}

/** The round's one decision (decisions marked superseded predate the one-per-round rule). */
export async function findRoundDecision(
  db: Queryable,
  submissionId: string,
  round: number,
): Promise<Decision | undefined> {
  const { rows } = await db.query<DecisionRow>(
    `SELECT ${COLUMNS} FROM review.decisions WHERE submission_id = $1 AND round = $2 AND NOT superseded`,
    [submissionId, round],
  );
  return rows[0] ? toDecision(rows[0]) : undefined;
}

export async function findDecision(db: Queryable, id: string): Promise<Decision | undefined> {
  const { rows } = await db.query<DecisionRow>(`SELECT ${COLUMNS} FROM review.decisions WHERE id = $1`, [id]);
  return rows[0] ? toDecision(rows[0]) : undefined;
}

export async function listDecisions(db: Queryable, submissionId: string): Promise<Decision[]> {
  const { rows } = await db.query<DecisionRow>(
    `SELECT ${COLUMNS} FROM review.decisions WHERE submission_id = $1 ORDER BY decided_at, id`,
    [submissionId],
  );
  return rows.map(toDecision);
}
