import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRef, PDFStream, type PDFObject } from 'pdf-lib';

const JAVASCRIPT = PDFName.of('JavaScript');
const LAUNCH = PDFName.of('Launch');

/** What in one dictionary makes a viewer run something: a `/JS` or `/JavaScript` entry, or such an action. */
function scriptIn(dict: PDFDict): string | undefined {
  for (const [key, value] of dict.entries()) {
    const name = key.decodeText();
    if (name === 'JS' || name === 'JavaScript') return `/${name}`;
    if (name === 'S' && (value === JAVASCRIPT || value === LAUNCH)) return `/S ${value.toString()}`;
  }
  return undefined;
}

/**
 * Walks the document from its catalog through every object it reaches (the names tree's `/JavaScript`,
 * `/OpenAction`, additional actions `/AA`, pages and their annotations' `/A` actions, outlines, forms),
 * object streams included as pdf-lib reads them. Returns what it found, or undefined; throws when pdf-lib
 * cannot read the file at all.
 */
export async function scriptActionIn(bytes: Uint8Array): Promise<string | undefined> {
  const doc = await PDFDocument.load(bytes, {
    ignoreEncryption: true,
    // A damaged object makes the file unreadable here (and the byte scan decides), with no console noise.
    throwOnInvalidObject: true,
    updateMetadata: false,
  });
  const seen = new Set<PDFObject>();
  const pending: PDFObject[] = [doc.catalog];
  const trailerRoot = doc.context.trailerInfo.Root;
  if (trailerRoot) pending.push(trailerRoot);
  while (pending.length) {
    const object = pending.pop();
    if (!object || seen.has(object)) continue;
    seen.add(object);
    if (object instanceof PDFRef) pending.push(doc.context.lookup(object) as PDFObject);
    else if (object instanceof PDFArray) pending.push(...object.asArray());
    else if (object instanceof PDFStream) pending.push(object.dict);
    else if (object instanceof PDFDict) {
      const found = scriptIn(object);
      if (found) return found;
      pending.push(...object.values());
    }
  }
  return undefined;
}
