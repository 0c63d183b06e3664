import type { IncomingMessage } from 'node:http';
import { officeArchiveProblem } from '@journal/documents';
import { ValidationError } from '@journal/errors';
import { readWhole, receiveUpload } from '@journal/http';

export const PRODUCTION_FILE_FIELD = 'file';
/** A final manuscript with its figures: the papers' upload limit (SPEC: 10 MB) with room for print figures. */
export const MAX_PRODUCTION_BYTES = 25 * 1024 * 1024;

export const NOT_DOCX_MESSAGE = 'The production file must be a Word document (.docx)';
const NO_FILE_MESSAGE = `Send the .docx as the multipart file field "${PRODUCTION_FILE_FIELD}"`;

/** The bytes of the one .docx part of a multipart request (the one receiver of @journal/http); 400/413 with a reason otherwise. */
export async function receiveProductionFile(req: IncomingMessage): Promise<Buffer> {
  const { file } = await receiveUpload(req, {
    fileField: PRODUCTION_FILE_FIELD,
    maxFileBytes: MAX_PRODUCTION_BYTES,
    tooLargeMessage: 'The production file is larger than 25 MB',
    oneFileMessage: 'Please upload one file only',
    unexpectedFileMessage: (name) => `Unexpected file field "${name}"; ${NO_FILE_MESSAGE}`,
    noFileMessage: NO_FILE_MESSAGE,
    accept: ({ filename, stream }) => {
      if (!/\.docx$/i.test(filename ?? '')) throw new ValidationError(NOT_DOCX_MESSAGE);
      return readWhole(stream);
    },
  });
  return checkProductionFile(file!);
}

/** The same checks as every .docx upload (libs/documents): macros, archive expansion, figure sizes. */
export async function checkProductionFile(bytes: Buffer): Promise<Buffer> {
  const zip = bytes.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
  const verdict = zip ? await officeArchiveProblem(bytes) : { problem: 'unreadable' as const };
  if (verdict) throw new ValidationError('message' in verdict ? verdict.message : NOT_DOCX_MESSAGE);
  return bytes;
}
