import type { CoAuthor, Funding } from '@journal/metadata';
import { apiRequest } from './client';
import type { AuthorSubmission } from './profile.api';

/** Title, abstract, keywords and co-authors (issue 11), as the author edits them. */
export interface PaperDetails {
  paperTitle: string;
  abstract: string;
  keywords: string[];
  coAuthors: CoAuthor[];
}

export interface PaperSubmission extends Partial<Omit<PaperDetails, 'paperTitle'>>, CompleteSubmissionFields {
  userEmail: string;
  journalName: string;
  journalIcon: string;
  paperTitle: string;
  paperFile: File;
  /** Issue 42 item 2: sent only when the journal has more than one open section. */
  sectionId?: string;
  /** Issue 42 item 8: optional extra files (at most 5), sent as `supplementaryFiles` parts. */
  supplementaryFiles?: File[];
}

/** Issue 42 item 8: sent only when given, so SPEC's payload stays as it is. */
export interface CompleteSubmissionFields {
  checklist?: string[];
  licenceAgreed?: boolean;
  coverLetter?: string;
  funding?: Funding[];
  dataAvailability?: string;
  authorRorId?: string;
}

export interface SubmitPaperResponse {
  success: boolean;
  message?: string;
  /** `field` names the form field a 400 is about (issue 42's fields). */
  field?: string;
  submission?: AuthorSubmission & { title_from_document?: boolean };
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
  if (submission.checklist) form.append('checklist', JSON.stringify(submission.checklist));
  if (submission.licenceAgreed) form.append('licenceAgreed', 'true');
  if (submission.coverLetter) form.append('coverLetter', submission.coverLetter);
  if (submission.funding?.length) form.append('funding', JSON.stringify(submission.funding));
  if (submission.dataAvailability) form.append('dataAvailability', submission.dataAvailability);
  if (submission.authorRorId) form.append('authorRorId', submission.authorRorId);
  if (submission.sectionId) form.append('sectionId', submission.sectionId);
  form.append('paperFile', submission.paperFile, submission.paperFile.name);
  for (const extra of submission.supplementaryFiles ?? [])
    form.append('supplementaryFiles', extra, extra.name);
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

/** One of the author's supplementary files (issue 42 item 8). */
export interface AuthorSupplementaryFile {
  id: string;
  name: string;
  size: number;
  media_type: string;
  description: string;
  uploaded_at: string;
}

interface SupplementaryAnswer {
  success: boolean;
  data: { files: AuthorSupplementaryFile[] };
}

const supplementaryPath = (id: string, rest = '') =>
  `/registration/submissions/${encodeURIComponent(id)}/supplementary-files${rest}`;

export async function fetchSupplementaryFiles(id: string, token: string): Promise<AuthorSupplementaryFile[]> {
  return (await apiRequest<SupplementaryAnswer>(supplementaryPath(id), { token })).data.files;
}

/** Adds files while the paper is submitted or a revision is open; answers the whole list. */
export async function addSupplementaryFiles(
  id: string,
  files: File[],
  token: string,
): Promise<AuthorSupplementaryFile[]> {
  const form = new FormData();
  for (const file of files) form.append('supplementaryFiles', file, file.name);
  return (await apiRequest<SupplementaryAnswer>(supplementaryPath(id), { method: 'POST', body: form, token }))
    .data.files;
}

export async function removeSupplementaryFile(
  id: string,
  fileId: string,
  token: string,
): Promise<AuthorSupplementaryFile[]> {
  return (
    await apiRequest<SupplementaryAnswer>(supplementaryPath(id, `/${encodeURIComponent(fileId)}`), {
      method: 'DELETE',
      token,
    })
  ).data.files;
}
