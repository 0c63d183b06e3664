import { checkImageUpload } from '@journal/documents';
import { ValidationError } from '@journal/errors';
import { sanitizeSvg } from './svg-sanitizer';

export const LOGO_FIELD = 'image';
export const MAX_LOGO_BYTES = 1024 * 1024;
export const LOGO_TYPE_MESSAGE = 'The logo must be a PNG, JPEG, WebP or SVG image';
export const LOGO_SIZE_MESSAGE = 'The logo must be at most 1 MB';
export const NO_LOGO_MESSAGE = `Send the image as the multipart file field "${LOGO_FIELD}"`;

const RASTER_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type LogoType = (typeof RASTER_TYPES)[number] | 'image/svg+xml';

export interface LogoUpload {
  bytes: Buffer;
  contentType: LogoType;
}

/** An XML prolog, comments and a doctype may come before the root; the root must be `<svg`. */
const SVG_START =
  /^\uFEFF?\s*(?:<\?xml[^>]*\?>\s*)?(?:<!--[\s\S]*?-->\s*|<!DOCTYPE[^>[]*(?:\[[\s\S]*?\])?\s*>\s*)*<svg[\s>]/i;

function svgText(bytes: Buffer): string | undefined {
  const text = bytes.toString('utf8');
  // Not text (a NUL, or bytes that are not UTF-8): no SVG.
  if (text.includes('\0') || text.includes('\uFFFD')) return undefined;
  return SVG_START.test(text) ? text : undefined;
}

/**
 * The checked logo, or 400: PNG, JPEG or WebP by their first bytes (the shared image check), or an SVG
 * document, which is stored sanitized (sanitizeSvg) so the site never serves script from its own origin.
 */
export function checkLogo(bytes: Buffer): LogoUpload {
  const svg = svgText(bytes);
  if (svg !== undefined) {
    const clean = sanitizeSvg(svg);
    if (!/^<svg[\s>]/.test(clean)) throw new ValidationError(LOGO_TYPE_MESSAGE);
    return { bytes: Buffer.from(clean, 'utf8'), contentType: 'image/svg+xml' };
  }
  const verdict = checkImageUpload(bytes, RASTER_TYPES, LOGO_TYPE_MESSAGE);
  if (!verdict.ok) throw new ValidationError(verdict.message);
  return { bytes, contentType: verdict.type as LogoType };
}
