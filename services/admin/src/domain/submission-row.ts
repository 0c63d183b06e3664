import { coAuthorView } from '@journal/metadata';
import type { SubmissionRow } from '../repositories/submission-row.types';

/** Where the dashboard downloads a submission's file (the storage key never leaves the services). */
export const downloadPath = (id: string) => `/api/admin/submissions/${id}/download`;

/** The submission fields of docs/api.md, as the dashboard lists them. */
export function submissionView(row: SubmissionRow) {
  return {
    id: row.id,
    submission_date: row.submitted_at.toISOString(),
    given_names: row.given_names,
    family_name: row.family_name,
    email: row.email,
    paper_title: row.paper_title,
    abstract: row.abstract,
    keywords: row.keywords,
    co_authors: row.co_authors.map(coAuthorView),
    journal_name: row.journal_name,
    journal_icon: row.journal_icon,
    status: row.status,
    file_path: row.has_file ? downloadPath(row.id) : null,
    updated_at: row.updated_at.toISOString(),
  };
}

export type SubmissionView = ReturnType<typeof submissionView>;
