import type { Queryable } from '@journal/db';

/** Where an attached file names its reviewer (libs/documents' finding, as stored). */
export interface AttachmentFinding {
  kind: string;
  value: string;
  where: string;
  count: number;
}

/** The one file a reviewer attached to their report (issue 42, item 5). */
export interface ReportAttachment {
  id: string;
  assignmentId: string;
  submissionId: string;
  storageKey: string;
  extension: 'doc' | 'docx' | 'pdf' | 'txt';
  originalName: string;
  size: number;
  sha256: string;
  findings: AttachmentFinding[];
  scanNote: string | null;
  uploadedAt: Date;
  sharedAt: Date | null;
  sharedBy: string | null;
}

interface Row {
  id: string;
  assignment_id: string;
  submission_id: string;
  storage_key: string;
  extension: ReportAttachment['extension'];
  original_name: string;
  size: number;
  sha256: string;
  findings: AttachmentFinding[];
  scan_note: string | null;
  uploaded_at: Date;
  shared_at: Date | null;
  shared_by: string | null;
}

const COLUMNS = `id, assignment_id, submission_id, storage_key, extension, original_name, size, sha256, findings,
  scan_note, uploaded_at, shared_at, shared_by`;

const toAttachment = (r: Row): ReportAttachment => ({
  id: r.id,
  assignmentId: r.assignment_id,
  submissionId: r.submission_id,
  storageKey: r.storage_key,
  extension: r.extension,
  originalName: r.original_name,
  size: r.size,
  sha256: r.sha256,
  findings: r.findings ?? [],
  scanNote: r.scan_note,
  uploadedAt: r.uploaded_at,
  sharedAt: r.shared_at,
  sharedBy: r.shared_by,
});

/**
 * Stores the assignment's file, replacing an earlier one (one file per report); answers the new record
 * and the storage key of the file it replaced, if any.
 */
export async function putAttachment(
  db: Queryable,
  a: Omit<ReportAttachment, 'uploadedAt' | 'sharedAt' | 'sharedBy'>,
): Promise<{ attachment: ReportAttachment; replacedKey: string | null }> {
  const { rows: before } = await db.query<{ storage_key: string }>(
    'SELECT storage_key FROM review.report_attachments WHERE assignment_id = $1 FOR UPDATE',
    [a.assignmentId],
  );
  const { rows } = await db.query<Row>(
    `INSERT INTO review.report_attachments (id, assignment_id, submission_id, storage_key, extension,
       original_name, size, sha256, findings, scan_note)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
     ON CONFLICT (assignment_id) DO UPDATE SET id = EXCLUDED.id, storage_key = EXCLUDED.storage_key,
       extension = EXCLUDED.extension, original_name = EXCLUDED.original_name, size = EXCLUDED.size,
       sha256 = EXCLUDED.sha256, findings = EXCLUDED.findings, scan_note = EXCLUDED.scan_note,
       uploaded_at = now(), shared_at = NULL, shared_by = NULL
     RETURNING ${COLUMNS}`,
    [
      a.id,
      a.assignmentId,
      a.submissionId,
      a.storageKey,
      a.extension,
      a.originalName,
      a.size,
      a.sha256,
      JSON.stringify(a.findings),
      a.scanNote,
    ],
  );
  return { attachment: toAttachment(rows[0]!), replacedKey: before[0]?.storage_key ?? null };
}

export async function findAttachmentOf(
  db: Queryable,
  assignmentId: string,
): Promise<ReportAttachment | undefined> {
  const { rows } = await db.query<Row>(
    `SELECT ${COLUMNS} FROM review.report_attachments WHERE assignment_id = $1`,
    [assignmentId],
  );
  return rows[0] ? toAttachment(rows[0]) : undefined;
}

export async function listAttachments(db: Queryable, submissionId: string): Promise<ReportAttachment[]> {
  const { rows } = await db.query<Row>(
    `SELECT ${COLUMNS} FROM review.report_attachments WHERE submission_id = $1 ORDER BY uploaded_at, id`,
    [submissionId],
  );
  return rows.map(toAttachment);
}

/** Marks the file as passed to the authors (kept when it already was). */
export async function shareAttachment(
  db: Queryable,
  assignmentId: string,
  sharedBy: string,
): Promise<ReportAttachment | undefined> {
  const { rows } = await db.query<Row>(
    `UPDATE review.report_attachments SET shared_at = coalesce(shared_at, now()),
       shared_by = coalesce(shared_by, $2)
      WHERE assignment_id = $1 RETURNING ${COLUMNS}`,
    [assignmentId, sharedBy],
  );
  return rows[0] ? toAttachment(rows[0]) : undefined;
}
