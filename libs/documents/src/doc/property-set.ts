import { UnreadableDocError } from './word-binary';

/** One section of an OLE property set ([MS-OLEPS] 2.20): its format id and raw property values. */
export interface PropertySection {
  fmtid: Buffer;
  properties: { id: number; value: Buffer }[];
}

export interface PropertySet {
  /** Byte order, version, system id and class id: kept as they are. */
  header: Buffer;
  sections: PropertySection[];
}

const HEADER_LENGTH = 28;

export function parsePropertySet(bytes: Buffer): PropertySet {
  if (bytes.length < HEADER_LENGTH || bytes.readUInt16LE(0) !== 0xfffe)
    throw new UnreadableDocError('not a property set stream');
  const count = bytes.readUInt32LE(24);
  if (count > 8 || HEADER_LENGTH + count * 20 > bytes.length)
    throw new UnreadableDocError('bad section count');
  const sections: PropertySection[] = [];
  for (let i = 0; i < count; i += 1) {
    const at = HEADER_LENGTH + i * 20;
    const fmtid = Buffer.from(bytes.subarray(at, at + 16));
    const start = bytes.readUInt32LE(at + 16);
    if (start + 8 > bytes.length) throw new UnreadableDocError('section outside the stream');
    const size = bytes.readUInt32LE(start);
    const n = bytes.readUInt32LE(start + 4);
    if (start + size > bytes.length || 8 + n * 8 > size) throw new UnreadableDocError('bad section size');
    const entries = Array.from({ length: n }, (_, k) => ({
      id: bytes.readUInt32LE(start + 8 + k * 8),
      offset: bytes.readUInt32LE(start + 12 + k * 8),
    }));
    // A value runs to the next value (by offset) or to the end of the section.
    const ends = [...new Set(entries.map((e) => e.offset)), size].sort((a, b) => a - b);
    const properties = entries.map((e) => {
      const end = ends.find((o) => o > e.offset) ?? size;
      if (e.offset < 8 + n * 8 || end > size) throw new UnreadableDocError('property outside its section');
      return { id: e.id, value: Buffer.from(bytes.subarray(start + e.offset, start + end)) };
    });
    sections.push({ fmtid, properties });
  }
  return { header: Buffer.from(bytes.subarray(0, 24)), sections };
}

export function serializePropertySet(set: PropertySet): Buffer {
  const bodies = set.sections.map((section) => {
    const table = Buffer.alloc(8 + section.properties.length * 8);
    let offset = table.length;
    section.properties.forEach((p, k) => {
      table.writeUInt32LE(p.id, 8 + k * 8);
      table.writeUInt32LE(offset, 12 + k * 8);
      offset += p.value.length;
    });
    table.writeUInt32LE(offset, 0);
    table.writeUInt32LE(section.properties.length, 4);
    return Buffer.concat([table, ...section.properties.map((p) => p.value)]);
  });
  const head = Buffer.alloc(HEADER_LENGTH + set.sections.length * 20);
  set.header.copy(head, 0);
  head.writeUInt32LE(set.sections.length, 24);
  let offset = head.length;
  set.sections.forEach((section, i) => {
    section.fmtid.copy(head, HEADER_LENGTH + i * 20);
    head.writeUInt32LE(offset, HEADER_LENGTH + i * 20 + 16);
    offset += bodies[i]!.length;
  });
  return Buffer.concat([head, ...bodies]);
}

const VT_LPSTR = 0x1e;
const VT_LPWSTR = 0x1f;
const PID_CODEPAGE = 1;

function decoderFor(section: PropertySection): (bytes: Buffer) => string {
  const cp = section.properties.find((p) => p.id === PID_CODEPAGE);
  const codepage = cp && cp.value.length >= 6 ? cp.value.readUInt16LE(4) : 1252;
  if (codepage === 1200) return (b) => b.toString('utf16le');
  const label = codepage === 65001 ? 'utf-8' : 'windows-1252';
  const decoder = new TextDecoder(label);
  return (b) => decoder.decode(b);
}

/** The string values of a section (titles, names, company...), NULs removed. */
export function sectionStrings(section: PropertySection): string[] {
  const decode = decoderFor(section);
  const out: string[] = [];
  for (const p of section.properties) {
    if (p.value.length < 8) continue;
    const type = p.value.readUInt16LE(0);
    const length = p.value.readUInt32LE(4);
    let text: string | undefined;
    if (type === VT_LPSTR && 8 + length <= p.value.length) text = decode(p.value.subarray(8, 8 + length));
    if (type === VT_LPWSTR && 8 + length * 2 <= p.value.length)
      text = p.value.toString('utf16le', 8, 8 + length * 2);
    const clean = text?.split('\u0000').join('').trim();
    if (clean) out.push(clean);
  }
  return out;
}

/** FMTIDs as they sit in the stream (little-endian GUID layout). */
export function fmtid(guid: string): Buffer {
  const hex = guid.replace(/-/g, '');
  const b = Buffer.from(hex, 'hex');
  return Buffer.concat([
    Buffer.from(b.subarray(0, 4)).reverse(),
    Buffer.from(b.subarray(4, 6)).reverse(),
    Buffer.from(b.subarray(6, 8)).reverse(),
    b.subarray(8),
  ]);
}
export const FMTID_SUMMARY = fmtid('F29F85E0-4FF9-1068-AB91-08002B27B3D9');
export const FMTID_DOC_SUMMARY = fmtid('D5CDD502-2E9C-101B-9397-08002B2CF9AE');
export const FMTID_USER_DEFINED = fmtid('D5CDD505-2E9C-101B-9397-08002B2CF9AE');
