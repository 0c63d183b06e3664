import type { Queryable } from '@journal/db';

/** An assignment's state if this event is newer than the one already applied (or the first). */
export async function applyAssignmentState(
  db: Queryable,
  a: {
    assignmentId: string;
    submissionId: string;
    round: number;
    state: string;
    version: number;
    dueDate: string;
  },
): Promise<void> {
  await db.query(
    `INSERT INTO admin.review_assignments (assignment_id, submission_id, round, state, version, due_date)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (assignment_id) DO UPDATE
        SET state = EXCLUDED.state, version = EXCLUDED.version, due_date = EXCLUDED.due_date
      WHERE admin.review_assignments.version < EXCLUDED.version`,
    [a.assignmentId, a.submissionId, a.round, a.state, a.version, a.dueDate],
  );
}

export async function insertDecision(
  db: Queryable,
  d: { decisionId: string; submissionId: string; round: number; decision: string; decidedAt: string },
): Promise<void> {
  await db.query(
    `INSERT INTO admin.review_decisions (decision_id, submission_id, round, decision, decided_at)
     VALUES ($1, $2, $3, $4, $5) ON CONFLICT (decision_id) DO NOTHING`,
    [d.decisionId, d.submissionId, d.round, d.decision, d.decidedAt],
  );
}

export interface ReviewSummary {
  invited: number;
  accepted: number;
  declined: number;
  reports: number;
  last_decision: string | null;
}

const EMPTY: ReviewSummary = { invited: 0, accepted: 0, declined: 0, reports: 0, last_decision: null };

/**
 * Counts of the latest round's assignments and the last decision, for a page of submissions. `invited`
 * counts every live invitation (declined and cancelled ones apart), `accepted` those accepted or done.
 */
export async function reviewSummaries(db: Queryable, ids: string[]): Promise<Map<string, ReviewSummary>> {
  const summaries = new Map<string, ReviewSummary>(ids.map((id) => [id, { ...EMPTY }]));
  if (ids.length === 0) return summaries;
  const { rows } = await db.query<{ submission_id: string; state: string; n: number }>(
    `SELECT a.submission_id, a.state, count(*)::int AS n
       FROM admin.review_assignments a
      WHERE a.submission_id = ANY($1::uuid[])
        AND a.round = (SELECT max(round) FROM admin.review_assignments b WHERE b.submission_id = a.submission_id)
      GROUP BY a.submission_id, a.state`,
    [ids],
  );
  for (const row of rows) {
    const s = summaries.get(row.submission_id)!;
    if (row.state === 'declined') s.declined += row.n;
    if (row.state === 'invited' || row.state === 'accepted' || row.state === 'report_submitted')
      s.invited += row.n;
    if (row.state === 'accepted' || row.state === 'report_submitted') s.accepted += row.n;
    if (row.state === 'report_submitted') s.reports += row.n;
  }
  const decisions = await db.query<{ submission_id: string; decision: string }>(
    `SELECT DISTINCT ON (submission_id) submission_id, decision FROM admin.review_decisions
      WHERE submission_id = ANY($1::uuid[]) ORDER BY submission_id, decided_at DESC`,
    [ids],
  );
  for (const row of decisions.rows) summaries.get(row.submission_id)!.last_decision = row.decision;
  return summaries;
}
