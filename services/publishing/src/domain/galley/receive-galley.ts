import type { IncomingMessage } from 'node:http';
import { pipeline } from 'node:stream/promises';
import { ValidationError } from '@journal/errors';
import { receiveUpload } from '@journal/http';
import { generateObjectKey, type FileStorage, type PutResult } from '@journal/storage';
import { MAX_GALLEY_BYTES, PdfGalleyInspector } from './pdf-galley.inspector';
import { findPdfScript, PDF_SCRIPTS_MESSAGE } from './pdf-scripts';

export const GALLEY_FIELD = 'galley';
const NO_FILE_MESSAGE = `Send the PDF as the multipart file field "${GALLEY_FIELD}"`;

/**
 * Streams the one PDF part of a multipart request (the one receiver of @journal/http) through the
 * inspector into storage (never buffered). Resolves with the stored object once the request ended;
 * rejects with a clear 400/413 once nothing of the upload is left in storage.
 */
export async function receiveGalley(
  req: IncomingMessage,
  storage: FileStorage,
  maxBytes = MAX_GALLEY_BYTES,
): Promise<PutResult> {
  const { file } = await receiveUpload(req, {
    fileField: GALLEY_FIELD,
    // No tooLargeMessage: the inspector counts the bytes and answers 413 with the galley's message.
    maxFileBytes: maxBytes,
    oneFileMessage: 'Please upload one file only',
    unexpectedFileMessage: (name) => `Unexpected file field "${name}"; ${NO_FILE_MESSAGE}`,
    noFileMessage: NO_FILE_MESSAGE,
    accept: ({ stream }) => storeGalley(stream, storage, maxBytes),
    discard: (put) => storage.delete(put.key),
  });
  return file!;
}

/** Settles once both sides did: a refused upload answers only after the put removed its partial file. */
async function storeGalley(
  stream: NodeJS.ReadableStream,
  storage: FileStorage,
  maxBytes: number,
): Promise<PutResult> {
  const inspector = new PdfGalleyInspector(maxBytes);
  const key = generateObjectKey('pdf', { prefix: 'galleys' });
  const [put, piped] = await Promise.allSettled([
    storage.put(key, inspector, { contentType: 'application/pdf' }),
    pipeline(stream, inspector),
  ]);
  if (put.status === 'fulfilled' && piped.status === 'fulfilled') {
    // Stored whole; a document that would run code in a reader's viewer is removed again.
    if (!(await findPdfScript(inspector.contents()))) return put.value;
    await storage.delete(put.value.key);
    throw new ValidationError(PDF_SCRIPTS_MESSAGE);
  }
  if (put.status === 'fulfilled') await storage.delete(put.value.key);
  throw put.status === 'rejected' ? put.reason : (piped as PromiseRejectedResult).reason;
}
