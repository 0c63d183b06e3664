import type { Request } from 'express';
import {
  checkCover,
  COVER_FIELD,
  COVER_SIZE_MESSAGE,
  MAX_COVER_BYTES,
  NO_COVER_MESSAGE,
  type CoverUpload,
} from '../domain/cover-image';
import { receiveImage } from '@journal/http';

/** A journal's cover (at most 2 MB, PNG, JPEG or WebP by content). */
export function receiveCover(req: Request): Promise<CoverUpload> {
  return receiveImage(req, {
    field: COVER_FIELD,
    maxBytes: MAX_COVER_BYTES,
    tooLargeMessage: COVER_SIZE_MESSAGE,
    noFileMessage: NO_COVER_MESSAGE,
    check: checkCover,
  });
}
