import type { Queryable } from '@journal/db';
import type { ActivityEntry } from '../domain/activity/activity-entries';

/** Stores an event's entries once (a replayed event id writes nothing new). */
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
