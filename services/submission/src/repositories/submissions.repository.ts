import type { Queryable } from '@journal/db';
import type { SubmissionStatus } from '@journal/events';
import { defaultSectionIdSql, type ChecklistItem } from '@journal/journals';
import { handlingEditorFromColumns, type CoAuthor, type Funding } from '@journal/metadata';
import type {
  AuthorRecord,
  HandlingEditor,
  MetadataChange,
  StatusChangeNote,
  SubmissionRecord,
} from './submission.types';

export interface SubmissionRow {
  id: string;
  author_id: string;
  author_email: string;
  given_names: string;
  family_name: string;
  journal_id: string;
  section_id: string;
  paper_title: string;
  abstract: string;
  keywords: string[];
  co_authors: CoAuthor[];
  author_affiliation: string | null;
  author_orcid: string | null;
  author_ror_id: string | null;
  funding: Funding[];
  data_availability: string;
  checklist_confirmed: ChecklistItem[];
  licence: string | null;
  licence_agreement: 'ticked' | 'by-submitting' | null;
  cover_letter: string;
  file_key: string | null;
  file_size: number | null;
  file_type: string | null;
  file_original_name: string | null;
  status: SubmissionStatus;
  submitted_at: Date;
  updated_at: Date;
  version: number;
  file_version: number;
  open_revision_decision: string | null;
  handling_editor_id: string | null;
  handling_editor_name: string | null;
  handling_editor_email: string | null;
  journal_name: string;
  journal_icon: string;
}

const COLUMNS = `id, author_id, author_email, given_names, family_name, journal_id,
  coalesce(section_id, ${defaultSectionIdSql('journal_id')}) AS section_id, paper_title, abstract, keywords,
  co_authors, author_affiliation, author_orcid, author_ror_id, funding, data_availability, checklist_confirmed,
  licence, licence_agreement, cover_letter, file_key, file_size, file_type, file_original_name, status,
  submitted_at, updated_at, version, file_version, open_revision_decision, handling_editor_id, handling_editor_name,
  handling_editor_email,
  coalesce((SELECT j.name FROM submission.journals j WHERE j.slug = submissions.journal_id), journal_id) AS journal_name,
  coalesce((SELECT j.icon FROM submission.journals j WHERE j.slug = submissions.journal_id), '') AS journal_icon`;

function toRecord(row: SubmissionRow): SubmissionRecord {
  return {
    id: row.id,
    authorId: row.author_id,
    authorEmail: row.author_email,
    givenNames: row.given_names,
    familyName: row.family_name,
    journalId: row.journal_id,
    journal: { id: row.journal_id, name: row.journal_name, icon: row.journal_icon },
    sectionId: row.section_id,
    paperTitle: row.paper_title,
    abstract: row.abstract,
    keywords: row.keywords,
    authorAffiliation: row.author_affiliation,
    authorOrcid: row.author_orcid,
    coAuthors: row.co_authors,
    funding: row.funding,
    dataAvailability: row.data_availability,
    authorRorId: row.author_ror_id,
    agreements: {
      checklist: row.checklist_confirmed,
      licence: row.licence,
      licenceAgreement: row.licence_agreement,
    },
    coverLetter: row.cover_letter,
    file:
      row.file_key === null
        ? null
        : {
            key: row.file_key,
            size: Number(row.file_size),
            contentType: row.file_type ?? '',
            originalName: row.file_original_name ?? '',
          },
    status: row.status,
    submittedAt: row.submitted_at,
    updatedAt: row.updated_at,
    version: row.version,
    fileVersion: row.file_version,
    openRevisionDecision: row.open_revision_decision,
    handlingEditor: handlingEditorFromColumns(row),
  };
}

export type NewSubmission = Omit<
  SubmissionRecord,
  | 'submittedAt'
  | 'updatedAt'
  | 'version'
  | 'status'
  | 'fileVersion'
  | 'openRevisionDecision'
  | 'journal'
  | 'handlingEditor'
  | 'sectionId'
> & {
  /** Null: the journal's default section (a journal the read model knows no sections of). */
  sectionId: string | null;
};

export async function insertSubmission(db: Queryable, input: NewSubmission): Promise<SubmissionRecord> {
  const { rows } = await db.query<SubmissionRow>(
    `INSERT INTO submission.submissions
       (id, author_id, author_email, given_names, family_name, journal_id, paper_title, abstract, keywords, co_authors,
        file_key, file_size, file_type, file_original_name, author_affiliation, author_orcid, section_id,
        author_ror_id, funding, data_availability, checklist_confirmed, licence, licence_agreement, cover_letter)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16,
             coalesce($17::uuid, ${defaultSectionIdSql('$6::text')}), $18, $19, $20, $21, $22, $23, $24)
     RETURNING ${COLUMNS}`,
    [
      input.id,
      input.authorId,
      input.authorEmail,
      input.givenNames,
      input.familyName,
      input.journalId,
      input.paperTitle,
      input.abstract,
      input.keywords,
      JSON.stringify(input.coAuthors),
      input.file?.key ?? null,
      input.file?.size ?? null,
      input.file?.contentType ?? null,
      input.file?.originalName ?? null,
      input.authorAffiliation,
      input.authorOrcid,
      input.sectionId,
      input.authorRorId,
      JSON.stringify(input.funding),
      input.dataAvailability,
      JSON.stringify(input.agreements.checklist),
      input.agreements.licence,
      input.agreements.licenceAgreement,
      input.coverLetter,
    ],
  );
  return toRecord(rows[0]!);
}

/** With `forUpdate`, locks the row until the transaction ends (status changes serialise on it). */
export async function findSubmission(
  db: Queryable,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<SubmissionRecord | undefined> {
  const { rows } = await db.query<SubmissionRow>(
    `SELECT ${COLUMNS} FROM submission.submissions WHERE id = $1${options.forUpdate ? ' FOR UPDATE' : ''}`,
    [id],
  );
  return rows[0] ? toRecord(rows[0]) : undefined;
}

/**
 * Sets the status, bumps the version and updated_at and appends the history entry (from `fromStatus`, by
 * `changedBy`, at the new updated_at), in one statement; returns the new state.
 */
export async function updateSubmissionStatus(
  db: Queryable,
  id: string,
  status: SubmissionStatus,
  history: { fromStatus: SubmissionStatus; changedBy: string } & StatusChangeNote,
): Promise<SubmissionRecord> {
  const { rows } = await db.query<SubmissionRow>(
    `WITH updated AS (
       UPDATE submission.submissions
          SET status = $2, version = version + 1, updated_at = greatest(clock_timestamp(), updated_at + interval '1 microsecond')
        WHERE id = $1
        RETURNING ${COLUMNS}
     ), history AS (
       INSERT INTO submission.status_history
         (submission_id, from_status, to_status, changed_by, changed_at, without_review, retraction_kind, retraction_reason)
       SELECT id, $3::text, status, $4::text, updated_at, $5::boolean, $6::text, $7::text FROM updated
     )
     SELECT * FROM updated`,
    [
      id,
      status,
      history.fromStatus,
      history.changedBy,
      history.withoutReview ?? false,
      history.retraction?.kind ?? null,
      history.retraction?.reason ?? null,
    ],
  );
  return toRecord(rows[0]!);
}

/**
 * The statement that locks a submission's row (FOR UPDATE) and reads it, for withTransactionFrom: the id
 * is inlined, so it must be a UUID (checked here; the caller answers 404 for anything else first).
 */
export function lockSubmissionStatement(id: string): string {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id))
    throw new TypeError('a submission id must be a UUID');
  return `SELECT ${COLUMNS} FROM submission.submissions WHERE id = '${id}' FOR UPDATE`;
}

/** The record of a row read by lockSubmissionStatement. */
export const submissionRecordOf = (row: SubmissionRow): SubmissionRecord => toRecord(row);

/** Applies the fields of `change` that were sent, bumps the version and updated_at; returns the new state. */
export async function updateSubmissionMetadata(
  db: Queryable,
  id: string,
  change: MetadataChange,
): Promise<SubmissionRecord> {
  const { rows } = await db.query<SubmissionRow>(
    `UPDATE submission.submissions
        SET paper_title = coalesce($2, paper_title), abstract = coalesce($3, abstract),
            keywords = coalesce($4, keywords), co_authors = coalesce($5::jsonb, co_authors),
            author_affiliation = CASE WHEN $6 THEN $7 ELSE author_affiliation END,
            author_orcid = CASE WHEN $8 THEN $9 ELSE author_orcid END,
            author_ror_id = CASE WHEN $10 THEN $11 ELSE author_ror_id END,
            funding = coalesce($12::jsonb, funding), data_availability = coalesce($13, data_availability),
            version = version + 1, updated_at = greatest(clock_timestamp(), updated_at + interval '1 microsecond')
      WHERE id = $1
      RETURNING ${COLUMNS}`,
    [
      id,
      change.paperTitle ?? null,
      change.abstract ?? null,
      change.keywords ?? null,
      change.coAuthors ? JSON.stringify(change.coAuthors) : null,
      change.authorAffiliation !== undefined,
      change.authorAffiliation ?? null,
      change.authorOrcid !== undefined,
      change.authorOrcid ?? null,
      change.authorRorId !== undefined,
      change.authorRorId ?? null,
      change.funding ? JSON.stringify(change.funding) : null,
      change.dataAvailability ?? null,
    ],
  );
  return toRecord(rows[0]!);
}

export async function listSubmissionsByAuthor(db: Queryable, authorId: string): Promise<SubmissionRecord[]> {
  const { rows } = await db.query<SubmissionRow>(
    `SELECT ${COLUMNS} FROM submission.submissions WHERE author_id = $1 ORDER BY submitted_at DESC, id DESC`,
    [authorId],
  );
  return rows.map(toRecord);
}

/**
 * Copies the author's current names and email onto their submissions that still show old ones,
 * bumping each row's version (consumers order the resulting events by it). Returns the changed rows.
 */
export async function refreshAuthorOnSubmissions(
  db: Queryable,
  author: AuthorRecord,
): Promise<SubmissionRecord[]> {
  const { rows } = await db.query<SubmissionRow>(
    `UPDATE submission.submissions
        SET author_email = $2, given_names = $3, family_name = $4, version = version + 1
      WHERE author_id = $1 AND (author_email, given_names, family_name) IS DISTINCT FROM ($2, $3, $4)
      RETURNING ${COLUMNS}`,
    [author.userId, author.email, author.givenNames, author.familyName],
  );
  return rows.map(toRecord);
}

/** Makes `file` version `fileVersion` the current one and closes the open revisions decision. */
export async function replaceCurrentFile(
  db: Queryable,
  id: string,
  file: { key: string; size: number; contentType: string; originalName: string },
  fileVersion: number,
): Promise<SubmissionRecord> {
  const { rows } = await db.query<SubmissionRow>(
    `UPDATE submission.submissions
        SET file_key = $2, file_size = $3, file_type = $4, file_original_name = $5, file_version = $6,
            open_revision_decision = NULL, version = version + 1,
            updated_at = greatest(clock_timestamp(), updated_at + interval '1 microsecond')
      WHERE id = $1
      RETURNING ${COLUMNS}`,
    [id, file.key, file.size, file.contentType, file.originalName, fileVersion],
  );
  return toRecord(rows[0]!);
}

/** Opens (a decision id) or closes (null) the window in which the author may upload a revision. */
export async function setOpenRevisionDecision(db: Queryable, id: string, decisionId: string | null) {
  await db.query('UPDATE submission.submissions SET open_revision_decision = $2 WHERE id = $1', [
    id,
    decisionId,
  ]);
}

/** Sets (or clears, null) the handling editor and bumps the version; returns the new state (issue 29 item 1). */
export async function setHandlingEditor(
  db: Queryable,
  id: string,
  editor: HandlingEditor | null,
): Promise<SubmissionRecord> {
  const { rows } = await db.query<SubmissionRow>(
    `UPDATE submission.submissions
        SET handling_editor_id = $2, handling_editor_name = $3, handling_editor_email = $4, version = version + 1
      WHERE id = $1
      RETURNING ${COLUMNS}`,
    [id, editor?.userId ?? null, editor?.name ?? null, editor?.email ?? null],
  );
  return toRecord(rows[0]!);
}

/** Files the paper under another section of its journal and bumps the version; returns the new state. */
export async function setSection(db: Queryable, id: string, sectionId: string): Promise<SubmissionRecord> {
  const { rows } = await db.query<SubmissionRow>(
    `UPDATE submission.submissions
        SET section_id = $2, version = version + 1,
            updated_at = greatest(clock_timestamp(), updated_at + interval '1 microsecond')
      WHERE id = $1
      RETURNING ${COLUMNS}`,
    [id, sectionId],
  );
  return toRecord(rows[0]!);
}

/** Whether an accept decision reached this paper through peer review (issue 29: the `without_review` test). */
export async function hasAcceptDecision(db: Queryable, id: string): Promise<boolean> {
  const { rowCount } = await db.query(
    `SELECT 1 FROM submission.decisions WHERE submission_id = $1 AND decision = 'accept' LIMIT 1`,
    [id],
  );
  return (rowCount ?? 0) > 0;
}

/**
 * A transferred paper's current file version (issue 44 item 1): set right after its insert, in the same
 * transaction and before its created event, so it is part of the paper's first state (no version bump).
 */
export async function setInitialFileVersion(
  db: Queryable,
  id: string,
  fileVersion: number,
): Promise<SubmissionRecord> {
  const { rows } = await db.query<SubmissionRow>(
    `UPDATE submission.submissions SET file_version = $2 WHERE id = $1 RETURNING ${COLUMNS}`,
    [id, fileVersion],
  );
  return toRecord(rows[0]!);
}
