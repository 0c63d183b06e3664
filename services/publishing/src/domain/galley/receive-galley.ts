import { pipeline } from 'node:stream/promises';
import type { Request } from 'express';
import busboy from 'busboy';
import { ValidationError } from '@journal/errors';
import { generateObjectKey, type FileStorage, type PutResult } from '@journal/storage';
import { MAX_GALLEY_BYTES, PdfGalleyInspector } from './pdf-galley.inspector';
import { findPdfScript, PDF_SCRIPTS_MESSAGE } from './pdf-scripts';

export const GALLEY_FIELD = 'galley';
const NO_FILE_MESSAGE = `Send the PDF as the multipart file field "${GALLEY_FIELD}"`;

/**
 * Streams the one PDF part of a multipart request through the inspector into storage (never buffered).
 * Resolves with the stored object once the request ended; rejects with a clear 400/413 once nothing of
 * the upload is left in storage. The rest of a refused body is drained so the client reads the answer.
 */
export function receiveGalley(
  req: Request,
  storage: FileStorage,
  maxBytes = MAX_GALLEY_BYTES,
): Promise<PutResult> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        limits: { files: 1, fields: 5, parts: 6, fileSize: maxBytes + 1 },
      });
    } catch {
      return reject(new ValidationError('The upload is not a valid multipart form'));
    }
    let stored: Promise<PutResult> | undefined;
    let fileStream: (NodeJS.ReadableStream & { destroy(error?: Error): void }) | undefined;
    let settled = false;
    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      req.unpipe(parser);
      parser.destroy();
      req.resume();
      fileStream?.destroy(error instanceof Error ? error : new Error(String(error)));
      // Ends a put still waiting for bytes, so storage removes its partial file before we answer.
      const cleanup =
        stored?.then(
          (put) => storage.delete(put.key),
          () => undefined,
        ) ?? Promise.resolve();
      void cleanup.then(
        () => reject(error),
        () => reject(error),
      );
    };
    parser.on('file', (name, stream) => {
      stream.on('error', () => undefined);
      if (settled) return void stream.resume();
      if (name !== GALLEY_FIELD) {
        stream.resume();
        return fail(new ValidationError(`Unexpected file field "${name}"; ${NO_FILE_MESSAGE}`));
      }
      fileStream = stream;
      const inspector = new PdfGalleyInspector(maxBytes);
      const key = generateObjectKey('pdf', { prefix: 'galleys' });
      // Settles once both sides did: a refused upload answers only after the put removed its partial file.
      stored = Promise.allSettled([
        storage.put(key, inspector, { contentType: 'application/pdf' }),
        pipeline(stream, inspector),
      ]).then(async ([put, piped]) => {
        if (put.status === 'fulfilled' && piped.status === 'fulfilled') {
          // Stored whole; a document that would run code in a reader's viewer is removed again.
          if (!(await findPdfScript(inspector.contents()))) return put.value;
          await storage.delete(put.value.key);
          throw new ValidationError(PDF_SCRIPTS_MESSAGE);
        }
        if (put.status === 'fulfilled') await storage.delete(put.value.key);
        throw put.status === 'rejected' ? put.reason : (piped as PromiseRejectedResult).reason;
      });
      stored.catch(fail);
    });
    parser.on('filesLimit', () => fail(new ValidationError('Please upload one file only')));
    parser.on('error', () => fail(new ValidationError('The upload is not a valid multipart form')));
    parser.on('close', () => {
      if (settled) return;
      if (!stored) return fail(new ValidationError(NO_FILE_MESSAGE));
      stored.then((put) => {
        if (settled) return void storage.delete(put.key);
        settled = true;
        resolve(put);
      }, fail);
    });
    req.once('close', () => {
      if (!req.complete) fail(new ValidationError('The upload was interrupted'));
    });
    req.pipe(parser);
  });
}
