import type { Queryable } from '@journal/db';
import { listBySubmission } from './by-submission';
import type { SubmissionStatus } from '@journal/events';
import type { StatusHistoryEntry } from './submission.types';

interface HistoryRow {
  submission_id: string;
  from_status: SubmissionStatus | null;
  to_status: SubmissionStatus;
  changed_by: string;
  changed_at: Date;
  without_review: boolean;
  retraction_kind: 'retraction' | 'withdrawal' | null;
  retraction_reason: string | null;
}

export async function appendStatusHistory(
  db: Queryable,
  submissionId: string,
  entry: StatusHistoryEntry,
): Promise<void> {
  await db.query(
    `INSERT INTO submission.status_history (submission_id, from_status, to_status, changed_by, changed_at)
     VALUES ($1, $2, $3, $4, $5)`,
    [submissionId, entry.fromStatus, entry.toStatus, entry.changedBy, entry.changedAt],
  );
}

/** History of several submissions, oldest entry first, keyed by submission id. */
export function listStatusHistory(
  db: Queryable,
  submissionIds: string[],
): Promise<Map<string, StatusHistoryEntry[]>> {
  return listBySubmission(
    db,
    submissionIds,
    `SELECT submission_id, from_status, to_status, changed_by, changed_at, without_review, retraction_kind,
            retraction_reason
       FROM submission.status_history WHERE submission_id = ANY($1::uuid[]) ORDER BY submission_id, id`,
    (row: HistoryRow): StatusHistoryEntry => ({
      fromStatus: row.from_status,
      toStatus: row.to_status,
      changedBy: row.changed_by,
      changedAt: row.changed_at,
      withoutReview: row.without_review,
      ...(row.retraction_kind
        ? { retraction: { kind: row.retraction_kind, reason: row.retraction_reason ?? '' } }
        : {}),
    }),
  );
}
