import type { Queryable } from '@journal/db';
import { SCHEMA } from './schema';

/** One supplementary file of a paper (issue 42 item 8), as stored. */
export interface SupplementaryFile {
  id: string;
  submissionId: string;
  key: string;
  originalName: string;
  size: number;
  mediaType: string;
  sha256: string;
  description: string;
  uploadedAt: Date;
  uploadedBy: string;
}

interface Row {
  id: string;
  submission_id: string;
  file_key: string;
  original_name: string;
  file_size: string;
  media_type: string;
  sha256: string;
  description: string;
  uploaded_at: Date;
  uploaded_by: string;
}

const COLUMNS =
  'id, submission_id, file_key, original_name, file_size, media_type, sha256, description, uploaded_at, uploaded_by';

const toFile = (row: Row): SupplementaryFile => ({
  id: row.id,
  submissionId: row.submission_id,
  key: row.file_key,
  originalName: row.original_name,
  size: Number(row.file_size),
  mediaType: row.media_type,
  sha256: row.sha256,
  description: row.description,
  uploadedAt: row.uploaded_at,
  uploadedBy: row.uploaded_by,
});

export async function insertSupplementaryFile(
  db: Queryable,
  file: Omit<SupplementaryFile, 'uploadedAt'> & { uploadedAt?: Date },
): Promise<SupplementaryFile> {
  const { rows } = await db.query<Row>(
    `INSERT INTO ${SCHEMA}.supplementary_files
       (id, submission_id, file_key, original_name, file_size, media_type, sha256, description, uploaded_at,
        uploaded_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, coalesce($9, now()), $10)
     RETURNING ${COLUMNS}`,
    [
      file.id,
      file.submissionId,
      file.key,
      file.originalName,
      file.size,
      file.mediaType,
      file.sha256,
      file.description,
      file.uploadedAt ?? null,
      file.uploadedBy,
    ],
  );
  return toFile(rows[0]!);
}

/** A paper's supplementary files in the order they were added (and sent). */
export async function listSupplementaryFiles(
  db: Queryable,
  submissionId: string,
): Promise<SupplementaryFile[]> {
  const { rows } = await db.query<Row>(
    `SELECT ${COLUMNS} FROM ${SCHEMA}.supplementary_files WHERE submission_id = $1
     ORDER BY seq`,
    [submissionId],
  );
  return rows.map(toFile);
}

export async function findSupplementaryFile(
  db: Queryable,
  submissionId: string,
  fileId: string,
): Promise<SupplementaryFile | undefined> {
  const { rows } = await db.query<Row>(
    `SELECT ${COLUMNS} FROM ${SCHEMA}.supplementary_files WHERE submission_id = $1 AND id = $2`,
    [submissionId, fileId],
  );
  return rows[0] ? toFile(rows[0]) : undefined;
}

/** Removes the row; answers it (its key, for storage) or undefined when there was none. */
export async function deleteSupplementaryFile(
  db: Queryable,
  submissionId: string,
  fileId: string,
): Promise<SupplementaryFile | undefined> {
  const { rows } = await db.query<Row>(
    `DELETE FROM ${SCHEMA}.supplementary_files WHERE submission_id = $1 AND id = $2 RETURNING ${COLUMNS}`,
    [submissionId, fileId],
  );
  return rows[0] ? toFile(rows[0]) : undefined;
}
