import type { Request } from 'express';
import { readWhole, receiveUpload } from './receive-upload';

/** The one image part a cover or logo upload sends (journals' covers and logo, publishing's issue covers): its field, its limit, its messages, its check. */
export interface ImageUploadRules<T> {
  field: string;
  maxBytes: number;
  tooLargeMessage: string;
  noFileMessage: string;
  /** The domain's check of the whole bytes (type by content): the checked image, or a ValidationError. */
  check: (bytes: Buffer) => T | Promise<T>;
}

/**
 * One image, small enough to hold in memory, checked by content as it ends: 400 (no file, another field,
 * a second file, wrong type) or 413 (too large).
 */
export async function receiveImage<T>(req: Request, rules: ImageUploadRules<T>): Promise<T> {
  const { file } = await receiveUpload(req, {
    fileField: rules.field,
    maxFileBytes: rules.maxBytes,
    tooLargeMessage: rules.tooLargeMessage,
    oneFileMessage: 'Please upload one image only',
    unexpectedFileMessage: () => rules.noFileMessage,
    noFileMessage: rules.noFileMessage,
    accept: async ({ stream }) => rules.check(await readWhole(stream)),
  });
  return file!;
}
