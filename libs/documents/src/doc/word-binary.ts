import { appendText, emptyText, type TextByPlace } from '../places';

/** Thrown when a .doc's Word stream is not what [MS-DOC] describes: such a file is never changed. */
export class UnreadableDocError extends Error {}

/** FibRgLw97 indexes of the story lengths, in CP order ([MS-DOC] 2.5.5). */
const LW = { ccpText: 3, ccpFtn: 4, ccpHdd: 5, ccpMcr: 6, ccpAtn: 7, ccpEdn: 8, ccpTxbx: 9, ccpHdrTxbx: 10 };
/** FibRgFcLcb97 pair indexes ([MS-DOC] 2.5.6). */
export const FC_LCB = {
  plcfHdd: 11,
  sttbfAssoc: 32,
  clx: 33,
  grpXstAtnOwners: 36,
  sttbfRMark: 51,
  /** Word 97's list of who saved the file, and where (user names and paths). */
  sttbSavedBy: 71,
} as const;

export interface Fib {
  encrypted: boolean;
  /** "1Table" or "0Table". */
  tableStream: string;
  lengths: Record<keyof typeof LW, number>;
  fcLcb: (index: number) => { fc: number; lcb: number } | undefined;
}

export function readFib(word: Buffer): Fib {
  if (word.length < 34 || word.readUInt16LE(0) !== 0xa5ec)
    throw new UnreadableDocError('not a Word 97+ stream');
  const flags = word.readUInt16LE(0x0a);
  let cursor = 32;
  const csw = word.readUInt16LE(cursor);
  cursor += 2 + csw * 2;
  const cslw = word.readUInt16LE(cursor);
  const lwStart = cursor + 2;
  if (cslw < 11 || lwStart + cslw * 4 > word.length) throw new UnreadableDocError('short FibRgLw');
  const lw = (i: number) => word.readInt32LE(lwStart + i * 4);
  cursor = lwStart + cslw * 4;
  const cbRgFcLcb = word.readUInt16LE(cursor);
  const pairsStart = cursor + 2;
  if (pairsStart + cbRgFcLcb * 8 > word.length) throw new UnreadableDocError('short FibRgFcLcb');
  const lengths = Object.fromEntries(Object.entries(LW).map(([k, i]) => [k, lw(i)])) as Fib['lengths'];
  return {
    encrypted: (flags & 0x0100) !== 0,
    tableStream: flags & 0x0200 ? '1Table' : '0Table',
    lengths,
    fcLcb: (index) =>
      index < cbRgFcLcb
        ? {
            fc: word.readUInt32LE(pairsStart + index * 8),
            lcb: word.readUInt32LE(pairsStart + index * 8 + 4),
          }
        : undefined,
  };
}

/** The bytes a FibRgFcLcb pair points at in the table stream; empty when absent, error when outside. */
export function tableSlice(fib: Fib, table: Buffer, index: number): Buffer {
  const pair = fib.fcLcb(index);
  if (!pair || pair.lcb === 0) return Buffer.alloc(0);
  if (pair.fc + pair.lcb > table.length)
    throw new UnreadableDocError(`pair ${index} outside the table stream`);
  return table.subarray(pair.fc, pair.fc + pair.lcb);
}

const cp1252 = new TextDecoder('windows-1252');

/** The document's characters in CP order, read through the piece table (Clx, [MS-DOC] 2.9.38). */
export function documentCharacters(word: Buffer, table: Buffer, fib: Fib): string {
  const clx = tableSlice(fib, table, FC_LCB.clx);
  let pos = 0;
  while (pos < clx.length && clx[pos] === 0x01) pos += 3 + clx.readInt16LE(pos + 1); // Prc entries
  if (clx[pos] !== 0x02) throw new UnreadableDocError('no piece table');
  const lcb = clx.readUInt32LE(pos + 1);
  const plc = clx.subarray(pos + 5, pos + 5 + lcb);
  const pieces = (lcb - 4) / 12;
  if (!Number.isInteger(pieces) || pieces < 1) throw new UnreadableDocError('bad piece table');
  let text = '';
  for (let i = 0; i < pieces; i += 1) {
    const cpStart = plc.readUInt32LE(i * 4);
    const cpEnd = plc.readUInt32LE((i + 1) * 4);
    const fcValue = plc.readUInt32LE((pieces + 1) * 4 + i * 8 + 2);
    const compressed = (fcValue & 0x40000000) !== 0;
    const fc = fcValue & 0x3fffffff;
    const count = cpEnd - cpStart;
    if (count < 0) throw new UnreadableDocError('bad piece');
    if (compressed) {
      const start = fc / 2;
      if (start + count > word.length) throw new UnreadableDocError('piece outside the stream');
      text += cp1252.decode(word.subarray(start, start + count));
    } else {
      if (fc + count * 2 > word.length) throw new UnreadableDocError('piece outside the stream');
      text += word.toString('utf16le', fc, fc + count * 2);
    }
  }
  return text;
}

/** Word's control characters as plain text: paragraph and cell marks become line breaks or tabs. */
function plain(text: string): string {
  /* eslint-disable no-control-regex -- Word's marks are control characters */
  return text
    .replace(/[\r\u000b\u000c]/g, '\n')
    .replace(/\u0007/g, '\t')
    .replace(/[\u0000-\u0008\u000e-\u001f]/g, ' ')
    .trim();
  /* eslint-enable no-control-regex */
}

/** Header stories alternate per section: even/odd header, even/odd footer, first header, first footer. */
const FOOTER_STORIES = new Set([2, 3, 5]);

/** A .doc's visible text by place (body, footnotes and endnotes, headers, footers, comments). */
export function docStoriesText(word: Buffer, table: Buffer, fib: Fib): TextByPlace {
  const all = documentCharacters(word, table, fib);
  const l = fib.lengths;
  const out = emptyText();
  let cp = 0;
  const take = (n: number) => {
    const s = all.slice(cp, cp + Math.max(n, 0));
    cp += Math.max(n, 0);
    return s;
  };
  appendText(out, 'body', plain(take(l.ccpText)));
  appendText(out, 'footnotes', plain(take(l.ccpFtn)));
  const headers = take(l.ccpHdd);
  take(l.ccpMcr);
  appendText(out, 'comments', plain(take(l.ccpAtn)));
  appendText(out, 'footnotes', plain(take(l.ccpEdn)));
  appendText(out, 'body', plain(take(l.ccpTxbx)));
  appendText(out, 'header', plain(take(l.ccpHdrTxbx)));
  const plcfHdd = tableSlice(fib, table, FC_LCB.plcfHdd);
  const cps = plcfHdd.length / 4;
  if (cps >= 2) {
    for (let story = 0; story + 1 < cps; story += 1) {
      const s = headers.slice(plcfHdd.readUInt32LE(story * 4), plcfHdd.readUInt32LE((story + 1) * 4));
      if (story < 6)
        appendText(out, 'footnotes', plain(s)); // separators of foot- and endnotes
      else appendText(out, FOOTER_STORIES.has((story - 6) % 6) ? 'footer' : 'header', plain(s));
    }
  } else appendText(out, 'header', plain(headers));
  return out;
}

/** The strings of an extended STTB ([MS-DOC] 2.2.4), e.g. SttbfAssoc or SttbfRMark. */
export function sttbStrings(bytes: Buffer): string[] {
  if (bytes.length < 6) return [];
  if (bytes.readUInt16LE(0) !== 0xffff) throw new UnreadableDocError('not an extended string table');
  const count = bytes.readUInt16LE(2);
  const extra = bytes.readUInt16LE(4);
  const out: string[] = [];
  let pos = 6;
  for (let i = 0; i < count; i += 1) {
    if (pos + 2 > bytes.length) throw new UnreadableDocError('truncated string table');
    const cch = bytes.readUInt16LE(pos);
    pos += 2;
    if (pos + cch * 2 > bytes.length) throw new UnreadableDocError('truncated string table');
    out.push(bytes.toString('utf16le', pos, pos + cch * 2));
    pos += cch * 2 + extra;
  }
  return out;
}

/** GrpXstAtnOwners: the comment authors' names, one Xst (length + UTF-16) after another. */
export function xstStrings(bytes: Buffer): string[] {
  const out: string[] = [];
  let pos = 0;
  while (pos + 2 <= bytes.length) {
    const cch = bytes.readUInt16LE(pos);
    pos += 2;
    if (pos + cch * 2 > bytes.length) throw new UnreadableDocError('truncated owner list');
    out.push(bytes.toString('utf16le', pos, pos + cch * 2));
    pos += cch * 2;
  }
  return out;
}
