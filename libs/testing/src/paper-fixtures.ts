import * as CFB from 'cfb';
import { randomBytes } from 'node:crypto';
import { crc32, deflateRawSync } from 'node:zlib';
import { zipCentralHeader, zipEndRecord, zipLocalHeader } from './zip-records';

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
    const body = entry.deflate ? deflateRawSync(entry.data) : entry.data;
    const record = {
      name: Buffer.from(entry.name, 'utf8'),
      crc: crc32(entry.data),
      method: entry.deflate ? 8 : 0,
      compressedSize: body.length,
      size: entry.declaredSize ?? entry.data.length,
    };
    const local = zipLocalHeader(record);
    locals.push(local, body);
    centrals.push(zipCentralHeader(record, offset));
    offset += local.length + body.length;
  }
  const directory = Buffer.concat(centrals);
  const end = zipEndRecord(
    { entries: entries.length, length: directory.length, offset },
    Buffer.from(comment, 'utf8'),
  );
  return Buffer.concat([...locals, directory, end]);
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
