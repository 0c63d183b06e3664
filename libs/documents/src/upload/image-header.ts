export type ImageType = 'image/png' | 'image/jpeg' | 'image/webp' | 'image/gif';

export interface ImageHeader {
  type: ImageType;
  /** Declared dimensions; undefined when the header does not say (a truncated JPEG). */
  width?: number;
  height?: number;
}

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** JPEG start-of-frame markers (baseline, progressive, lossless...), which carry the dimensions. */
const SOF = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

function jpegSize(bytes: Buffer): { width?: number; height?: number } {
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return {};
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at++; // fill byte
      continue;
    }
    if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      at += 2; // markers without a length
      continue;
    }
    if (SOF.has(marker)) return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
    at += 2 + bytes.readUInt16BE(at + 2);
  }
  return {};
}

function webpSize(bytes: Buffer): { width?: number; height?: number } {
  const chunk = bytes.subarray(12, 16).toString('latin1');
  if (chunk === 'VP8X' && bytes.length >= 30)
    return { width: 1 + bytes.readUIntLE(24, 3), height: 1 + bytes.readUIntLE(27, 3) };
  if (chunk === 'VP8L' && bytes.length >= 25) {
    const bits = bytes.readUInt32LE(21);
    return { width: 1 + (bits & 0x3fff), height: 1 + ((bits >> 14) & 0x3fff) };
  }
  if (chunk === 'VP8 ' && bytes.length >= 30)
    return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
  return {};
}

/**
 * An image's type by its first bytes (never by its name or declared type) and the dimensions its
 * header declares, read without decoding anything; undefined when it is none of the known types.
 */
export function readImageHeader(bytes: Buffer): ImageHeader | undefined {
  if (bytes.subarray(0, 8).equals(PNG)) {
    const size = bytes.length >= 24 ? { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) } : {};
    return { type: 'image/png', ...size };
  }
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return { type: 'image/jpeg', ...jpegSize(bytes) };
  if (
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  )
    return { type: 'image/webp', ...webpSize(bytes) };
  if (/^GIF8[79]a$/.test(bytes.subarray(0, 6).toString('latin1')) && bytes.length >= 10)
    return { type: 'image/gif', width: bytes.readUInt16LE(6), height: bytes.readUInt16LE(8) };
  return undefined;
}

/** Whether an image declares more pixels than `maxPixels`. */
export function tooManyPixels(header: ImageHeader, maxPixels: number): boolean {
  return (header.width ?? 0) * (header.height ?? 0) > maxPixels;
}
