import * as CFB from 'cfb';
import type { FixturePerson } from './docx-fixtures';

/** Where a fixture .doc names its author. */
export interface DocFixtureSpec {
  author: FixturePerson;
  summary?: boolean;
  documentSummary?: boolean;
  userDefined?: boolean;
  header?: boolean;
  footer?: boolean;
  footnotes?: boolean;
  comments?: boolean;
  trackedChanges?: boolean;
  /** The FIB's associated strings name the author (SttbfAssoc). */
  associatedStrings?: boolean;
  /** Word 97's saved-by list names the author and a path (SttbSavedBy). */
  savedBy?: boolean;
  bodyMentions?: boolean;
}

const fullName = (p: FixturePerson) => `${p.givenNames} ${p.familyName}`;

/** An extended STTB ([MS-DOC] 2.2.4) of UTF-16 strings without extra data. */
function sttb(strings: string[]): Buffer {
  const head = Buffer.alloc(6);
  head.writeUInt16LE(0xffff, 0);
  head.writeUInt16LE(strings.length, 2);
  return Buffer.concat([head, ...strings.map(xst)]);
}
function xst(s: string): Buffer {
  const len = Buffer.alloc(2);
  len.writeUInt16LE(s.length, 0);
  return Buffer.concat([len, Buffer.from(s, 'utf16le')]);
}

const VT_I2 = 2;
const VT_LPSTR = 0x1e;
function lpstr(s: string): Buffer {
  const bytes = Buffer.from(`${s}\u0000`, 'latin1');
  const padded = Buffer.alloc(8 + Math.ceil(bytes.length / 4) * 4);
  padded.writeUInt16LE(VT_LPSTR, 0);
  padded.writeUInt32LE(bytes.length, 4);
  bytes.copy(padded, 8);
  return padded;
}
function codepage(): Buffer {
  const b = Buffer.alloc(8);
  b.writeUInt16LE(VT_I2, 0);
  b.writeUInt16LE(1252, 4);
  return b;
}
function guid(text: string): Buffer {
  const b = Buffer.from(text.replace(/-/g, ''), 'hex');
  return Buffer.concat([
    Buffer.from(b.subarray(0, 4)).reverse(),
    Buffer.from(b.subarray(4, 6)).reverse(),
    Buffer.from(b.subarray(6, 8)).reverse(),
    b.subarray(8),
  ]);
}

/** A property set stream ([MS-OLEPS]) with the given sections of (id, value) pairs. */
function propertySet(sections: [Buffer, [number, Buffer][]][]): Buffer {
  const bodies = sections.map(([, props]) => {
    const table = Buffer.alloc(8 + props.length * 8);
    let offset = table.length;
    props.forEach(([id, value], k) => {
      table.writeUInt32LE(id, 8 + k * 8);
      table.writeUInt32LE(offset, 12 + k * 8);
      offset += value.length;
    });
    table.writeUInt32LE(offset, 0);
    table.writeUInt32LE(props.length, 4);
    return Buffer.concat([table, ...props.map(([, v]) => v)]);
  });
  const head = Buffer.alloc(28 + sections.length * 20);
  head.writeUInt16LE(0xfffe, 0);
  head.writeUInt16LE(0, 2);
  head.writeUInt32LE(0x00020006, 4);
  head.writeUInt32LE(sections.length, 24);
  let offset = head.length;
  sections.forEach(([fmtid], i) => {
    fmtid.copy(head, 28 + i * 20);
    head.writeUInt32LE(offset, 28 + i * 20 + 16);
    offset += bodies[i]!.length;
  });
  return Buffer.concat([head, ...bodies]);
}

/** A user-defined section's dictionary (PID 0): property id -> name. */
function dictionary(entries: [number, string][]): Buffer {
  const parts = [Buffer.alloc(4)];
  parts[0]!.writeUInt32LE(entries.length, 0);
  for (const [id, name] of entries) {
    const head = Buffer.alloc(8);
    head.writeUInt32LE(id, 0);
    const bytes = Buffer.from(`${name}\u0000`, 'latin1');
    head.writeUInt32LE(bytes.length, 4);
    parts.push(head, bytes);
  }
  const all = Buffer.concat(parts);
  return Buffer.concat([all, Buffer.alloc((4 - (all.length % 4)) % 4)]);
}

const FIB_PAIRS = 93; // cbRgFcLcb of an nFib 0x00C1 (Word 97) FIB
const PAIR = { plcfHdd: 11, sttbfAssoc: 32, clx: 33, grpXstAtnOwners: 36, sttbfRMark: 51, sttbSavedBy: 71 };

/**
 * A Word 97 binary document ([MS-DOC]): a FIB, the text as one 8-bit piece, the table stream with the
 * piece table, header story boundaries and the name tables `spec` asks for, and the summary streams.
 */
export function buildDoc(spec: DocFixtureSpec): Buffer {
  const a = spec.author;
  const name = fullName(a);
  const main =
    [
      'Introduction. We study the structure of things in detail.',
      ...(spec.bodyMentions ? [`Corresponding author: ${name}, ${a.email}.`] : []),
      ...(spec.bodyMentions && a.orcid ? [`ORCID ${a.orcid}`] : []),
      ...(spec.footnotes ? ['A claim that needs a note.\u0002'] : []),
      ...(spec.comments ? ['A commented sentence.\u0005'] : []),
      'End.',
    ].join('\r') + '\r';
  const footnotes = spec.footnotes ? `\u0002 Funded by a grant to ${name}.\r` : '';
  // Header stories: six separator stories, then per section even/odd header, even/odd footer, first header/footer.
  const stories = [
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    spec.header ? `Draft of ${name}\r` : '',
    '',
    spec.footer ? `${a.email} page\r` : '',
    '',
    '',
  ];
  const headerText = spec.header || spec.footer ? stories.join('') + '\r' : '';
  const hddCps: number[] = [];
  let at = 0;
  for (const story of stories) {
    hddCps.push(at);
    at += story.length;
  }
  hddCps.push(at, at + 1);
  const annotations = spec.comments ? '\u0005 Check this figure again.\r' : '';
  const text = main + footnotes + headerText + annotations + '\r';

  const textFc = 1024;
  const textBytes = Buffer.from(text, 'latin1');
  const word = Buffer.alloc(textFc + textBytes.length);
  word.writeUInt16LE(0xa5ec, 0); // wIdent
  word.writeUInt16LE(0x00c1, 2); // nFib
  word.writeUInt16LE(0x0409, 6); // lid
  word.writeUInt16LE(0x0200 | 0x1000, 0x0a); // fWhichTblStm (1Table), fExtChar
  word.writeUInt16LE(0x00bf, 0x0c); // nFibBack
  let cursor = 32;
  word.writeUInt16LE(14, cursor); // csw
  cursor += 2 + 28;
  word.writeUInt16LE(22, cursor); // cslw
  const lw = cursor + 2;
  const lengths = [
    word.length,
    0,
    0,
    main.length,
    footnotes.length,
    headerText.length,
    0,
    annotations.length,
    0,
    0,
    0,
  ];
  lengths.forEach((v, i) => word.writeInt32LE(v, lw + i * 4));
  cursor = lw + 22 * 4;
  word.writeUInt16LE(FIB_PAIRS, cursor);
  const pairs = cursor + 2;
  textBytes.copy(word, textFc);

  const tableParts: Buffer[] = [Buffer.alloc(16)];
  let tableLength = 16;
  const put = (index: number, bytes: Buffer) => {
    if (!bytes.length) return;
    word.writeUInt32LE(tableLength, pairs + index * 8);
    word.writeUInt32LE(bytes.length, pairs + index * 8 + 4);
    tableParts.push(bytes);
    tableLength += bytes.length;
  };
  const plcPcd = Buffer.alloc(8 + 8);
  plcPcd.writeUInt32LE(0, 0);
  plcPcd.writeUInt32LE(text.length, 4);
  plcPcd.writeUInt32LE(((textFc * 2) | 0x40000000) >>> 0, 8 + 2);
  const clxHead = Buffer.alloc(5);
  clxHead[0] = 0x02;
  clxHead.writeUInt32LE(plcPcd.length, 1);
  put(PAIR.clx, Buffer.concat([clxHead, plcPcd]));
  if (headerText) {
    const plc = Buffer.alloc(hddCps.length * 4);
    hddCps.forEach((cp, i) => plc.writeUInt32LE(cp, i * 4));
    put(PAIR.plcfHdd, plc);
  }
  if (spec.trackedChanges) put(PAIR.sttbfRMark, sttb(['Unknown', name]));
  if (spec.comments) put(PAIR.grpXstAtnOwners, xst(name));
  const assoc = Array.from({ length: 18 }, () => '');
  if (spec.associatedStrings) {
    assoc[6] = name;
    assoc[7] = name;
  }
  put(PAIR.sttbfAssoc, sttb(assoc));
  if (spec.savedBy)
    put(PAIR.sttbSavedBy, sttb([a.familyName.toLowerCase(), `C:\\Users\\${a.familyName}\\paper.doc`]));

  const container = CFB.utils.cfb_new();
  CFB.utils.cfb_add(container, 'WordDocument', word);
  CFB.utils.cfb_add(container, '1Table', Buffer.concat(tableParts));
  if (spec.summary)
    CFB.utils.cfb_add(
      container,
      '\u0005SummaryInformation',
      propertySet([
        [
          guid('F29F85E0-4FF9-1068-AB91-08002B27B3D9'),
          [
            [1, codepage()],
            [2, lpstr('On the structure of things')],
            [3, lpstr(`${name}'s thesis`)],
            [4, lpstr(name)],
            [5, lpstr(a.familyName)],
            [6, lpstr(`Draft by ${a.email}`)],
            [7, lpstr('Normal.dot')],
            [8, lpstr(name)],
          ],
        ],
      ]),
    );
  if (spec.documentSummary || spec.userDefined) {
    const sections: [Buffer, [number, Buffer][]][] = [
      [
        guid('D5CDD502-2E9C-101B-9397-08002B2CF9AE'),
        [
          [1, codepage()],
          ...(spec.documentSummary
            ? ([
                [2, lpstr(`${a.familyName} lab`)],
                [14, lpstr(name)],
                [15, lpstr(`${a.familyName} Institute`)],
              ] as [number, Buffer][])
            : []),
        ],
      ],
    ];
    if (spec.userDefined)
      sections.push([
        guid('D5CDD505-2E9C-101B-9397-08002B2CF9AE'),
        [
          [0, dictionary([[2, 'Corresponding author']])],
          [1, codepage()],
          [2, lpstr(a.email)],
        ],
      ]);
    CFB.utils.cfb_add(container, '\u0005DocumentSummaryInformation', propertySet(sections));
  }
  return Buffer.from(CFB.write(container, { type: 'buffer' }) as Uint8Array);
}
