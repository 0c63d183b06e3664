import { checkImageUpload, readImageHeader } from '@journal/documents';
import { ValidationError } from '@journal/errors';

export const COVER_FIELD = 'image';
export const MAX_COVER_BYTES = 2 * 1024 * 1024;
export const COVER_TYPE_MESSAGE = 'The cover must be a PNG, JPEG or WebP image';
export const COVER_SIZE_MESSAGE = 'The cover image must be at most 2 MB';
export const NO_COVER_MESSAGE = `Send the image as the multipart file field "${COVER_FIELD}"`;

const COVER_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
type CoverType = (typeof COVER_TYPES)[number];

/** The image type by its first bytes (never by the name or the declared type), or undefined. */
export function imageTypeOf(bytes: Buffer): CoverType | undefined {
  const type = readImageHeader(bytes)?.type;
  return COVER_TYPES.find((allowed) => allowed === type);
}

export interface CoverUpload {
  bytes: Buffer;
  contentType: CoverType;
}

/** The checked cover, or 400: the shared image check (libs/documents), type by content, at most 100 megapixels. */
export function checkCover(bytes: Buffer): CoverUpload {
  const verdict = checkImageUpload(bytes, COVER_TYPES, COVER_TYPE_MESSAGE);
  if (!verdict.ok) throw new ValidationError(verdict.message);
  return { bytes, contentType: verdict.type as CoverType };
}
