import path from 'node:path';
import { compoundFileProblem, MACRO_MESSAGE, officeArchiveProblem } from '@journal/documents';
import { ValidationError } from '@journal/errors';

/** A reviewer's file (issue 42, item 5): DOC, DOCX, PDF or TXT, 10 MB as the author's upload. */
export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;
export const ATTACHMENT_FIELD = 'file';

export const ATTACHMENT_MESSAGES = {
  tooLarge: 'File size must be less than 10MB',
  wrongType: 'Please upload only DOC, DOCX, PDF, or TXT files',
  noFile: `Please attach your file as the multipart field "${ATTACHMENT_FIELD}"`,
  oneFile: 'Please upload one file only',
  empty: 'The uploaded file is empty',
  attached: 'Your file has been attached to your report',
  shared: 'The file is now available to the authors',
  notFound: 'No file is attached to this report',
  reportFirst: "The file can be passed to the authors once the reviewer's report is in",
  reported: 'The report has been submitted; its file can no longer be changed',
  pdfNotScanned:
    "PDF files are not scanned for the reviewer's name: please check the file before passing it on",
} as const;

export type AttachmentExtension = 'doc' | 'docx' | 'pdf' | 'txt';

export const ATTACHMENT_CONTENT_TYPES: Record<AttachmentExtension, string> = {
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  pdf: 'application/pdf',
  txt: 'text/plain; charset=utf-8',
};

const mismatch = (ext: string) =>
  new ValidationError(`The file content does not match its .${ext} extension`);

/** The extension of an accepted name (case-insensitive), or a 400 naming the accepted types. */
export function attachmentExtension(fileName: string | undefined): AttachmentExtension {
  const ext = path
    .extname(fileName ?? '')
    .slice(1)
    .toLowerCase();
  if (ext === 'doc' || ext === 'docx' || ext === 'pdf' || ext === 'txt') return ext;
  throw new ValidationError(ATTACHMENT_MESSAGES.wrongType);
}

const OLE_SIGNATURE = Buffer.from('d0cf11e0a1b11ae1', 'hex');

/** The bytes must be what the name says (never the client's content type), with no macros. */
export async function checkAttachmentBytes(ext: AttachmentExtension, bytes: Buffer): Promise<void> {
  if (bytes.length === 0) throw new ValidationError(ATTACHMENT_MESSAGES.empty);
  if (ext === 'pdf' && bytes.subarray(0, 5).toString('latin1') !== '%PDF-') throw mismatch(ext);
  if (ext === 'txt') {
    try {
      new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      throw mismatch(ext);
    }
    if (bytes.includes(0)) throw mismatch(ext);
  }
  if (ext === 'doc') {
    if (!bytes.subarray(0, 8).equals(OLE_SIGNATURE)) throw mismatch(ext);
    const problem = compoundFileProblem(bytes);
    if (problem?.problem === 'macros') throw new ValidationError(MACRO_MESSAGE);
    if (problem) throw mismatch(ext);
  }
  if (ext === 'docx') {
    const problem = await officeArchiveProblem(bytes);
    if (problem?.problem === 'macros') throw new ValidationError(MACRO_MESSAGE);
    if (problem) throw mismatch(ext);
  }
}

/** The name the authors download it under: never the reviewer's own file name. */
export function neutralAttachmentName(reviewerNumber: number, round: number, ext: string): string {
  return `reviewer-${reviewerNumber}-round-${round}.${ext}`;
}

/** The name as data (shown to editors): no directories or control characters, at most 255 characters. */
export function cleanAttachmentName(raw: string | undefined): string {
  const base = (raw ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const cleaned = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return cleaned.length <= 255 ? cleaned : cleaned.slice(cleaned.length - 255);
}
