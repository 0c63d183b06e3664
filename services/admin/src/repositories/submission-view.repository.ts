import type { Queryable } from '@journal/db';
import type { CoAuthor } from '@journal/metadata';

/** Title, abstract, keywords and co-authors (issue 11); they change with the submission's version. */
export interface SubmissionMetadata {
  abstract: string;
  keywords: string[];
  coAuthors: CoAuthor[];
}

/** What the dashboard search finds besides names, email and title: co-author names and keywords. */
export function metadataSearchText(metadata: SubmissionMetadata): string {
  return [...metadata.coAuthors.map((c) => `${c.givenNames} ${c.familyName}`), ...metadata.keywords].join(
    ' ',
  );
}

/** A submission's full listing state at `version`, from an event or from the submission service. */
export interface SubmissionState {
  id: string;
  authorId: string;
  email: string;
  givenNames: string;
  familyName: string;
  paperTitle: string;
  journalId: string;
  journalName: string;
  journalIcon: string;
  status: string;
  metadata: SubmissionMetadata;
  updatedAt: string;
  version: number;
  /**
   * The creation facts (submission time, file). Absent for submission.status_changed, which does not
   * carry them: `submittedAt` is then a provisional value replaced once the creation facts arrive.
   */
  origin: { submittedAt: string; file: { extension: string } | null } | null;
  provisionalSubmittedAt?: string;
}

export interface AuthorState {
  submissionId: string;
  email: string;
  givenNames: string;
  familyName: string;
  version: number;
}

/**
 * Serialises every change of one submission's row (event handlers of several instances, the direct
 * apply after a status command) until the caller's transaction ends. Call inside a transaction.
 */
async function lockSubmission(db: Queryable, id: string): Promise<void> {
  await db.query(`SELECT pg_advisory_xact_lock(hashtextextended('admin.submissions:' || $1, 0))`, [id]);
}

/**
 * Upserts a row so that it ends in the newest state whatever order events arrive in: status, title,
 * metadata and journal only from a newer version, author fields only from a newer author version, creation
 * facts only once (they never change). Call inside a transaction. Then merges an author update that arrived before the row.
 */
export async function applySubmissionState(db: Queryable, s: SubmissionState): Promise<void> {
  await lockSubmission(db, s.id);
  const file = s.origin?.file ?? null;
  await db.query(
    `INSERT INTO admin.submissions AS s
       (id, author_id, email, given_names, family_name, paper_title, journal_id, journal_name, journal_icon, status,
        has_file, file_extension, submitted_at, updated_at, version, author_version, origin_known,
        abstract, keywords, co_authors, metadata_search)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $15, $16, $17, $18, $19, $20)
     ON CONFLICT (id) DO UPDATE SET
       submitted_at       = CASE WHEN NOT s.origin_known AND excluded.origin_known THEN excluded.submitted_at ELSE s.submitted_at END,
       has_file           = CASE WHEN NOT s.origin_known AND excluded.origin_known THEN excluded.has_file ELSE s.has_file END,
       file_extension     = CASE WHEN NOT s.origin_known AND excluded.origin_known THEN excluded.file_extension ELSE s.file_extension END,
       origin_known       = s.origin_known OR excluded.origin_known,
       paper_title  = CASE WHEN excluded.version > s.version THEN excluded.paper_title ELSE s.paper_title END,
       journal_id   = CASE WHEN excluded.version > s.version THEN excluded.journal_id ELSE s.journal_id END,
       journal_name = CASE WHEN excluded.version > s.version THEN excluded.journal_name ELSE s.journal_name END,
       journal_icon = CASE WHEN excluded.version > s.version THEN excluded.journal_icon ELSE s.journal_icon END,
       status       = CASE WHEN excluded.version > s.version THEN excluded.status ELSE s.status END,
       abstract     = CASE WHEN excluded.version > s.version THEN excluded.abstract ELSE s.abstract END,
       keywords     = CASE WHEN excluded.version > s.version THEN excluded.keywords ELSE s.keywords END,
       co_authors   = CASE WHEN excluded.version > s.version THEN excluded.co_authors ELSE s.co_authors END,
       metadata_search = CASE WHEN excluded.version > s.version THEN excluded.metadata_search ELSE s.metadata_search END,
       updated_at   = CASE WHEN excluded.version > s.version THEN excluded.updated_at ELSE s.updated_at END,
       version      = greatest(s.version, excluded.version),
       email        = CASE WHEN excluded.author_version > s.author_version THEN excluded.email ELSE s.email END,
       given_names  = CASE WHEN excluded.author_version > s.author_version THEN excluded.given_names ELSE s.given_names END,
       family_name  = CASE WHEN excluded.author_version > s.author_version THEN excluded.family_name ELSE s.family_name END,
       author_version = greatest(s.author_version, excluded.author_version)`,
    [
      s.id,
      s.authorId,
      s.email,
      s.givenNames,
      s.familyName,
      s.paperTitle,
      s.journalId,
      s.journalName,
      s.journalIcon,
      s.status,
      file !== null,
      file?.extension ?? null,
      s.origin?.submittedAt ?? s.provisionalSubmittedAt ?? s.updatedAt,
      s.updatedAt,
      s.version,
      s.origin !== null,
      s.metadata.abstract,
      s.metadata.keywords,
      JSON.stringify(s.metadata.coAuthors),
      metadataSearchText(s.metadata),
    ],
  );
  await db.query(
    `WITH pending AS (DELETE FROM admin.pending_author_updates WHERE submission_id = $1 RETURNING *)
     UPDATE admin.submissions s
        SET email = pending.email, given_names = pending.given_names, family_name = pending.family_name, author_version = pending.version
       FROM pending
      WHERE s.id = pending.submission_id AND pending.version > s.author_version`,
    [s.id],
  );
}

/** Applies newer author fields; parks them when the row does not exist yet. */
export async function applyAuthorState(db: Queryable, a: AuthorState): Promise<void> {
  await lockSubmission(db, a.submissionId);
  const updated = await db.query(
    `UPDATE admin.submissions SET email = $2, given_names = $3, family_name = $4, author_version = $5
      WHERE id = $1 AND author_version < $5`,
    [a.submissionId, a.email, a.givenNames, a.familyName, a.version],
  );
  if ((updated.rowCount ?? 0) > 0) return;
  const exists = await db.query('SELECT 1 FROM admin.submissions WHERE id = $1', [a.submissionId]);
  if ((exists.rowCount ?? 0) > 0) return; // a stale update: the row already has newer author fields
  await db.query(
    `INSERT INTO admin.pending_author_updates AS p (submission_id, email, given_names, family_name, version)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (submission_id) DO UPDATE
        SET email = excluded.email, given_names = excluded.given_names, family_name = excluded.family_name, version = excluded.version
      WHERE p.version < excluded.version`,
    [a.submissionId, a.email, a.givenNames, a.familyName, a.version],
  );
}
