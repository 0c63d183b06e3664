import type { Request } from 'express';
import { unstorableFormField, ValidationError } from '@journal/errors';
import { receiveUpload, type ReceivedUpload } from '@journal/http';
import type { PaperFileService, StoredPaper } from '../domain/paper-file.service';
import { FILE_TOO_LARGE_MESSAGE, MAX_UPLOAD_BYTES } from '../domain/upload/file-type.policy';

export const FILE_FIELD = 'paperFile';

/** A form that only comes as multipart (a revision, an anonymous version): 400 naming what to send. */
export function assertMultipart(req: Request, what: string): void {
  if (!req.is('multipart/form-data'))
    throw new ValidationError(`Send the ${what} as multipart/form-data with ${FILE_FIELD}`);
}

/**
 * A paper form (submission, revision, anonymous version) through the one receiver of `@journal/http`:
 * its text fields and the one `paperFile` part, streamed to the paper store while it is checked (never
 * buffered), and removed from it again when the request fails after it was stored.
 */
export function receiveMultipart(
  req: Request,
  papers: Pick<PaperFileService, 'store' | 'discard'>,
): Promise<ReceivedUpload<StoredPaper>> {
  return receiveUpload(req, {
    fileField: FILE_FIELD,
    maxFileBytes: MAX_UPLOAD_BYTES,
    tooLargeMessage: FILE_TOO_LARGE_MESSAGE,
    oneFileMessage: 'Please upload one file only',
    unexpectedFileMessage: (name) => `Unexpected file field "${name}"; send the paper as ${FILE_FIELD}`,
    // An abstract of 5,000 characters or 20 co-authors can take 20 kB of UTF-8.
    limits: { fields: 20, fieldSize: 64 * 1024, parts: 25 },
    // As for JSON bodies: no character XML 1.0 cannot hold, refused before the file is stored.
    checkField: unstorableFormField,
    accept: ({ filename, stream }) => papers.store(filename, stream),
    discard: (file) => papers.discard(file),
  });
}
