import { crc32 } from 'node:zlib';

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
  const entries = [
    ...small.map((e) => ({ name: e.name, size: e.data.length, crc: crc32(e.data), data: e.data })),
    { name: paddingName, size: paddingLength, crc: paddingCrc, data: null },
  ];

  function local(e: (typeof entries)[number]): Buffer {
    const name = Buffer.from(e.name);
    const h = Buffer.alloc(30);
    h.writeUInt32LE(0x04034b50, 0);
    h.writeUInt16LE(20, 4);
    h.writeUInt16LE(0x21, 12);
    h.writeUInt32LE(e.crc, 14);
    h.writeUInt32LE(e.size, 18);
    h.writeUInt32LE(e.size, 22);
    h.writeUInt16LE(name.length, 26);
    return Buffer.concat([h, name]);
  }
  function central(e: (typeof entries)[number], offset: number): Buffer {
    const name = Buffer.from(e.name);
    const h = Buffer.alloc(46);
    h.writeUInt32LE(0x02014b50, 0);
    h.writeUInt16LE(20, 4);
    h.writeUInt16LE(20, 6);
    h.writeUInt16LE(0x21, 14);
    h.writeUInt32LE(e.crc, 16);
    h.writeUInt32LE(e.size, 20);
    h.writeUInt32LE(e.size, 24);
    h.writeUInt16LE(name.length, 28);
    h.writeUInt32LE(offset, 42);
    return Buffer.concat([h, name]);
  }

  return {
    length: totalBytes,
    *chunks() {
      const offsets: number[] = [];
      let offset = 0;
      for (const e of entries) {
        offsets.push(offset);
        const header = local(e);
        yield header;
        offset += header.length;
        if (e.data) {
          yield e.data;
        } else {
          for (let left = e.size; left > 0; left -= BLOCK) yield block.subarray(0, Math.min(BLOCK, left));
        }
        offset += e.size;
      }
      const directory = Buffer.concat(entries.map((e, i) => central(e, offsets[i]!)));
      const end = Buffer.alloc(22);
      end.writeUInt32LE(0x06054b50, 0);
      end.writeUInt16LE(entries.length, 8);
      end.writeUInt16LE(entries.length, 10);
      end.writeUInt32LE(directory.length, 12);
      end.writeUInt32LE(offset, 16);
      yield directory;
      yield end;
    },
  };
}
