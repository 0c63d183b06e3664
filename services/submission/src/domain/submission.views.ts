import path from 'node:path';
import { coAuthorView } from '@journal/metadata';
import type { StatusHistoryEntry, SubmissionRecord } from '../repositories/submission.types';

function metadataView(record: SubmissionRecord) {
  return {
    abstract: record.abstract,
    keywords: record.keywords,
    co_authors: record.coAuthors.map(coAuthorView),
  };
}

/** Issue 42 item 8: funding, the data availability statement and the author's ROR id (metadata, not secret). */
function paperFactsView(record: SubmissionRecord) {
  return {
    funding: record.funding,
    data_availability: record.dataAvailability,
    author_ror_id: record.authorRorId,
  };
}

/**
 * What only the journal's editors read (issue 42 item 8): the cover letter and what the author confirmed.
 * Never in the internal snapshot (the review service reads it), events or the author's listings.
 */
export function editorsOnlyView(record: SubmissionRecord) {
  return {
    cover_letter: record.coverLetter,
    checklist: record.agreements.checklist,
    licence: record.agreements.licence,
    licence_agreement: record.agreements.licenceAgreement,
  };
}

/** What an author sees of one of their submissions (submit response, profile list). */
export function authorSubmissionView(record: SubmissionRecord) {
  const journal = record.journal;
  return {
    id: record.id,
    paper_title: record.paperTitle,
    ...metadataView(record),
    // The submitting author's own affiliation and ORCID iD on the paper (issue 30), editable with the metadata.
    author_affiliation: record.authorAffiliation,
    author_orcid: record.authorOrcid,
    ...paperFactsView(record),
    journal_id: journal.id,
    journal_name: journal.name,
    journal_icon: journal.icon,
    // The paper's section (issue 42 item 2), named as the issue names the field.
    sectionId: record.sectionId,
    status: record.status,
    submission_date: record.submittedAt.toISOString(),
    updated_at: record.updatedAt.toISOString(),
    file: record.file
      ? { name: record.file.originalName, size: record.file.size, type: record.file.contentType }
      : null,
    current_version: record.fileVersion,
    revision_open: record.openRevisionDecision !== null,
  };
}

export function historyView(entry: StatusHistoryEntry) {
  return {
    from_status: entry.fromStatus,
    to_status: entry.toStatus,
    changed_by: entry.changedBy,
    changed_at: entry.changedAt.toISOString(),
  };
}

/** The editors' history entry (issue 29): also whether it skipped review and an unpublish's reason. */
export function editorHistoryView(entry: StatusHistoryEntry) {
  return {
    ...historyView(entry),
    without_review: entry.withoutReview ?? false,
    retraction: entry.retraction ?? null,
  };
}

/** The handling editor as editors' views show it (issue 29 item 1). */
export function handlingEditorView(record: SubmissionRecord) {
  return record.handlingEditor;
}

/**
 * The full state other services may copy (admin read model): every listing field plus the version,
 * but never the storage key (files are fetched through the internal file endpoint).
 */
export function submissionSnapshot(record: SubmissionRecord) {
  const journal = record.journal;
  return {
    id: record.id,
    author_id: record.authorId,
    author_email: record.authorEmail,
    given_names: record.givenNames,
    family_name: record.familyName,
    paper_title: record.paperTitle,
    ...metadataView(record),
    ...paperFactsView(record),
    journal_id: journal.id,
    journal_name: journal.name,
    journal_icon: journal.icon,
    sectionId: record.sectionId,
    status: record.status,
    file: record.file
      ? {
          size: record.file.size,
          content_type: record.file.contentType,
          original_name: record.file.originalName,
          extension: fileExtension(record.file.originalName),
        }
      : null,
    submission_date: record.submittedAt.toISOString(),
    updated_at: record.updatedAt.toISOString(),
    version: record.version,
    current_version: record.fileVersion,
    revision_open: record.openRevisionDecision !== null,
    handling_editor: handlingEditorView(record),
  };
}

export type SubmissionSnapshot = ReturnType<typeof submissionSnapshot>;

/** A submission as the editors' dashboard lists it (docs/api.md; the admin read model's row shape). */
export function editorListingView(record: SubmissionRecord) {
  return {
    id: record.id,
    submission_date: record.submittedAt.toISOString(),
    given_names: record.givenNames,
    family_name: record.familyName,
    email: record.authorEmail,
    paper_title: record.paperTitle,
    ...metadataView(record),
    journal_name: record.journal.name,
    journal_icon: record.journal.icon,
    status: record.status,
    file_path: record.file ? `/api/admin/submissions/${record.id}/download` : null,
    updated_at: record.updatedAt.toISOString(),
  };
}

export function fileExtension(originalName: string): string {
  return path.extname(originalName).slice(1).toLowerCase();
}
