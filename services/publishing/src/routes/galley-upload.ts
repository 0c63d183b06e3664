import type { Request } from 'express';
import { receiveUpload } from '@journal/http';
import type { FileStorage, PutResult } from '@journal/storage';
import { MAX_GALLEY_BYTES } from '../domain/galley/pdf-galley.inspector';
import { storeGalley } from '../domain/galley/store-galley';

export const GALLEY_FIELD = 'galley';
const NO_FILE_MESSAGE = `Send the PDF as the multipart file field "${GALLEY_FIELD}"`;

/**
 * Streams the one PDF part of a multipart request (the one receiver of @journal/http) into storage.
 * Resolves with the stored object once the request ended; rejects with a clear 400/413 once nothing of
 * the upload is left in storage.
 */
export async function receiveGalley(req: Request, storage: FileStorage): Promise<PutResult> {
  const { file } = await receiveUpload(req, {
    fileField: GALLEY_FIELD,
    // No tooLargeMessage: the inspector counts the bytes and answers 413 with the galley's message.
    maxFileBytes: MAX_GALLEY_BYTES,
    oneFileMessage: 'Please upload one file only',
    unexpectedFileMessage: (name) => `Unexpected file field "${name}"; ${NO_FILE_MESSAGE}`,
    noFileMessage: NO_FILE_MESSAGE,
    accept: ({ stream }) => storeGalley(stream, storage),
    discard: (put) => storage.delete(put.key),
  });
  return file!;
}
