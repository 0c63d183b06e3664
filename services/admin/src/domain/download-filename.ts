const MAX_BASE_LENGTH = 120;
const FALLBACK = 'paper';

/** Title reduced to characters safe in any file system and header: letters, digits, space, . _ - ( ). */
function safeBase(title: string, letter: RegExp): string {
  const cleaned = title
    .normalize('NFC')
    .replace(letter, '_')
    .replace(/_+/g, '_')
    .replace(/\s+/g, ' ')
    .replace(/^[\s._-]+|[\s._-]+$/g, '');
  return [...cleaned].slice(0, MAX_BASE_LENGTH).join('').trim();
}

/**
 * The attachment name of a paper download: the paper title plus the original extension, reduced to
 * safe characters, or `paper.<ext>` when nothing usable is left. `ascii` goes in `filename=`, `unicode`
 * in the RFC 5987 `filename*=` form.
 */
export function downloadFileName(title: string, extension: string): { ascii: string; unicode: string } {
  const ext = /^[a-z0-9]{1,10}$/i.test(extension) ? `.${extension.toLowerCase()}` : '';
  // Accents dropped first so "Étude" stays "Etude" in the ASCII name.
  const ascii =
    safeBase(title.normalize('NFKD').replace(/[\u0300-\u036f]/g, ''), /[^A-Za-z0-9 ._()-]/g) || FALLBACK;
  const unicode = safeBase(title, /[^\p{L}\p{N} ._()-]/gu) || FALLBACK;
  return { ascii: `${ascii}${ext}`, unicode: `${unicode}${ext}` };
}

/** RFC 6266 Content-Disposition with an ASCII fallback and the RFC 5987 UTF-8 name. */
export function contentDisposition(title: string, extension: string): string {
  const { ascii, unicode } = downloadFileName(title, extension);
  const encoded = encodeURIComponent(unicode).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
