import type { Queryable } from '@journal/db';
import type { Finding } from '@journal/documents';

export type ReviewerCopyState = 'pending' | 'ready' | 'unavailable';

export interface ReviewerCopyRow {
  submissionId: string;
  version: number;
  source: 'automatic' | 'editor';
  state: ReviewerCopyState;
  /** null on a ready automatic row: the original as it is. */
  key: string | null;
  size: number | null;
  contentType: string | null;
  originalName: string | null;
  reason: string | null;
  /** null until scanned. */
  findings: Finding[] | null;
  /**
   * What the automatic copy removed of the author's original (information for the editor, never a
   * warning); null until scanned, or for rows scanned before it was recorded.
   */
  removedFindings: Finding[] | null;
  uploadedBy: string | null;
  /** When an editor uploaded it (null for automatic copies). */
  uploadedAt: Date | null;
  updatedAt: Date;
}

interface Row {
  submission_id: string;
  version: number;
  source: 'automatic' | 'editor';
  state: ReviewerCopyState;
  file_key: string | null;
  file_size: string | null;
  file_type: string | null;
  file_original_name: string | null;
  reason: string | null;
  findings: Finding[] | null;
  removed_findings: Finding[] | null;
  uploaded_by: string | null;
  uploaded_at: Date | null;
  updated_at: Date;
}

const toCopy = (r: Row): ReviewerCopyRow => ({
  submissionId: r.submission_id,
  version: r.version,
  source: r.source,
  state: r.state,
  key: r.file_key,
  size: r.file_size === null ? null : Number(r.file_size),
  contentType: r.file_type,
  originalName: r.file_original_name,
  reason: r.reason,
  findings: r.findings,
  removedFindings: r.removed_findings,
  uploadedBy: r.uploaded_by,
  uploadedAt: r.uploaded_at,
  updatedAt: r.updated_at,
});

/** A new version's copy is pending from the version's own transaction on. */
export async function insertPendingReviewerCopy(db: Queryable, submissionId: string, version: number) {
  await db.query(
    `INSERT INTO submission.reviewer_copies (submission_id, version) VALUES ($1, $2) ON CONFLICT DO NOTHING`,
    [submissionId, version],
  );
}

export async function findReviewerCopy(
  db: Queryable,
  submissionId: string,
  version: number,
  forUpdate = false,
): Promise<ReviewerCopyRow | undefined> {
  const { rows } = await db.query<Row>(
    `SELECT * FROM submission.reviewer_copies WHERE submission_id = $1 AND version = $2${forUpdate ? ' FOR UPDATE' : ''}`,
    [submissionId, version],
  );
  return rows[0] ? toCopy(rows[0]) : undefined;
}

/** Rows whose copy or scan is still to be made, oldest first. */
export async function listUncheckedReviewerCopies(db: Queryable, limit: number) {
  const { rows } = await db.query<{ submission_id: string; version: number }>(
    `SELECT submission_id, version FROM submission.reviewer_copies WHERE findings IS NULL
     ORDER BY updated_at LIMIT $1`,
    [limit],
  );
  return rows.map((r) => ({ submissionId: r.submission_id, version: r.version }));
}

/**
 * The automatic copy and its scan, recorded only if the row is still the pending automatic one (an
 * editor's upload meanwhile wins); false when it was not.
 */
export async function completeAutomaticCopy(
  db: Queryable,
  done: {
    submissionId: string;
    version: number;
    state: 'ready' | 'unavailable';
    key: string | null;
    size: number | null;
    contentType: string | null;
    originalName: string | null;
    reason: string | null;
    findings: Finding[];
    removedFindings: Finding[];
  },
): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE submission.reviewer_copies
        SET state = $3, file_key = $4, file_size = $5, file_type = $6, file_original_name = $7, reason = $8,
            findings = $9, removed_findings = $10, updated_at = now()
      WHERE submission_id = $1 AND version = $2 AND source = 'automatic' AND state = 'pending'`,
    [
      done.submissionId,
      done.version,
      done.state,
      done.key,
      done.size,
      done.contentType,
      done.originalName,
      done.reason,
      JSON.stringify(done.findings),
      JSON.stringify(done.removedFindings),
    ],
  );
  return rowCount === 1;
}

/**
 * The scan of a copy already in place (an editor's file, or a rescan after the authors changed),
 * recorded only if that file is still the one in place and no scan was recorded meanwhile.
 */
export async function recordScan(
  db: Queryable,
  submissionId: string,
  version: number,
  key: string | null,
  findings: Finding[],
  removedFindings: Finding[],
): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE submission.reviewer_copies SET findings = $4, removed_findings = $5, updated_at = now()
      WHERE submission_id = $1 AND version = $2 AND state <> 'pending' AND file_key IS NOT DISTINCT FROM $3
        AND findings IS NULL`,
    [submissionId, version, key, JSON.stringify(findings), JSON.stringify(removedFindings)],
  );
  return rowCount === 1;
}

/** The authors changed (co-authors edited): the current version's scan is made again. */
export async function resetCurrentScan(db: Queryable, submissionId: string): Promise<void> {
  await db.query(
    `UPDATE submission.reviewer_copies rc SET findings = NULL, updated_at = now()
       FROM submission.submissions s
      WHERE s.id = $1 AND rc.submission_id = s.id AND rc.version = s.file_version AND rc.state <> 'pending'`,
    [submissionId],
  );
}

/** An editor's anonymous version replaces whatever reviewers would have got for this version. */
export async function putEditorCopy(
  db: Queryable,
  copy: {
    submissionId: string;
    version: number;
    key: string;
    size: number;
    contentType: string;
    originalName: string;
    uploadedBy: string;
  },
): Promise<ReviewerCopyRow> {
  const { rows } = await db.query<Row>(
    `INSERT INTO submission.reviewer_copies
       (submission_id, version, source, state, file_key, file_size, file_type, file_original_name, uploaded_by,
        uploaded_at)
     VALUES ($1, $2, 'editor', 'ready', $3, $4, $5, $6, $7, now())
     ON CONFLICT (submission_id, version) DO UPDATE
       SET source = 'editor', state = 'ready', file_key = EXCLUDED.file_key, file_size = EXCLUDED.file_size,
           file_type = EXCLUDED.file_type, file_original_name = EXCLUDED.file_original_name, reason = NULL,
           findings = NULL, removed_findings = NULL, uploaded_by = EXCLUDED.uploaded_by, uploaded_at = now(), updated_at = now()
     RETURNING *`,
    [
      copy.submissionId,
      copy.version,
      copy.key,
      copy.size,
      copy.contentType,
      copy.originalName,
      copy.uploadedBy,
    ],
  );
  return toCopy(rows[0]!);
}
