import type { Request } from 'express';
import { unstorableFormField, ValidationError } from '@journal/errors';
import { receiveUpload, type ExtraFileRules, type ReceivedUpload } from '@journal/http';
import type { PaperFileService, StoredPaper } from '../domain/paper-file.service';
import type { StoredSupplementary, SupplementaryFilesService } from '../domain/supplementary-files.service';
import { FILE_TOO_LARGE_MESSAGE, MAX_UPLOAD_BYTES } from '../domain/upload/file-type.policy';
import {
  MAX_SUPPLEMENTARY_FILES,
  SUPPLEMENTARY_FIELD,
  TOO_MANY_SUPPLEMENTARY_MESSAGE,
  supplementaryTooLargeMessage,
} from '../domain/upload/supplementary-file.policy';

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
  supplementary?: Pick<SupplementaryFilesService, 'store' | 'discard'>,
): Promise<ReceivedUpload<StoredPaper, StoredSupplementary>> {
  return receiveUpload<StoredPaper, StoredSupplementary>(req, {
    fileField: FILE_FIELD,
    maxFileBytes: MAX_UPLOAD_BYTES,
    tooLargeMessage: FILE_TOO_LARGE_MESSAGE,
    oneFileMessage: 'Please upload one file only',
    unexpectedFileMessage: (name) => `Unexpected file field "${name}"; send the paper as ${FILE_FIELD}`,
    // An abstract of 5,000 characters or 20 co-authors can take 20 kB of UTF-8; five more parts for the
    // supplementary files where the form takes them.
    limits: { fields: 20, fieldSize: 64 * 1024, parts: supplementary ? 31 : 25 },
    // As for JSON bodies: no character XML 1.0 cannot hold, refused before the file is stored.
    checkField: unstorableFormField,
    accept: ({ filename, stream }) => papers.store(filename, stream),
    discard: (file) => papers.discard(file),
    ...(supplementary ? { extraFiles: supplementaryRules(supplementary) } : {}),
  });
}

/** Issue 42 item 8: at most five `supplementaryFiles` parts, each checked as it streams to storage. */
export function supplementaryRules(
  supplementary: Pick<SupplementaryFilesService, 'store' | 'discard'>,
): ExtraFileRules<StoredSupplementary> {
  return {
    field: SUPPLEMENTARY_FIELD,
    max: MAX_SUPPLEMENTARY_FILES,
    tooManyMessage: TOO_MANY_SUPPLEMENTARY_MESSAGE,
    tooLargeMessage: supplementaryTooLargeMessage,
    accept: ({ filename, stream }) => supplementary.store(filename, stream),
    discard: (file) => supplementary.discard(file),
  };
}

export function assertSupplementaryMultipart(req: Request): void {
  if (!req.is('multipart/form-data'))
    throw new ValidationError(`Send the files as multipart/form-data with ${SUPPLEMENTARY_FIELD}`);
}

/**
 * The form that adds supplementary files to a submitted paper: `supplementaryFiles` parts and an
 * optional `description`; a paperFile part is refused (a new manuscript is a revision).
 */
export function receiveSupplementary(
  req: Request,
  supplementary: Pick<SupplementaryFilesService, 'store' | 'discard'>,
): Promise<ReceivedUpload<never, StoredSupplementary>> {
  const onlySupplementary = `Send supplementary files as ${SUPPLEMENTARY_FIELD}`;
  return receiveUpload<never, StoredSupplementary>(req, {
    fileField: FILE_FIELD,
    maxFileBytes: MAX_UPLOAD_BYTES,
    oneFileMessage: onlySupplementary,
    unexpectedFileMessage: () => onlySupplementary,
    limits: { fields: 2, fieldSize: 4 * 1024, parts: 8 },
    checkField: unstorableFormField,
    accept: () => Promise.reject(new ValidationError(onlySupplementary)),
    extraFiles: supplementaryRules(supplementary),
  });
}
