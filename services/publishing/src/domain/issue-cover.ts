import { checkImageUpload } from '@journal/documents';
import { ValidationError } from '@journal/errors';

/** An issue's cover (issue 42 item 1): the rules of a journal's cover, under its own messages. */
export const ISSUE_COVER_FIELD = 'image';
export const MAX_ISSUE_COVER_BYTES = 2 * 1024 * 1024;
export const ISSUE_COVER_TYPE_MESSAGE = 'The issue cover must be a PNG, JPEG or WebP image';
export const ISSUE_COVER_SIZE_MESSAGE = 'The issue cover must be at most 2 MB';
export const NO_ISSUE_COVER_MESSAGE = `Send the image as the multipart file field "${ISSUE_COVER_FIELD}"`;
export const NO_ISSUE_COVER = 'This issue has no cover image';

const COVER_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type IssueCoverType = (typeof COVER_TYPES)[number];

export const ISSUE_COVER_EXTENSIONS: Record<IssueCoverType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
};

export interface IssueCoverUpload {
  bytes: Buffer;
  contentType: IssueCoverType;
}

/** The checked image (type by content, never by name), or 400. */
export function checkIssueCover(bytes: Buffer): IssueCoverUpload {
  const verdict = checkImageUpload(bytes, COVER_TYPES, ISSUE_COVER_TYPE_MESSAGE);
  if (!verdict.ok) throw new ValidationError(verdict.message);
  return { bytes, contentType: verdict.type as IssueCoverType };
}
