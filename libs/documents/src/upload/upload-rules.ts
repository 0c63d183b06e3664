/** The one refusal for macro-enabled Office files, whichever upload carries them. */
export const MACRO_MESSAGE = 'Files with macros are not accepted';

/** Pixels an image may declare: decoding more would take gigabytes (60000x60000 RGBA is 14 GB). */
export const MAX_IMAGE_PIXELS = 100_000_000;

/** The archive limits of every Office upload (a paper's .docx, a production file). */
export const ARCHIVE_LIMITS = { maxTotalBytes: 100 * 1024 * 1024, maxRatio: 100, ratioFloorBytes: 64 * 1024 };

export function imageTooLargeMessage(what: string, width: number, height: number): string {
  return `${what} declares ${width}x${height} pixels; images may have at most 100 megapixels`;
}
