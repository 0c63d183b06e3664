import type { Queryable } from '@journal/db';

export type ActivityRole = 'author' | 'editor' | 'reviewer' | 'system';
export interface ActivityActor {
  name: string | null;
  email: string | null;
  role: ActivityRole;
}

/** One entry of `GET /api/admin/submissions/{id}/activity` (docs/api.md). */
export interface ActivityEntry {
  at: string;
  actor: ActivityActor;
  action:
    | 'submitted'
    | 'metadata_edited'
    | 'metadata_corrected'
    | 'editor_assigned'
    | 'reviewer_invited'
    | 'review_accepted'
    | 'review_declined'
    | 'invitation_cancelled'
    | 'report_submitted'
    | 'decision_recorded'
    | 'revision_submitted'
    | 'status_changed'
    | 'published'
    | 'proof_sent'
    | 'proof_answered'
    | 'conversion_failed'
    | 'conflict_overridden'
    | 'findings_confirmed'
    | 'mail_sent';
  details: Record<string, unknown>;
}

/**
 * Stores an event's log entries once (a replayed event id writes nothing new), in the transaction of the
 * consumer that handles the event (admin.read-model or admin.review-summary: one processed_events table
 * per service, so one group per event type).
 */
export async function insertActivity(
  db: Queryable,
  eventId: string,
  submissionId: string,
  entries: ActivityEntry[],
): Promise<void> {
  if (entries.length === 0) return;
  await db.query(
    `INSERT INTO admin.activity (event_id, seq, submission_id, at, actor, action, details)
     SELECT $1::uuid, e.seq::smallint, $2::uuid, e.at, e.actor, e.action, e.details
       FROM jsonb_to_recordset($3::jsonb) AS e(seq int, at timestamptz, actor jsonb, action text, details jsonb)
     ON CONFLICT (event_id, seq) DO NOTHING`,
    [eventId, submissionId, JSON.stringify(entries.map((entry, seq) => ({ seq, ...entry })))],
  );
}

/** A paper's entries, oldest first (an event's entries in their order). */
export async function listActivity(db: Queryable, submissionId: string): Promise<ActivityEntry[]> {
  const { rows } = await db.query<{ at: Date } & Omit<ActivityEntry, 'at'>>(
    `SELECT at, actor, action, details FROM admin.activity WHERE submission_id = $1 ORDER BY at, event_id, seq`,
    [submissionId],
  );
  return rows.map((row) => ({ ...row, at: row.at.toISOString() }));
}
