import type { Queryable } from '@journal/db';
import type { SupplementaryFilePayload } from '@journal/events';
import { UUID } from './ids';

/** One supplementary file an article lists (issue 42 item 8). */
export interface ArticleSupplementaryFile {
  id: string;
  name: string;
  size: number;
  mediaType: string;
  sha256: string;
  description: string;
}

/** The list the change to published announced, in its order; what was listed before is replaced. */
export async function replaceSupplementaryFiles(
  db: Queryable,
  submissionId: string,
  files: SupplementaryFilePayload[],
): Promise<void> {
  await db.query('DELETE FROM publishing.article_supplementary_files WHERE submission_id = $1', [
    submissionId,
  ]);
  if (files.length === 0) return;
  await db.query(
    `INSERT INTO publishing.article_supplementary_files
       (submission_id, file_id, position, name, file_size, media_type, sha256, description)
     SELECT $1, f.id, f.position, f.name, f.size, f.media_type, f.sha256, f.description
       FROM jsonb_to_recordset($2::jsonb)
         AS f(id uuid, position integer, name text, size bigint, media_type text, sha256 text, description text)`,
    [
      submissionId,
      JSON.stringify(
        files.map((file, position) => ({
          id: file.id,
          position,
          name: file.name,
          size: file.size,
          media_type: file.mediaType,
          sha256: file.sha256,
          description: file.description,
        })),
      ),
    ],
  );
}

/** The article's files as a JSON array column (the table's alias is `a`), for the detail reads only. */
export const SUPPLEMENTARY_COLUMN = `coalesce((SELECT json_agg(json_build_object('id', s.file_id, 'name', s.name,
    'size', s.file_size::float8, 'mediaType', s.media_type, 'sha256', s.sha256, 'description', s.description)
    ORDER BY s.position) FROM publishing.article_supplementary_files s WHERE s.submission_id = a.id), '[]')
  AS "supplementaryFiles"`;

export async function findSupplementaryFile(
  db: Queryable,
  submissionId: string,
  fileId: string,
): Promise<ArticleSupplementaryFile | undefined> {
  if (!UUID.test(submissionId) || !UUID.test(fileId)) return undefined;
  const { rows } = await db.query<ArticleSupplementaryFile>(
    `SELECT file_id AS id, name, file_size::float8 AS size, media_type AS "mediaType", sha256, description
       FROM publishing.article_supplementary_files WHERE submission_id = $1 AND file_id = $2`,
    [submissionId, fileId],
  );
  return rows[0];
}
