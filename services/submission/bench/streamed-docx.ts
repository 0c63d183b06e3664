import { crc32 } from 'node:zlib';
import { zipCentralHeader, zipEndRecord, zipLocalHeader } from '@journal/testing';

const BLOCK = 64 * 1024;

/**
 * A real .docx of an exact size that is produced chunk by chunk, never whole in memory: the document
 * parts plus one stored padding entry (a repeated pseudo-random 64 KiB block), central directory
 * and end record. `chunks()` can be iterated any number of times.
 */
export function streamedDocx(totalBytes: number): { length: number; chunks: () => Generator<Buffer> } {
  const block = Buffer.alloc(BLOCK);
  let x = 0x9e3779b9;
  for (let i = 0; i < BLOCK; i += 1) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    block[i] = x & 0xff;
  }
  const small = [
    {
      name: '[Content_Types].xml',
      data: Buffer.from(
        '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
      ),
    },
    {
      name: '_rels/.rels',
      data: Buffer.from(
        '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"/>',
      ),
    },
    {
      name: 'word/document.xml',
      data: Buffer.from(
        '<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body/></w:document>',
      ),
    },
  ];
  const paddingName = 'word/media/padding.bin';
  const fixed = small.reduce(
    (n, e) => n + 30 + Buffer.byteLength(e.name) + e.data.length + 46 + Buffer.byteLength(e.name),
    0,
  );
  const paddingLength = totalBytes - fixed - (30 + paddingName.length) - (46 + paddingName.length) - 22;
  if (paddingLength < 0) throw new Error('size too small for a docx');

  let paddingCrc = 0;
  for (let left = paddingLength; left > 0; left -= BLOCK)
    paddingCrc = crc32(block.subarray(0, Math.min(BLOCK, left)), paddingCrc);
  // Every entry is stored: it takes in the archive what it holds.
  const stored = (name: string, size: number, crc: number, data: Buffer | null) => ({
    record: { name: Buffer.from(name), crc, method: 0, compressedSize: size, size },
    data,
  });
  const entries = [
    ...small.map((e) => stored(e.name, e.data.length, crc32(e.data), e.data)),
    stored(paddingName, paddingLength, paddingCrc, null),
  ];

  return {
    length: totalBytes,
    *chunks() {
      const offsets: number[] = [];
      let offset = 0;
      for (const { record, data } of entries) {
        offsets.push(offset);
        const header = zipLocalHeader(record);
        yield header;
        offset += header.length;
        if (data) {
          yield data;
        } else {
          for (let left = record.size; left > 0; left -= BLOCK)
            yield block.subarray(0, Math.min(BLOCK, left));
        }
        offset += record.size;
      }
      const directory = Buffer.concat(entries.map((e, i) => zipCentralHeader(e.record, offsets[i]!)));
      yield directory;
      yield zipEndRecord({ entries: entries.length, length: directory.length, offset });
    },
  };
}
