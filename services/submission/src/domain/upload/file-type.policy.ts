import path from 'node:path';

/** docs/api.md: 10 MB; 10 MiB as the browser measures `file.size`. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

export const FILE_TOO_LARGE_MESSAGE = 'File size must be less than 10MB';
/** Spelled exactly as docs/api.md has it (leading comma included). */
export const WRONG_FILE_TYPE_MESSAGE = 'Please upload only , DOC, DOCX, or TXT files';
export const FILE_REQUIRED_MESSAGE = 'Please upload your paper document';
export const EMPTY_FILE_MESSAGE = 'The uploaded file is empty';

export type PaperExtension = 'doc' | 'docx' | 'txt';

/** Content types we store and serve; never the client's claim, which is untrusted. */
export const PAPER_CONTENT_TYPES: Record<PaperExtension, string> = {
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  txt: 'text/plain; charset=utf-8',
};

/** The allowed extension of a file name (case-insensitive), or undefined. */
export function paperExtension(fileName: string): PaperExtension | undefined {
  const ext = path.extname(fileName).slice(1).toLowerCase();
  return ext === 'doc' || ext === 'docx' || ext === 'txt' ? ext : undefined;
}

export function contentMismatchMessage(ext: PaperExtension): string {
  return `The file content does not match its .${ext} extension`;
}

const MAX_NAME_LENGTH = 255;

/**
 * The original file name kept as data (shown and used for the download extension): no directories,
 * no control characters, at most 255 characters with the extension kept.
 */
export function cleanOriginalName(raw: string | undefined): string {
  const base = (raw ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const cleaned = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  if (cleaned.length <= MAX_NAME_LENGTH) return cleaned;
  const ext = path.extname(cleaned);
  return cleaned.slice(0, MAX_NAME_LENGTH - ext.length) + ext;
}

/** "My Paper.final.docx" -> "My Paper.final": the title the SPEC's client derives, as a fallback. */
export function titleFromFileName(fileName: string): string {
  return fileName.slice(0, fileName.length - path.extname(fileName).length).trim();
}
