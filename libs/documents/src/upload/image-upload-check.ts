import { readImageHeader, tooManyPixels, type ImageType } from './image-header';
import { imageTooLargeMessage, MAX_IMAGE_PIXELS } from './upload-rules';

export type ImageVerdict = { ok: true; type: ImageType } | { ok: false; message: string };

/**
 * An uploaded image judged by its bytes: one of `allowed` types by content, declaring at most
 * MAX_IMAGE_PIXELS (readers' browsers decode it whole).
 */
export function checkImageUpload(
  bytes: Buffer,
  allowed: readonly ImageType[],
  wrongTypeMessage: string,
): ImageVerdict {
  const header = readImageHeader(bytes);
  if (!header || !allowed.includes(header.type)) return { ok: false, message: wrongTypeMessage };
  if (tooManyPixels(header, MAX_IMAGE_PIXELS))
    return { ok: false, message: imageTooLargeMessage('The image', header.width!, header.height!) };
  return { ok: true, type: header.type };
}
