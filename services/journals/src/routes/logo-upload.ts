import type { Request } from 'express';
import {
  checkLogo,
  LOGO_FIELD,
  LOGO_SIZE_MESSAGE,
  MAX_LOGO_BYTES,
  NO_LOGO_MESSAGE,
  type LogoUpload,
} from '../domain/logo-image';
import { receiveImage } from '@journal/http';

/** The site's logo (at most 1 MB, PNG, JPEG, WebP or SVG by content; an SVG comes back sanitized). */
export function receiveLogo(req: Request): Promise<LogoUpload> {
  return receiveImage(req, {
    field: LOGO_FIELD,
    maxBytes: MAX_LOGO_BYTES,
    tooLargeMessage: LOGO_SIZE_MESSAGE,
    noFileMessage: NO_LOGO_MESSAGE,
    check: checkLogo,
  });
}
