import type { Readable } from 'node:stream';
import type { Request } from 'express';
import { unstorableFormField } from '@journal/errors';
import { receiveUpload, type ReceivedUpload } from '@journal/http';
import { FILE_TOO_LARGE_MESSAGE, MAX_UPLOAD_BYTES } from '../domain/upload/file-type.policy';

export const FILE_FIELD = 'paperFile';

export interface MultipartHandlers<F> {
  /** Consumes the file stream; resolves once the file is stored, rejects to refuse the upload. */
  acceptFile(fileName: string | undefined, stream: Readable): Promise<F>;
  /** Undoes acceptFile when the request fails after the file was stored. */
  discardFile(file: F): Promise<void>;
  maxFileBytes?: number;
}

/**
 * A paper form (submission, revision, anonymous version) through the one receiver of `@journal/http`:
 * its text fields and the one `paperFile` part, streamed to `acceptFile` (never buffered).
 */
export function receiveMultipart<F>(
  req: Request,
  handlers: MultipartHandlers<F>,
): Promise<ReceivedUpload<F>> {
  return receiveUpload(req, {
    fileField: FILE_FIELD,
    maxFileBytes: handlers.maxFileBytes ?? MAX_UPLOAD_BYTES,
    tooLargeMessage: FILE_TOO_LARGE_MESSAGE,
    oneFileMessage: 'Please upload one file only',
    unexpectedFileMessage: (name) => `Unexpected file field "${name}"; send the paper as ${FILE_FIELD}`,
    // An abstract of 5,000 characters or 20 co-authors can take 20 kB of UTF-8.
    limits: { fields: 20, fieldSize: 64 * 1024, parts: 25 },
    // As for JSON bodies: no character XML 1.0 cannot hold, refused before the file is stored.
    checkField: unstorableFormField,
    accept: ({ filename, stream }) => handlers.acceptFile(filename, stream),
    discard: (file) => handlers.discardFile(file),
  });
}
