// The reviewers' files an editor passed to the author (issue 42, item 5): numbered, never named.
import { apiDownload, apiRequest, type ApiFile } from './client';

export interface ReviewerFile {
  id: string;
  reviewer: string;
  round: number;
  name: string;
  size: number;
  shared_at: string;
}

const path = (id: string) => `/registration/submissions/${encodeURIComponent(id)}/reviewer-files`;

export const reviewerFileKeys = { list: (id: string) => ['reviewer-files', id] as const };

export async function fetchReviewerFiles(submissionId: string, token: string): Promise<ReviewerFile[]> {
  return (await apiRequest<{ data: { files: ReviewerFile[] } }>(path(submissionId), { token })).data.files;
}

export function downloadReviewerFile(submissionId: string, fileId: string, token: string): Promise<ApiFile> {
  return apiDownload(`${path(submissionId)}/${encodeURIComponent(fileId)}`, { token });
}
