// Client-side submission checks of SPEC section 5 (the odd 'only , DOC' spelling is required).
export const MAX_FILE_BYTES = 10 * 1024 * 1024;
export const ACCEPTED_EXTENSIONS = ['.doc', '.docx', '.txt'] as const;
export const ACCEPT_ATTRIBUTE = ACCEPTED_EXTENSIONS.join(',');

export const SUBMISSION_MESSAGES = {
  noJournal: 'Please select a journal category',
  noFile: 'Please upload your paper document',
  tooLarge: 'File size must be less than 10MB',
  badType: 'Please upload only , DOC, DOCX, or TXT files',
  failed: 'Failed to submit paper. Please try again.',
  success: 'Paper submitted successfully! You will receive a confirmation email shortly.',
} as const;

export function hasAcceptedExtension(fileName: string): boolean {
  const lower = fileName.toLowerCase();
  return ACCEPTED_EXTENSIONS.some((extension) => lower.endsWith(extension));
}

/** The message for an unacceptable file, or null when the file may be sent. */
export function fileProblem(file: Pick<File, 'name' | 'size'>): string | null {
  if (file.size >= MAX_FILE_BYTES) return SUBMISSION_MESSAGES.tooLarge;
  if (!hasAcceptedExtension(file.name)) return SUBMISSION_MESSAGES.badType;
  return null;
}

export function submissionProblem(
  journalChosen: boolean,
  file: Pick<File, 'name' | 'size'> | null,
): string | null {
  if (!journalChosen) return SUBMISSION_MESSAGES.noJournal;
  if (!file) return SUBMISSION_MESSAGES.noFile;
  return fileProblem(file);
}

/** Size in MB with 2 decimals, e.g. '0.49 MB'. */
export function formatFileSize(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(2)} MB`;
}

/** A smaller unit for files under 1 MB, where SPEC's two-decimal MB figure alone reads '0.00 MB'. */
export function smallerFileSize(bytes: number): string | null {
  if (bytes >= 1024 * 1024) return null;
  if (bytes < 1024) return bytes === 1 ? '1 byte' : `${bytes} bytes`;
  return `${(bytes / 1024).toFixed(1)} KB`;
}

/** SPEC's MB text with the smaller unit beside it when it helps: '0.00 MB · 951 bytes'. */
export function describeFileSize(bytes: number): string {
  const smaller = smallerFileSize(bytes);
  return smaller ? `${formatFileSize(bytes)} · ${smaller}` : formatFileSize(bytes);
}

/** The paper title sent with the file: its name without the extension. */
export function paperTitleFrom(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(0, dot) : fileName;
}
