import type { Queryable } from '@journal/db';
import { handlingEditorFromColumns, type HandlingEditor } from '@journal/metadata';

/** A paper's handling editor as the dashboard shows it (issue 29 item 1). */
export type HandlingEditorView = HandlingEditor;

/**
 * Applies a handling editor assignment (null: unassigned) when its version is newer than the one held.
 * The submission's row exists by then (its creation comes first in the submission service's outbox);
 * an assignment for an unknown row changes nothing. Under lockSubmissions.
 */
export async function applyHandlingEditor(
  db: Queryable,
  submissionId: string,
  editor: HandlingEditorView | null,
  version: number,
): Promise<void> {
  await db.query(
    `UPDATE admin.submissions
        SET handling_editor_id = $2, handling_editor_name = $3, handling_editor_email = $4, handling_editor_version = $5
      WHERE id = $1 AND handling_editor_version < $5`,
    [submissionId, editor?.userId ?? null, editor?.name ?? null, editor?.email ?? null, version],
  );
}

/** A revision opens the round of its version (rounds are version numbers) and is remembered by time. */
export async function applyRevision(
  db: Queryable,
  submissionId: string,
  fileVersion: number,
  submittedAt: string,
): Promise<void> {
  await db.query(
    `UPDATE admin.submissions
        SET current_round = greatest(current_round, $2),
            last_revision_at = CASE WHEN last_revision_at IS NULL OR last_revision_at < $3::timestamptz
                                    THEN $3::timestamptz ELSE last_revision_at END
      WHERE id = $1`,
    [submissionId, fileVersion, submittedAt],
  );
}

/** The journal's reviewer target, kept only from the event that holds the journal row's version. */
export async function applyRequiredReviewers(
  db: Queryable,
  slug: string,
  requiredReviewers: number,
  version: number,
): Promise<void> {
  await db.query('UPDATE admin.journals SET required_reviewers = $2 WHERE slug = $1 AND version = $3', [
    slug,
    requiredReviewers,
    version,
  ]);
}

export const NEXT_ACTIONS = [
  'ready_to_publish',
  'revision_received',
  'revision_requested',
  'assign_editor',
  'needs_decision',
  'reviews_overdue',
  'invite_reviewers',
  'awaiting_reviews',
] as const;
export type NextAction = (typeof NEXT_ACTIONS)[number];

/** One row's to-do facts (the view of migration 006). */
export interface EditorialProgress {
  handling_editor: HandlingEditorView | null;
  next_action: NextAction | null;
  round: number;
  /** Reports in the round, of the round's live invitations (pending, accepted or reported). */
  progress: { reports: number; reviewers: number };
}

/** The to-do facts of a page of rows, keyed by submission id. */
export async function editorialProgressOf(
  db: Queryable,
  ids: string[],
): Promise<Map<string, EditorialProgress>> {
  const found = new Map<string, EditorialProgress>();
  if (ids.length === 0) return found;
  const { rows } = await db.query<{
    id: string;
    handling_editor_id: string | null;
    handling_editor_name: string | null;
    handling_editor_email: string | null;
    next_action: NextAction | null;
    round: number;
    reports: number;
    reviewers: number;
  }>(
    `SELECT s.id, s.handling_editor_id, s.handling_editor_name, s.handling_editor_email, p.next_action, p.round,
            p.reports::int AS reports, p.reviewers::int AS reviewers
       FROM admin.submissions s JOIN admin.submission_progress p ON p.id = s.id
      WHERE s.id = ANY($1::uuid[])`,
    [ids],
  );
  for (const row of rows)
    found.set(row.id, {
      handling_editor: handlingEditorFromColumns(row),
      next_action: row.next_action,
      round: row.round,
      progress: { reports: row.reports, reviewers: row.reviewers },
    });
  return found;
}
