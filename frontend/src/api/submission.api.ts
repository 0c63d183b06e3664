import type { CoAuthor } from '@journal/metadata';
import { apiRequest } from './client';
import type { AuthorSubmission } from './profile.api';

/** Title, abstract, keywords and co-authors (issue 11), as the author edits them. */
export interface PaperDetails {
  paperTitle: string;
  abstract: string;
  keywords: string[];
  coAuthors: CoAuthor[];
}

export interface PaperSubmission extends Partial<Omit<PaperDetails, 'paperTitle'>> {
  userEmail: string;
  journalName: string;
  journalIcon: string;
  paperTitle: string;
  paperFile: File;
}

export interface SubmitPaperResponse {
  success: boolean;
  message?: string;
  submission?: AuthorSubmission;
}

/** Multipart upload; the browser sets the boundary, so no Content-Type header here. */
export function submitPaper(submission: PaperSubmission, token: string): Promise<SubmitPaperResponse> {
  const form = new FormData();
  form.append('userEmail', submission.userEmail);
  form.append('journalName', submission.journalName);
  form.append('journalIcon', submission.journalIcon);
  form.append('paperTitle', submission.paperTitle);
  if (submission.abstract) form.append('abstract', submission.abstract);
  if (submission.keywords?.length) form.append('keywords', submission.keywords.join(','));
  if (submission.coAuthors?.length) form.append('coAuthors', JSON.stringify(submission.coAuthors));
  form.append('paperFile', submission.paperFile, submission.paperFile.name);
  return apiRequest<SubmitPaperResponse>('/registration/submit-paper', { method: 'POST', body: form, token });
}

export interface SubmissionActionResponse {
  success: boolean;
  message?: string;
  submission?: AuthorSubmission;
}

/** The owning author edits a submission's details while it is submitted. */
export function updateSubmissionDetails(
  id: string | number,
  details: PaperDetails,
  token: string,
): Promise<SubmissionActionResponse> {
  return apiRequest<SubmissionActionResponse>(
    `/registration/submissions/${encodeURIComponent(String(id))}/metadata`,
    { method: 'PUT', json: details, token },
  );
}

/** The owning author withdraws a submission (submitted or under review). */
export function withdrawSubmission(id: string | number, token: string): Promise<SubmissionActionResponse> {
  return apiRequest<SubmissionActionResponse>(
    `/registration/submissions/${encodeURIComponent(String(id))}/withdraw`,
    { method: 'POST', token },
  );
}

/** A revised version after a revisions decision (issue 12): multipart file plus the response to reviewers. */
export function submitRevision(
  id: string | number,
  revision: { paperFile: File; responseToReviewers: string },
  token: string,
): Promise<SubmissionActionResponse> {
  const form = new FormData();
  form.append('responseToReviewers', revision.responseToReviewers);
  form.append('paperFile', revision.paperFile, revision.paperFile.name);
  return apiRequest<SubmissionActionResponse>(
    `/registration/submissions/${encodeURIComponent(String(id))}/revisions`,
    { method: 'POST', body: form, token },
  );
}
