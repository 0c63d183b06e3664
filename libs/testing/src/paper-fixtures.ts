import * as CFB from 'cfb';
import { randomBytes } from 'node:crypto';
import { crc32, deflateRawSync } from 'node:zlib';

/** A legacy Word file: a Compound File Binary container whose WordDocument stream is `bodyBytes` of noise. */
export function makeDoc(bodyBytes = 1024): Buffer {
  // A real compound file (what Word 97-2003 writes) with a WordDocument stream of `bodyBytes`: the
  // upload checks read its storages (a VBA project is refused), so a bare signature no longer passes.
  const container = CFB.utils.cfb_new();
  CFB.utils.cfb_add(container, 'WordDocument', randomBytes(bodyBytes));
  return Buffer.from(CFB.write(container, { type: 'buffer' }) as Uint8Array);
}

export interface ZipEntry {
  name: string;
  data: Buffer;
  /** Deflate the data (method 8) instead of storing it. */
  deflate?: boolean;
  /** Uncompressed size to declare instead of the real one (a lying header, as in crafted zip bombs). */
  declaredSize?: number;
}

/** A real ZIP archive (stored or deflated entries, CRC-32, central directory, end record). */
export function makeZip(entries: ZipEntry[], comment = ''): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const crc = crc32(entry.data);
    const method = entry.deflate ? 8 : 0;
    const body = entry.deflate ? deflateRawSync(entry.data) : entry.data;
    const size = entry.declaredSize ?? entry.data.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(method, 8);
    local.writeUInt16LE(0, 10);
    local.writeUInt16LE(0x21, 12); // 1980-01-01
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(0, 28);
    locals.push(local, name, body);

    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt16LE(0, 12);
    central.writeUInt16LE(0x21, 14);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(body.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += 30 + name.length + body.length;
  }
  const directory = Buffer.concat(centrals);
  const commentBytes = Buffer.from(comment, 'utf8');
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  end.writeUInt16LE(commentBytes.length, 20);
  return Buffer.concat([...locals, directory, end, commentBytes]);
}

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`;
const RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`;

/** A minimal Word document: content types, package relationships, word/document.xml (plus optional padding). */
export function makeDocx(
  text = 'Hello, reviewers.',
  paddingBytes = 0,
  extraEntries: ZipEntry[] = [],
): Buffer {
  const document = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:body></w:document>`;
  const entries: ZipEntry[] = [
    { name: '[Content_Types].xml', data: Buffer.from(CONTENT_TYPES) },
    { name: '_rels/.rels', data: Buffer.from(RELS) },
    { name: 'word/document.xml', data: Buffer.from(document) },
  ];
  if (paddingBytes > 0) entries.push({ name: 'word/media/image1.bin', data: randomBytes(paddingBytes) });
  return makeZip([...entries, ...extraEntries]);
}

/** Plain text of roughly `bytes` length (no NUL bytes). */
export function makeTxt(bytes = 2048): Buffer {
  const line = 'Abstract: a study of open-access publishing. ';
  return Buffer.from(line.repeat(Math.ceil(bytes / line.length)).slice(0, bytes));
}
