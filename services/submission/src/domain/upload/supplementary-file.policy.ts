import {
  SUPPLEMENTARY_LIMITS,
  SUPPLEMENTARY_MESSAGES,
  supplementaryExtensionOf,
  type SupplementaryExtension as Extension,
} from '@journal/metadata';

/** Issue 42 item 8: at most five supplementary files, each under the manuscript's 10 MB (@journal/metadata). */
export const MAX_SUPPLEMENTARY_FILES = SUPPLEMENTARY_LIMITS.files;
export const MAX_SUPPLEMENTARY_BYTES = SUPPLEMENTARY_LIMITS.bytes;
export const SUPPLEMENTARY_FIELD = 'supplementaryFiles';

/**
 * The fixed safe list (journals keep no per-journal settings yet, docs/product-decisions.md): the media
 * type stored and served (never the client's claim), and the first bytes the content must start with.
 */
const TYPES: Record<Extension, { mediaType: string; signatures: readonly string[] }> = {
  pdf: { mediaType: 'application/pdf', signatures: ['%PDF-'] },
  docx: {
    mediaType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    signatures: ['PK\u0003\u0004'],
  },
  xlsx: {
    mediaType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    signatures: ['PK\u0003\u0004'],
  },
  zip: { mediaType: 'application/zip', signatures: ['PK\u0003\u0004', 'PK\u0005\u0006'] },
  csv: { mediaType: 'text/csv; charset=utf-8', signatures: [] },
  txt: { mediaType: 'text/plain; charset=utf-8', signatures: [] },
  png: { mediaType: 'image/png', signatures: ['\u0089PNG\r\n\u001a\n'] },
  jpg: { mediaType: 'image/jpeg', signatures: ['\u00ff\u00d8\u00ff'] },
  jpeg: { mediaType: 'image/jpeg', signatures: ['\u00ff\u00d8\u00ff'] },
  tif: { mediaType: 'image/tiff', signatures: ['II*\u0000', 'MM\u0000*'] },
  tiff: { mediaType: 'image/tiff', signatures: ['II*\u0000', 'MM\u0000*'] },
};

export type SupplementaryExtension = Extension;

export const TOO_MANY_SUPPLEMENTARY_MESSAGE = SUPPLEMENTARY_MESSAGES.tooMany;
export const supplementaryTooLargeMessage = (name: string | undefined): string =>
  SUPPLEMENTARY_MESSAGES.tooLarge(name ?? '');
export const supplementaryTypeMessage = SUPPLEMENTARY_MESSAGES.type;
export const supplementaryMismatchMessage = (name: string, ext: string): string =>
  `Supplementary file "${name}" does not match its .${ext} extension`;
export const supplementaryEmptyMessage = (name: string): string => `Supplementary file "${name}" is empty`;
export const SUPPLEMENTARY_NAME_MESSAGE = 'Each supplementary file needs a file name';

export const supplementaryExtension = supplementaryExtensionOf;

export const supplementaryMediaType = (ext: SupplementaryExtension): string => TYPES[ext].mediaType;

/** The byte signatures a file of `ext` may start with (none: text, checked for NUL bytes instead). */
export function supplementarySignatures(ext: SupplementaryExtension): Buffer[] {
  return TYPES[ext].signatures.map((s) => Buffer.from(s, 'latin1'));
}

export const isTextType = (ext: SupplementaryExtension): boolean => ext === 'csv' || ext === 'txt';
