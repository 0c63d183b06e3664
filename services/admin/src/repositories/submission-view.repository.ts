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
 * Serialises every change of the submissions' rows (event handlers of several instances) until the caller's
 * transaction ends: one statement for a batch's submissions, taken in one order (sorted) so that two batches
 * sharing submissions cannot deadlock. Call inside a transaction, before applying their events.
 */
export async function lockSubmissions(db: Queryable, ids: readonly string[]): Promise<void> {
  const sorted = [...new Set(ids)].sort();
  if (sorted.length === 0) return;
  // Volatile functions in the target list run after ORDER BY, so the locks are taken in the sorted order.
  await db.query(
    `SELECT pg_advisory_xact_lock(hashtextextended('admin.submissions:' || id, 0))
       FROM unnest($1::text[]) AS id ORDER BY id`,
    [sorted],
  );
}

/**
 * Upserts a row so that it ends in the newest state whatever order events arrive in: status, title,
 * metadata and journal only from a newer version, author fields only from the newest author version among
 * the row, the event and an author update that arrived before the row (parked, and taken here in the same
 * statement), creation facts only once (they never change). Call inside a transaction holding
 * lockSubmissions for the row.
 */
export async function applySubmissionState(db: Queryable, s: SubmissionState): Promise<void> {
  const file = s.origin?.file ?? null;
  await db.query(
    `WITH pending AS (DELETE FROM admin.pending_author_updates WHERE submission_id = $1::uuid RETURNING *),
          author AS (
            SELECT CASE WHEN p.version > $15::int THEN p.email ELSE $3::text END AS email,
                   CASE WHEN p.version > $15::int THEN p.given_names ELSE $4::text END AS given_names,
                   CASE WHEN p.version > $15::int THEN p.family_name ELSE $5::text END AS family_name,
                   greatest($15::int, p.version) AS version
              FROM (VALUES (1)) AS one LEFT JOIN pending p ON true
          )
     INSERT INTO admin.submissions AS s
       (id, author_id, email, given_names, family_name, paper_title, journal_id, journal_name, journal_icon, status,
        has_file, file_extension, submitted_at, updated_at, version, author_version, origin_known,
        abstract, keywords, co_authors, metadata_search)
     SELECT $1::uuid, $2::uuid, author.email, author.given_names, author.family_name, $6::text, $7::text, $8::text,
            $9::text, $10::text, $11::boolean, $12::text, $13::timestamptz, $14::timestamptz, $15::int, author.version,
            $16::boolean, $17::text, $18::text[], $19::jsonb, $20::text
       FROM author
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
}

/** Applies newer author fields; parks them when the row does not exist yet. Under lockSubmissions, as above. */
export async function applyAuthorState(db: Queryable, a: AuthorState): Promise<void> {
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
