/**
 * Minimal reader of a ZIP's end records, enough to list entry names without inflating anything.
 * Works on the tail of the file (the bytes we keep while streaming), so memory stays bounded.
 */
const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_ENTRY_SIGNATURE = 0x02014b50;
const EOCD_MIN_LENGTH = 22;
const MAX_COMMENT_LENGTH = 0xffff;
const CENTRAL_ENTRY_FIXED_LENGTH = 46;

export const LOCAL_FILE_HEADER = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/** What the central directory declares about one entry (nothing is inflated to learn it). */
export interface CentralEntry {
  name: string;
  compressedSize: number;
  uncompressedSize: number;
}

export type CentralDirectoryResult =
  | { ok: true; names: string[]; entries: CentralEntry[] }
  /** Not a readable ZIP from this tail: no end record, ZIP64, or a directory outside the tail. */
  | { ok: false; reason: string };

/**
 * Lists the entry names of a ZIP, given its last bytes (`tail`) and its total length. The central
 * directory must lie within the tail; callers keep a tail large enough for real documents.
 */
export function readCentralDirectory(tail: Buffer, totalLength: number): CentralDirectoryResult {
  const tailStart = totalLength - tail.length;
  const eocd = findEndOfCentralDirectory(tail);
  if (eocd < 0) return { ok: false, reason: 'no end of central directory record' };
  const entries = tail.readUInt16LE(eocd + 10);
  const size = tail.readUInt32LE(eocd + 12);
  const offset = tail.readUInt32LE(eocd + 16);
  if (entries === 0xffff || size === 0xffffffff || offset === 0xffffffff)
    return { ok: false, reason: 'ZIP64 archives are not supported' };
  const start = offset - tailStart;
  if (start < 0 || start + size > eocd)
    return { ok: false, reason: 'central directory outside the inspected range' };

  const names: string[] = [];
  const listed: CentralEntry[] = [];
  let cursor = start;
  for (let i = 0; i < entries; i += 1) {
    if (cursor + CENTRAL_ENTRY_FIXED_LENGTH > start + size)
      return { ok: false, reason: 'truncated central directory' };
    if (tail.readUInt32LE(cursor) !== CENTRAL_ENTRY_SIGNATURE)
      return { ok: false, reason: 'bad central directory entry' };
    const nameLength = tail.readUInt16LE(cursor + 28);
    const extraLength = tail.readUInt16LE(cursor + 30);
    const commentLength = tail.readUInt16LE(cursor + 32);
    const nameEnd = cursor + CENTRAL_ENTRY_FIXED_LENGTH + nameLength;
    if (nameEnd > start + size) return { ok: false, reason: 'truncated central directory entry' };
    const name = tail.toString('utf8', cursor + CENTRAL_ENTRY_FIXED_LENGTH, nameEnd);
    names.push(name);
    listed.push({
      name,
      compressedSize: tail.readUInt32LE(cursor + 20),
      uncompressedSize: tail.readUInt32LE(cursor + 24),
    });
    cursor = nameEnd + extraLength + commentLength;
  }
  return { ok: true, names, entries: listed };
}

/** Position of the end record in `tail`, searching backwards over a possible archive comment; -1 if none. */
function findEndOfCentralDirectory(tail: Buffer): number {
  const lowest = Math.max(0, tail.length - EOCD_MIN_LENGTH - MAX_COMMENT_LENGTH);
  for (let pos = tail.length - EOCD_MIN_LENGTH; pos >= lowest; pos -= 1) {
    if (tail.readUInt32LE(pos) !== EOCD_SIGNATURE) continue;
    const commentLength = tail.readUInt16LE(pos + 20);
    if (pos + EOCD_MIN_LENGTH + commentLength === tail.length) return pos;
  }
  return -1;
}
