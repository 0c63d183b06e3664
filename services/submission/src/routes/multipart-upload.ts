import type { Request } from 'express';
import busboy from 'busboy';
import { PayloadTooLargeError, unstorableFormField, ValidationError } from '@journal/errors';
import { FILE_TOO_LARGE_MESSAGE, MAX_UPLOAD_BYTES } from '../domain/upload/file-type.policy';
import type { Readable } from 'node:stream';

export const FILE_FIELD = 'paperFile';
/** After a refusal we keep reading (so the client sees our answer) but not forever. */
const MAX_DRAIN_BYTES = 64 * 1024 * 1024;

export interface MultipartHandlers<F> {
  /** Consumes the file stream; resolves once the file is stored, rejects to refuse the upload. */
  acceptFile(fileName: string | undefined, stream: Readable): Promise<F>;
  /** Undoes acceptFile when the request fails after the file was stored. */
  discardFile(file: F): Promise<void>;
  maxFileBytes?: number;
}

export interface MultipartResult<F> {
  fields: Record<string, string>;
  file?: F;
}

/**
 * Streams a multipart request: text fields are collected, the one file part goes straight to
 * `acceptFile` (never buffered). Any failure stops parsing at once and rejects once the file is gone;
 * the rest of the body is drained so the client can read the error response.
 */
export function receiveMultipart<F>(
  req: Request,
  handlers: MultipartHandlers<F>,
): Promise<MultipartResult<F>> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        defParamCharset: 'utf8',
        // +1: busboy signals 'limit' when this many bytes arrived, i.e. only when the file is too big.
        limits: {
          fileSize: (handlers.maxFileBytes ?? MAX_UPLOAD_BYTES) + 1,
          files: 1,
          fields: 20,
          // An abstract of 5,000 characters or 20 co-authors can take 20 kB of UTF-8.
          fieldSize: 64 * 1024,
          parts: 25,
        },
      });
    } catch {
      reject(new ValidationError('The upload is not a valid multipart form'));
      return;
    }
    const fields: Record<string, string> = {};
    let pending: Promise<F> | undefined;
    let fileStream: Readable | undefined;
    let settled = false;

    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      req.unpipe(parser);
      // Stops parsing what is already buffered, and ends any part stream busboy still holds.
      parser.destroy();
      drain(req);
      // Ends a put still waiting for bytes, so storage removes its partial file.
      if (fileStream && !fileStream.readableEnded)
        fileStream.destroy(error instanceof Error ? error : new Error(String(error)));
      // Answer only once the upload is gone (a stored file discarded, a partial one removed by the
      // put), so a client reading the 400 never finds anything of it left.
      const cleanup = pending?.then(
        (file) => handlers.discardFile(file),
        () => undefined,
      );
      void (cleanup ?? Promise.resolve()).then(() => reject(error));
    };

    parser.on('field', (name, value, info) => {
      if (settled) return;
      if (info.valueTruncated) return fail(new ValidationError(`The ${name} field is too long`));
      // As for JSON bodies: no character XML 1.0 cannot hold, refused before the file is stored.
      const unstorable = unstorableFormField(name, value);
      if (unstorable) return fail(unstorable);
      fields[name] = value;
    });
    parser.on('file', (name, stream, info) => {
      // Its errors reach acceptFile through the pipe; this keeps a refused, never-piped stream from crashing.
      stream.on('error', () => undefined);
      // Busboy may still emit parts from bytes it already had after a refusal: never store those.
      if (settled) return void stream.resume();
      if (name !== FILE_FIELD) {
        stream.resume();
        return fail(new ValidationError(`Unexpected file field "${name}"; send the paper as ${FILE_FIELD}`));
      }
      fileStream = stream;
      stream.once('limit', () => stream.destroy(new PayloadTooLargeError(FILE_TOO_LARGE_MESSAGE)));
      pending = handlers.acceptFile(info.filename, stream);
      pending.catch(fail);
    });
    parser.on('filesLimit', () => fail(new ValidationError('Please upload one file only')));
    parser.on('fieldsLimit', () => fail(new ValidationError('Too many form fields')));
    parser.on('partsLimit', () => fail(new ValidationError('Too many form parts')));
    parser.on('error', () => fail(new ValidationError('The upload is not a valid multipart form')));
    parser.on('close', () => {
      if (settled) return;
      (pending ?? Promise.resolve(undefined)).then((file) => {
        if (settled) {
          if (file !== undefined) void handlers.discardFile(file);
          return;
        }
        settled = true;
        resolve(file === undefined ? { fields } : { fields, file });
      }, fail);
    });
    // A client that disconnects mid-upload: the file stream errors, the put rolls back.
    req.once('close', () => {
      if (!req.complete) fail(new ValidationError('The upload was interrupted'));
    });
    req.pipe(parser);
  });
}

function drain(req: Request): void {
  let drained = 0;
  req.on('data', (chunk: Buffer) => {
    drained += chunk.length;
    if (drained > MAX_DRAIN_BYTES) req.destroy();
  });
  req.resume();
}
