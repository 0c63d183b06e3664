import { apiRequest } from './client';

export interface PaperSubmission {
  userEmail: string;
  journalName: string;
  journalIcon: string;
  paperTitle: string;
  paperFile: File;
}

export interface SubmitPaperResponse {
  success: boolean;
  message?: string;
}

/** Multipart upload; the browser sets the boundary, so no Content-Type header here. */
export function submitPaper(submission: PaperSubmission, token: string): Promise<SubmitPaperResponse> {
  const form = new FormData();
  form.append('userEmail', submission.userEmail);
  form.append('journalName', submission.journalName);
  form.append('journalIcon', submission.journalIcon);
  form.append('paperTitle', submission.paperTitle);
  form.append('paperFile', submission.paperFile, submission.paperFile.name);
  return apiRequest<SubmitPaperResponse>('/registration/submit-paper', { method: 'POST', body: form, token });
}
