import { inflateSync } from 'node:zlib';

/** Names that start scripts or programs in a PDF viewer: JavaScript actions and name trees, launch actions. */
export const SCRIPT_NAMES = new Set(['JavaScript', 'JS', 'Launch']);

// A PDF name: `/` then regular characters (ISO 32000-1, 7.3.5); `#xx` escapes a byte (`/J#61vaScript`).
const NAME = /\/([^\s/<>[\]()%{}\0]+)/g;
const OBJECT_STREAM = /\/Type\s*\/ObjStm\b/g;
/** An object stream holds small dictionaries; more than this inflated is not one worth reading. */
const MAX_INFLATED = 16 * 1024 * 1024;

function decodeName(raw: string): string {
  return raw.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

function firstScriptName(text: string): string | undefined {
  for (const match of text.matchAll(NAME)) {
    const name = decodeName(match[1]!);
    if (SCRIPT_NAMES.has(name)) return `/${name}`;
  }
  return undefined;
}

/** The deflated body of each object stream (`/Type /ObjStm`), where compressed PDFs keep dictionaries. */
function* objectStreams(text: string, bytes: Buffer): Generator<Buffer> {
  for (const match of text.matchAll(OBJECT_STREAM)) {
    const keyword = text.indexOf('stream', match.index);
    if (keyword < 0) continue;
    let start = keyword + 'stream'.length;
    if (text[start] === '\r') start++;
    if (text[start] === '\n') start++;
    const end = text.indexOf('endstream', start);
    if (end < 0) continue;
    try {
      yield inflateSync(bytes.subarray(start, end), { maxOutputLength: MAX_INFLATED });
    } catch {
      // Not deflated, damaged or too large: nothing readable here; the structural walk still runs.
    }
  }
}

/**
 * The first script name found by reading the bytes, without parsing the document: in the file itself and
 * in its deflated object streams. The defence for files the PDF library cannot read (or reads
 * differently from a viewer): a name that appears anywhere is enough to refuse.
 */
export function scriptNameInBytes(bytes: Buffer): string | undefined {
  const text = bytes.toString('latin1');
  const found = firstScriptName(text);
  if (found) return found;
  for (const inflated of objectStreams(text, bytes)) {
    const inside = firstScriptName(inflated.toString('latin1'));
    if (inside) return inside;
  }
  return undefined;
}
