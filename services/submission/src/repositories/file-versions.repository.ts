import type { Queryable } from '@journal/db';
import { SCHEMA } from './schema';

export interface FileVersion {
  number: number;
  key: string;
  size: number;
  contentType: string;
  originalName: string;
  uploadedAt: Date;
  uploadedBy: string;
  responseToReviewers: string | null;
}

interface VersionRow {
  number: number;
  file_key: string;
  file_size: string;
  file_type: string;
  file_original_name: string;
  uploaded_at: Date;
  uploaded_by: string;
  response_to_reviewers: string | null;
}

const toVersion = (row: VersionRow): FileVersion => ({
  number: row.number,
  key: row.file_key,
  size: Number(row.file_size),
  contentType: row.file_type,
  originalName: row.file_original_name,
  uploadedAt: row.uploaded_at,
  uploadedBy: row.uploaded_by,
  responseToReviewers: row.response_to_reviewers,
});

const COLUMNS =
  'number, file_key, file_size, file_type, file_original_name, uploaded_at, uploaded_by, response_to_reviewers';

export async function insertFileVersion(
  db: Queryable,
  submissionId: string,
  version: Omit<FileVersion, 'uploadedAt'> & { uploadedAt?: Date },
): Promise<void> {
  await db.query(
    `INSERT INTO submission.file_versions
       (submission_id, number, file_key, file_size, file_type, file_original_name, uploaded_at, uploaded_by,
        response_to_reviewers)
     VALUES ($1, $2, $3, $4, $5, $6, coalesce($7, now()), $8, $9)`,
    [
      submissionId,
      version.number,
      version.key,
      version.size,
      version.contentType,
      version.originalName,
      version.uploadedAt ?? null,
      version.uploadedBy,
      version.responseToReviewers,
    ],
  );
}

/** Every version of a submission, oldest first. */
export async function listFileVersions(db: Queryable, submissionId: string): Promise<FileVersion[]> {
  const { rows } = await db.query<VersionRow>(
    `SELECT ${COLUMNS} FROM submission.file_versions WHERE submission_id = $1 ORDER BY number`,
    [submissionId],
  );
  return rows.map(toVersion);
}

export async function findFileVersion(
  db: Queryable,
  submissionId: string,
  number: number,
): Promise<FileVersion | undefined> {
  const { rows } = await db.query<VersionRow>(
    `SELECT ${COLUMNS} FROM submission.file_versions WHERE submission_id = $1 AND number = $2`,
    [submissionId, number],
  );
  return rows[0] ? toVersion(rows[0]) : undefined;
}

/** Whether any row points at this stored object (a paper's file, a version's, a reviewers' copy). */
export async function isFileReferenced(db: Queryable, key: string): Promise<boolean> {
  const { rowCount } = await db.query(
    `SELECT 1 FROM ${SCHEMA}.submissions WHERE file_key = $1
     UNION ALL SELECT 1 FROM ${SCHEMA}.file_versions WHERE file_key = $1
     UNION ALL SELECT 1 FROM ${SCHEMA}.reviewer_copies WHERE file_key = $1
     UNION ALL SELECT 1 FROM ${SCHEMA}.supplementary_files WHERE file_key = $1`,
    [key],
  );
  return Boolean(rowCount);
}
