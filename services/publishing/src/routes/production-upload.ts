import type { Request } from 'express';
import { readWhole, receiveUpload } from '@journal/http';
import {
  checkProductionFile,
  checkProductionFileName,
  MAX_PRODUCTION_BYTES,
  PRODUCTION_TOO_LARGE_MESSAGE,
} from '../domain/fulltext/production-file';

export const PRODUCTION_FILE_FIELD = 'file';
const NO_FILE_MESSAGE = `Send the .docx as the multipart file field "${PRODUCTION_FILE_FIELD}"`;

/** The bytes of the one .docx part of a multipart request (the one receiver of @journal/http); 400/413 with a reason otherwise. */
export async function receiveProductionFile(req: Request): Promise<Buffer> {
  const { file } = await receiveUpload(req, {
    fileField: PRODUCTION_FILE_FIELD,
    maxFileBytes: MAX_PRODUCTION_BYTES,
    tooLargeMessage: PRODUCTION_TOO_LARGE_MESSAGE,
    oneFileMessage: 'Please upload one file only',
    unexpectedFileMessage: (name) => `Unexpected file field "${name}"; ${NO_FILE_MESSAGE}`,
    noFileMessage: NO_FILE_MESSAGE,
    accept: ({ filename, stream }) => {
      checkProductionFileName(filename);
      return readWhole(stream);
    },
  });
  return checkProductionFile(file!);
}
