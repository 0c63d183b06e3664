import * as CFB from 'cfb';
import { appendText, type TextByPlace } from '../places';
import {
  FMTID_DOC_SUMMARY,
  FMTID_SUMMARY,
  FMTID_USER_DEFINED,
  parsePropertySet,
  sectionStrings,
  serializePropertySet,
  type PropertySet,
} from './property-set';
import {
  FC_LCB,
  UnreadableDocError,
  docStoriesText,
  readFib,
  sttbStrings,
  tableSlice,
  xstStrings,
  type Fib,
} from './word-binary';

export const SUMMARY_STREAM = '\u0005SummaryInformation';
export const DOC_SUMMARY_STREAM = '\u0005DocumentSummaryInformation';

/** SummaryInformation: subject 3, author 4, keywords 5, comments 6, last author 8 ([MS-OLEPS] 2.25.1). */
const SUMMARY_REMOVED = new Set([3, 4, 5, 6, 8]);
/** DocumentSummaryInformation: category 2, manager 14, company 15 ([MS-OLEPS] 2.25.2). */
const DOC_SUMMARY_REMOVED = new Set([2, 14, 15]);

/** SttbfAssoc indexes of the author and of who saved last ([MS-DOC] 2.9.263). */
const ASSOC_AUTHOR = 6;
const ASSOC_LAST_REVISED_BY = 7;
/** Names Word itself uses for nobody in particular. */
const NEUTRAL_NAMES = new Set(['', 'author', 'unknown', 'unknown author']);

export const DOC_UNREADABLE_REASON =
  'The .doc file could not be read safely (encrypted, damaged or an unusual format), so no anonymous copy was made';
export const DOC_REVISIONS_REASON =
  'The .doc file has tracked changes or comments whose authors cannot be removed safely from this format';
export const DOC_ASSOC_REASON =
  'The .doc file names its author or who saved it in a place this format cannot be cleaned safely';

export type DocCleaning = { ok: true; bytes: Buffer } | { ok: false; reason: string };

interface OpenedDoc {
  container: CFB.CFB$Container;
  word: Buffer;
  table: Buffer;
  fib: Fib;
}

function streamBytes(container: CFB.CFB$Container, name: string): Buffer | undefined {
  const entry = CFB.find(container, name);
  return entry?.content ? Buffer.from(entry.content as Uint8Array) : undefined;
}

function open(bytes: Uint8Array): OpenedDoc {
  let container: CFB.CFB$Container;
  try {
    container = CFB.read(Buffer.from(bytes), { type: 'buffer' });
  } catch {
    throw new UnreadableDocError('not a compound file');
  }
  const word = streamBytes(container, 'WordDocument');
  if (!word) throw new UnreadableDocError('no WordDocument stream');
  const fib = readFib(word);
  if (fib.encrypted) throw new UnreadableDocError('encrypted');
  const table = streamBytes(container, fib.tableStream);
  if (!table) throw new UnreadableDocError('no table stream');
  return { container, word, table, fib };
}

/** Authors of revisions and comments other than neutral ones: those cannot be rewritten in place. */
function namedRevisersOrCommenters(doc: OpenedDoc): boolean {
  const names = [
    ...sttbStrings(tableSlice(doc.fib, doc.table, FC_LCB.sttbfRMark)),
    ...xstStrings(tableSlice(doc.fib, doc.table, FC_LCB.grpXstAtnOwners)),
  ];
  return names.some((n) => !NEUTRAL_NAMES.has(n.trim().toLowerCase()));
}

/** Word 97's saved-by list (user names and file paths) or the associated strings name someone. */
function namedInAssociatedStrings(doc: OpenedDoc): boolean {
  const assoc = sttbStrings(tableSlice(doc.fib, doc.table, FC_LCB.sttbfAssoc));
  const savedBy = sttbStrings(tableSlice(doc.fib, doc.table, FC_LCB.sttbSavedBy));
  return [assoc[ASSOC_AUTHOR], assoc[ASSOC_LAST_REVISED_BY], ...savedBy].some(
    (n) => n !== undefined && !NEUTRAL_NAMES.has(n.trim().toLowerCase()),
  );
}

function withoutAuthorProperties(set: PropertySet, fmtid: Buffer, removed: Set<number>): PropertySet {
  return {
    header: set.header,
    sections: set.sections
      // The user-defined section holds custom properties (and the hyperlink base): dropped whole.
      .filter((s) => !s.fmtid.equals(FMTID_USER_DEFINED))
      .map((s) =>
        s.fmtid.equals(fmtid) ? { ...s, properties: s.properties.filter((p) => !removed.has(p.id)) } : s,
      ),
  };
}

/**
 * The reviewers' copy of a .doc: author, last author, subject, keywords, comments, category, manager,
 * company and the custom properties removed from the summary streams; the Word streams untouched. A
 * file that also names people where this format cannot be rewritten safely (revision and comment
 * authors, the associated strings) gets no copy, with the reason.
 */
export function anonymizeDoc(bytes: Uint8Array): DocCleaning {
  try {
    const doc = open(bytes);
    if (namedRevisersOrCommenters(doc)) return { ok: false, reason: DOC_REVISIONS_REASON };
    if (namedInAssociatedStrings(doc)) return { ok: false, reason: DOC_ASSOC_REASON };
    for (const [name, fmtid, removed] of [
      [SUMMARY_STREAM, FMTID_SUMMARY, SUMMARY_REMOVED],
      [DOC_SUMMARY_STREAM, FMTID_DOC_SUMMARY, DOC_SUMMARY_REMOVED],
    ] as const) {
      const entry = CFB.find(doc.container, name);
      if (!entry?.content) continue;
      const cleaned = withoutAuthorProperties(
        parsePropertySet(Buffer.from(entry.content as Uint8Array)),
        fmtid,
        removed,
      );
      entry.content = serializePropertySet(cleaned);
      entry.size = entry.content.length;
    }
    return { ok: true, bytes: Buffer.from(CFB.write(doc.container, { type: 'buffer' }) as Uint8Array) };
  } catch {
    // Out-of-range offsets, a damaged container, a stream cfb cannot write back: no copy to trust.
    return { ok: false, reason: DOC_UNREADABLE_REASON };
  }
}

/** A .doc's text by place, with the summary streams' strings as its properties. */
export function docText(bytes: Uint8Array): TextByPlace {
  const doc = open(bytes);
  const text = docStoriesText(doc.word, doc.table, doc.fib);
  for (const name of [SUMMARY_STREAM, DOC_SUMMARY_STREAM]) {
    const stream = streamBytes(doc.container, name);
    if (!stream) continue;
    for (const section of parsePropertySet(stream).sections)
      appendText(text, 'properties', sectionStrings(section).join('\n'));
  }
  // Who saved it, revised it or commented: names in the Word stream's own tables.
  for (const names of [
    sttbStrings(tableSlice(doc.fib, doc.table, FC_LCB.sttbfAssoc)),
    sttbStrings(tableSlice(doc.fib, doc.table, FC_LCB.sttbfRMark)),
    xstStrings(tableSlice(doc.fib, doc.table, FC_LCB.grpXstAtnOwners)),
    sttbStrings(tableSlice(doc.fib, doc.table, FC_LCB.sttbSavedBy)),
  ])
    appendText(text, 'properties', names.filter((n) => n.trim()).join('\n'));
  return text;
}
