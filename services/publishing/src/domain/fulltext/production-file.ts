import { officeArchiveProblem } from '@journal/documents';
import { ValidationError } from '@journal/errors';

/** A final manuscript with its figures: the papers' upload limit (SPEC: 10 MB) with room for print figures. */
export const MAX_PRODUCTION_BYTES = 25 * 1024 * 1024;
export const PRODUCTION_TOO_LARGE_MESSAGE = 'The production file is larger than 25 MB';

export const NOT_DOCX_MESSAGE = 'The production file must be a Word document (.docx)';

/** Only a .docx can be a production file: refused by its name before any byte is read. */
export function checkProductionFileName(filename: string | undefined): void {
  if (!/\.docx$/i.test(filename ?? '')) throw new ValidationError(NOT_DOCX_MESSAGE);
}

/** The same checks as every .docx upload (libs/documents): macros, archive expansion, figure sizes. */
export async function checkProductionFile(bytes: Buffer): Promise<Buffer> {
  const zip = bytes.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
  const verdict = zip ? await officeArchiveProblem(bytes) : { problem: 'unreadable' as const };
  if (verdict) throw new ValidationError('message' in verdict ? verdict.message : NOT_DOCX_MESSAGE);
  return bytes;
}
