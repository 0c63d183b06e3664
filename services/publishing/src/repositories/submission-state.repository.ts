import type { PoolClient } from '@journal/db';
import type { CoAuthorPayload, FundingPayload } from '@journal/events';
import { defaultSectionIdSql } from '@journal/journals';

/** One full submission state carried by a created, status_changed or metadata_updated event. */
export interface SubmissionState {
  id: string;
  authorEmail: string;
  givenNames: string;
  familyName: string;
  /** The submitting author's affiliation and bare ORCID iD (null in events before issue 30). */
  authorAffiliation: string | null;
  authorOrcid: string | null;
  /** Issue 42 item 8 (null, [] and '' in events written before). */
  authorRorId: string | null;
  funding: FundingPayload[];
  dataAvailability: string;
  paperTitle: string;
  abstract: string;
  keywords: string[];
  coAuthors: CoAuthorPayload[];
  journalId: string;
  journalName: string;
  /**
   * The journal section the paper is filed under (issue 42, ADR 0046); null from an event written before
   * sections, which files the paper under its journal's default section.
   */
  sectionId: string | null;
  status: string;
  changedAt: string;
  version: number;
  /** From submission.created only; later events insert `changedAt` as a provisional date. */
  submittedAt: string | null;
  /** Set when this event moved the submission to `accepted`. */
  acceptedAt: string | null;
}

export interface StoredSubmission
  extends Omit<SubmissionState, 'changedAt' | 'submittedAt' | 'acceptedAt' | 'sectionId'> {
  /** Null only in a row written without one (a fixture): the journal's first section. */
  sectionId: string | null;
  submittedAt: Date;
  acceptedAt: Date | null;
  changedAt: Date;
}

/**
 * Applies a state: the full row when its version is newer than the stored one, the creation date and
 * acceptance date whatever the order. Returns the stored row after the change, whether the newer
 * state was applied (only then can the article change) and whether the submission has a public article
 * (only then is there one to withdraw): one statement.
 */
export async function applySubmissionState(
  client: PoolClient,
  s: SubmissionState,
): Promise<{ applied: boolean; row: StoredSubmission; liveArticle: boolean }> {
  const stored = await client.query<
    StoredSubmission & { coAuthors: CoAuthorPayload[]; liveArticle: boolean }
  >(
    `INSERT INTO publishing.submissions AS t (id, author_email, given_names, family_name, paper_title, abstract,
        keywords, co_authors, journal_id, journal_name, status, submitted_at, accepted_at, changed_at, version,
        origin_known, author_affiliation, author_orcid, section_id, author_ror_id, funding, data_availability)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9, $10, $11, COALESCE($12::timestamptz, $14::timestamptz),
        $13, $14, $15, $12::timestamptz IS NOT NULL, $16, $17, COALESCE($18::uuid, ${defaultSectionIdSql('$9::text')}),
        $19, $20::jsonb, $21)
     ON CONFLICT (id) DO UPDATE SET
       author_email = CASE WHEN EXCLUDED.version > t.version THEN EXCLUDED.author_email ELSE t.author_email END,
       given_names  = CASE WHEN EXCLUDED.version > t.version THEN EXCLUDED.given_names ELSE t.given_names END,
       family_name  = CASE WHEN EXCLUDED.version > t.version THEN EXCLUDED.family_name ELSE t.family_name END,
       author_affiliation = CASE WHEN EXCLUDED.version > t.version THEN EXCLUDED.author_affiliation
                                 ELSE t.author_affiliation END,
       author_orcid = CASE WHEN EXCLUDED.version > t.version THEN EXCLUDED.author_orcid ELSE t.author_orcid END,
       author_ror_id = CASE WHEN EXCLUDED.version > t.version THEN EXCLUDED.author_ror_id ELSE t.author_ror_id END,
       funding      = CASE WHEN EXCLUDED.version > t.version THEN EXCLUDED.funding ELSE t.funding END,
       data_availability = CASE WHEN EXCLUDED.version > t.version THEN EXCLUDED.data_availability
                                ELSE t.data_availability END,
       paper_title  = CASE WHEN EXCLUDED.version > t.version THEN EXCLUDED.paper_title ELSE t.paper_title END,
       abstract     = CASE WHEN EXCLUDED.version > t.version THEN EXCLUDED.abstract ELSE t.abstract END,
       keywords     = CASE WHEN EXCLUDED.version > t.version THEN EXCLUDED.keywords ELSE t.keywords END,
       co_authors   = CASE WHEN EXCLUDED.version > t.version THEN EXCLUDED.co_authors ELSE t.co_authors END,
       journal_id   = CASE WHEN EXCLUDED.version > t.version THEN EXCLUDED.journal_id ELSE t.journal_id END,
       journal_name = CASE WHEN EXCLUDED.version > t.version THEN EXCLUDED.journal_name ELSE t.journal_name END,
       section_id   = CASE WHEN EXCLUDED.version > t.version THEN EXCLUDED.section_id ELSE t.section_id END,
       status       = CASE WHEN EXCLUDED.version > t.version THEN EXCLUDED.status ELSE t.status END,
       changed_at   = CASE WHEN EXCLUDED.version > t.version THEN EXCLUDED.changed_at ELSE t.changed_at END,
       submitted_at = CASE WHEN EXCLUDED.origin_known AND NOT t.origin_known THEN EXCLUDED.submitted_at
                           ELSE t.submitted_at END,
       origin_known = t.origin_known OR EXCLUDED.origin_known,
       accepted_at  = COALESCE(EXCLUDED.accepted_at, t.accepted_at),
       version      = GREATEST(t.version, EXCLUDED.version)
     RETURNING id, author_email AS "authorEmail", given_names AS "givenNames", family_name AS "familyName",
            author_affiliation AS "authorAffiliation", author_orcid AS "authorOrcid",
            author_ror_id AS "authorRorId", funding, data_availability AS "dataAvailability",
            paper_title AS "paperTitle", abstract, keywords, co_authors AS "coAuthors", journal_id AS "journalId",
            journal_name AS "journalName", section_id::text AS "sectionId", status,
            submitted_at AS "submittedAt", accepted_at AS "acceptedAt",
            changed_at AS "changedAt", version,
            EXISTS (SELECT 1 FROM publishing.articles a WHERE a.id = t.id AND a.withdrawn_at IS NULL)
              AS "liveArticle"`,
    [
      s.id,
      s.authorEmail,
      s.givenNames,
      s.familyName,
      s.paperTitle,
      s.abstract,
      s.keywords,
      JSON.stringify(s.coAuthors),
      s.journalId,
      s.journalName,
      s.status,
      s.submittedAt,
      s.acceptedAt,
      s.changedAt,
      s.version,
      s.authorAffiliation,
      s.authorOrcid,
      s.sectionId,
      s.authorRorId,
      JSON.stringify(s.funding),
      s.dataAvailability,
    ],
  );
  const { liveArticle, ...row } = stored.rows[0]!;
  return { applied: row.version === s.version, row, liveArticle };
}
