import path from 'node:path';

/** Letters, digits, space and . _ - ( ) kept; anything else (quotes, slashes, controls) becomes `_`. */
function safeName(name: string, letter: RegExp): string {
  return name
    .normalize('NFC')
    .replace(letter, '_')
    .replace(/_+/g, '_')
    .replace(/^[\s._-]+|[\s._-]+$/g, '')
    .slice(0, 200);
}

/**
 * RFC 6266 `attachment` for a file kept under the name its uploader gave (supplementary files): an
 * ASCII fallback in `filename=` and the RFC 5987 UTF-8 name in `filename*=`, never a header break.
 */
export function attachmentDisposition(fileName: string, fallback = 'file'): string {
  const ext = path.extname(fileName);
  const ascii =
    safeName(fileName.normalize('NFKD').replace(/[\u0300-\u036f]/g, ''), /[^A-Za-z0-9 ._()-]/g) ||
    `${fallback}${ext}`;
  const unicode = safeName(fileName, /[^\p{L}\p{N} ._()-]/gu) || ascii;
  const encoded = encodeURIComponent(unicode).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
