import type { IncomingMessage } from 'node:http';
import type { Readable } from 'node:stream';
import busboy from 'busboy';
import { PayloadTooLargeError, ValidationError } from '@journal/errors';

/** After a refusal the rest of the body is read (so the client sees the answer), but not forever. */
const MAX_DRAIN_BYTES = 64 * 1024 * 1024;

export const NOT_MULTIPART_MESSAGE = 'The upload is not a valid multipart form';
export const INTERRUPTED_MESSAGE = 'The upload was interrupted';

/** The one file part, handed to `accept` as it starts arriving. */
export interface UploadedFile {
  filename: string | undefined;
  mimeType: string;
  /** Ends after at most `maxFileBytes`; one byte more fails it with 413 `tooLargeMessage` (when given). */
  stream: Readable;
}

/**
 * Optional further files under a field of their own (a paper's supplementary files): at most `max`, each
 * under the same `maxFileBytes`, each streamed to `accept` as it arrives; all discarded when the request fails.
 */
export interface ExtraFileRules<E> {
  field: string;
  max: number;
  /** Refusal of file number `max + 1`. */
  tooManyMessage: string;
  /** Refusal (400) of one over `maxFileBytes`, naming it. */
  tooLargeMessage(filename: string | undefined): string;
  accept(file: UploadedFile): Promise<E>;
  discard(file: E): Promise<void>;
}

export interface UploadRules<F, E = never> {
  /** The multipart field that carries the file; a file under any other name is refused. */
  fileField: string;
  /** The largest file accepted, in bytes. */
  maxFileBytes: number;
  /**
   * 413 message of a file over `maxFileBytes`. Without it the stream just ends after `maxFileBytes + 1`
   * bytes and `accept` decides (a consumer that counts bytes itself, such as an inspector).
   */
  tooLargeMessage?: string;
  /** Refusal of a second file. */
  oneFileMessage: string;
  /** Refusal of a file under another field name. */
  unexpectedFileMessage(name: string): string;
  /** When set, a form without the file is refused with it; otherwise `file` is absent from the result. */
  noFileMessage?: string;
  /** How many text fields and parts a form may have, and the longest field (bytes). */
  limits?: { fields?: number; parts?: number; fieldSize?: number };
  /** A check of each text field; an error refuses the upload before anything else is read. */
  checkField?(name: string, value: string): Error | undefined;
  /** Consumes the file; resolves with what the route keeps (bytes, a stored object), rejects to refuse. */
  accept(file: UploadedFile): Promise<F>;
  /** Undoes `accept` when the request fails after the file was accepted (a stored object removed). */
  discard?(file: F): Promise<void>;
  /** Further files the form may carry; unset, one file only (as before). */
  extraFiles?: ExtraFileRules<E>;
}

export interface ReceivedUpload<F, E = never> {
  fields: Record<string, string>;
  file?: F;
  /** What `extraFiles.accept` kept, in the order sent; set only when `extraFiles` was given. */
  extras?: E[];
}

/**
 * The one multipart receiver (busboy): text fields are collected and the one file part streams to
 * `accept` as it arrives (never buffered here). Any refusal stops parsing at once and rejects with a
 * 400/413 only once the file is gone (accept's work discarded, a partial put ended); the rest of the
 * body is drained so the client reads the answer. A client that stops sending is cut off by the server's
 * body-stall watch (body-stall.ts, UPLOAD_IDLE_TIMEOUT_MS): the closed request fails as interrupted.
 */
export function receiveUpload<F, E = never>(
  req: IncomingMessage,
  rules: UploadRules<F, E>,
): Promise<ReceivedUpload<F, E>> {
  const extra = rules.extraFiles;
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        defParamCharset: 'utf8',
        // busboy signals 'limit' once this many bytes arrived: +1, so only a file over the maximum does.
        limits: {
          fileSize: rules.maxFileBytes + 1,
          // With extra files, one more than allowed reaches the handler below, which names the refusal.
          files: extra ? extra.max + 2 : 1,
          fields: rules.limits?.fields ?? 5,
          fieldSize: rules.limits?.fieldSize ?? 1024 * 1024,
          parts: rules.limits?.parts ?? 6,
        },
      });
    } catch {
      return reject(new ValidationError(NOT_MULTIPART_MESSAGE));
    }
    const fields: Record<string, string> = {};
    let pending: Promise<F> | undefined;
    let fileStream: Readable | undefined;
    const extraStreams: Readable[] = [];
    const extrasPending: Promise<E>[] = [];
    let settled = false;
    const discardExtras = (kept: Promise<E>[]) =>
      Promise.all(
        kept.map((p) =>
          p.then(
            (file) => extra?.discard(file),
            () => undefined,
          ),
        ),
      );

    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      req.unpipe(parser);
      // Stops parsing what is already buffered, and ends any part stream busboy still holds.
      parser.destroy();
      drain(req);
      // Ends a put still waiting for bytes, so storage removes its partial file.
      const reason = error instanceof Error ? error : new Error(String(error));
      for (const stream of [fileStream, ...extraStreams])
        if (stream && !stream.readableEnded) stream.destroy(reason);
      const cleanup = Promise.all([
        pending?.then(
          (file) => rules.discard?.(file),
          () => undefined,
        ),
        discardExtras(extrasPending),
      ]);
      void cleanup.then(
        () => reject(error),
        () => reject(error),
      );
    };

    parser.on('field', (name, value, info) => {
      if (settled) return;
      if (info.valueTruncated) return fail(new ValidationError(`The ${name} field is too long`));
      const refusal = rules.checkField?.(name, value);
      if (refusal) return fail(refusal);
      fields[name] = value;
    });
    parser.on('file', (name, stream, info) => {
      // Its errors reach accept through its own pipe; this keeps a refused, never-read stream from crashing.
      stream.on('error', () => undefined);
      // busboy may still emit parts from bytes it already had after a refusal: never accept those.
      if (settled) return void stream.resume();
      if (extra && name === extra.field) return acceptExtra(stream, info.filename, info.mimeType);
      if (extra && name === rules.fileField && fileStream) {
        stream.resume();
        return fail(new ValidationError(rules.oneFileMessage));
      }
      if (name !== rules.fileField) {
        stream.resume();
        return fail(new ValidationError(rules.unexpectedFileMessage(name)));
      }
      fileStream = stream;
      const { tooLargeMessage } = rules;
      if (tooLargeMessage)
        stream.once('limit', () => stream.destroy(new PayloadTooLargeError(tooLargeMessage)));
      // Called at once, not deferred: busboy may end or fail the stream on the next tick, before a later
      // listener would hear it. A synchronous throw is a refusal like a rejection.
      try {
        pending = rules.accept({ filename: info.filename, mimeType: info.mimeType, stream });
      } catch (error) {
        pending = Promise.reject(error);
      }
      pending.catch(fail);
    });
    const acceptExtra = (stream: Readable, filename: string | undefined, mimeType: string) => {
      if (!extra) return;
      if (extrasPending.length >= extra.max) {
        stream.resume();
        return fail(new ValidationError(extra.tooManyMessage));
      }
      extraStreams.push(stream);
      stream.once('limit', () => stream.destroy(new ValidationError(extra.tooLargeMessage(filename))));
      let kept: Promise<E>;
      try {
        kept = extra.accept({ filename, mimeType, stream });
      } catch (error) {
        kept = Promise.reject(error);
      }
      extrasPending.push(kept);
      kept.catch(fail);
    };
    parser.on('filesLimit', () => fail(new ValidationError(rules.oneFileMessage)));
    parser.on('fieldsLimit', () => fail(new ValidationError('Too many form fields')));
    parser.on('partsLimit', () => fail(new ValidationError('Too many form parts')));
    parser.on('error', () => fail(new ValidationError(NOT_MULTIPART_MESSAGE)));
    parser.on('close', () => {
      if (settled) return;
      if (!pending && rules.noFileMessage) return fail(new ValidationError(rules.noFileMessage));
      Promise.all([pending ?? Promise.resolve(undefined), Promise.all(extrasPending)]).then(
        ([file, extras]) => {
          if (settled) {
            if (file !== undefined) void rules.discard?.(file);
            void discardExtras(extrasPending);
            return;
          }
          settled = true;
          const received: ReceivedUpload<F, E> = file === undefined ? { fields } : { fields, file };
          resolve(extra ? { ...received, extras } : received);
        },
        fail,
      );
    });
    // A client that disconnects mid-upload (or is cut off as stalled): the file stream errors, a put rolls back.
    req.once('close', () => {
      if (!req.complete) fail(new ValidationError(INTERRUPTED_MESSAGE));
    });
    req.pipe(parser);
  });
}

function drain(req: IncomingMessage): void {
  let drained = 0;
  req.on('data', (chunk: Buffer) => {
    drained += chunk.length;
    if (drained > MAX_DRAIN_BYTES) req.destroy();
  });
  req.resume();
}

/** The whole file in memory, for small uploads whose checks need every byte (a cover, a .docx). */
export function readWhole(stream: Readable): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.once('error', reject);
    stream.once('end', () => resolve(Buffer.concat(chunks)));
  });
}
