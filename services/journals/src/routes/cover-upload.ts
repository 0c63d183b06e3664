import type { Request } from 'express';
import { readWhole, receiveUpload } from '@journal/http';
import {
  checkCover,
  COVER_FIELD,
  COVER_SIZE_MESSAGE,
  MAX_COVER_BYTES,
  NO_COVER_MESSAGE,
  type CoverUpload,
} from '../domain/cover-image';

/**
 * The one image part of a cover upload (at most 2 MB, so it is held in memory), checked by content as it
 * ends: 400 (no file, another field, a second file, wrong type) or 413 (too large).
 */
export async function receiveCover(req: Request): Promise<CoverUpload> {
  const { file } = await receiveUpload(req, {
    fileField: COVER_FIELD,
    maxFileBytes: MAX_COVER_BYTES,
    tooLargeMessage: COVER_SIZE_MESSAGE,
    oneFileMessage: 'Please upload one image only',
    unexpectedFileMessage: () => NO_COVER_MESSAGE,
    noFileMessage: NO_COVER_MESSAGE,
    accept: async ({ stream }) => checkCover(await readWhole(stream)),
  });
  return file!;
}
