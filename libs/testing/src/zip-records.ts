// The three records of a ZIP archive (PKWARE APPNOTE 4.3): what a fixture builds whole (makeZip) or a
// bench streams chunk by chunk (a .docx larger than memory should hold) writes the same bytes.

/** One entry as its records describe it. */
export interface ZipRecordEntry {
  name: Buffer;
  crc: number;
  /** 0 stored, 8 deflated. */
  method: number;
  /** Bytes the entry takes in the archive. */
  compressedSize: number;
  /** Bytes once extracted, as declared (a crafted archive may lie). */
  size: number;
}

const VERSION = 20;
/** General-purpose flag bit 11: names are UTF-8. */
const UTF8_NAMES = 0x0800;
/** 1980-01-01 00:00 in MS-DOS form (date 0x21, time 0), the earliest a ZIP can say. */
const DOS_DATE = 0x21;

/**
 * The fields both headers carry, in the same order (APPNOTE 4.4.3 to 4.4.10): version needed, flags,
 * method, time, date, CRC-32, compressed size, size, name length. 26 bytes from `at`.
 */
function writeEntryFields(header: Buffer, at: number, entry: ZipRecordEntry): void {
  header.writeUInt16LE(VERSION, at);
  header.writeUInt16LE(UTF8_NAMES, at + 2);
  header.writeUInt16LE(entry.method, at + 4);
  header.writeUInt16LE(DOS_DATE, at + 8);
  header.writeUInt32LE(entry.crc, at + 10);
  header.writeUInt32LE(entry.compressedSize, at + 14);
  header.writeUInt32LE(entry.size, at + 18);
  header.writeUInt16LE(entry.name.length, at + 22);
}

/** The local file header and the name, right before the entry's data. */
export function zipLocalHeader(entry: ZipRecordEntry): Buffer {
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  writeEntryFields(header, 4, entry);
  return Buffer.concat([header, entry.name]);
}

/** The central directory header and the name of an entry whose local header starts at `offset`. */
export function zipCentralHeader(entry: ZipRecordEntry, offset: number): Buffer {
  const header = Buffer.alloc(46);
  header.writeUInt32LE(0x02014b50, 0);
  // Version made by, then the local header's fields.
  header.writeUInt16LE(VERSION, 4);
  writeEntryFields(header, 6, entry);
  header.writeUInt32LE(offset, 42);
  return Buffer.concat([header, entry.name]);
}

/** The end of central directory record, for a directory of `entries` headers at `offset`. */
export function zipEndRecord(
  directory: { entries: number; length: number; offset: number },
  comment = Buffer.alloc(0),
): Buffer {
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(directory.entries, 8);
  end.writeUInt16LE(directory.entries, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(directory.offset, 16);
  end.writeUInt16LE(comment.length, 20);
  return Buffer.concat([end, comment]);
}
