import type { Queryable } from '@journal/db';

/** Who made an editor's correction (issue 42 item 3), as the activity and the author's mail name them. */
export interface MetadataEditor {
  userId: string;
  name: string;
  email: string;
  role: 'administrator' | 'manager' | 'editor' | 'handling-editor';
}

/** One changed field: its name in the body (`paperTitle`, `abstract`, ...) and its values. */
export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

export interface MetadataVersion {
  version: number;
  changedAt: Date;
  changedBy: MetadataEditor;
  changes: FieldChange[];
}

interface VersionRow {
  version: number;
  changed_at: Date;
  changed_by: MetadataEditor;
  changes: FieldChange[];
}

export async function insertMetadataVersion(
  db: Queryable,
  submissionId: string,
  entry: MetadataVersion,
): Promise<void> {
  await db.query(
    `INSERT INTO submission.metadata_versions (submission_id, version, changed_at, changed_by, changes)
     VALUES ($1, $2, $3, $4::jsonb, $5::jsonb)`,
    [
      submissionId,
      entry.version,
      entry.changedAt,
      JSON.stringify(entry.changedBy),
      JSON.stringify(entry.changes),
    ],
  );
}

/** A paper's corrections, newest first. */
export async function listMetadataVersions(db: Queryable, submissionId: string): Promise<MetadataVersion[]> {
  const { rows } = await db.query<VersionRow>(
    `SELECT version, changed_at, changed_by, changes FROM submission.metadata_versions
      WHERE submission_id = $1 ORDER BY version DESC`,
    [submissionId],
  );
  return rows.map((row) => ({
    version: row.version,
    changedAt: row.changed_at,
    changedBy: row.changed_by,
    changes: row.changes,
  }));
}
