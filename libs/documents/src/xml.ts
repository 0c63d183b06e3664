import { DOMParser, XMLSerializer, type Document, type Element } from '@xmldom/xmldom';

/** Thrown when a part is not well-formed XML: such a document is not cleaned (never string-edited). */
export class MalformedXmlError extends Error {}

/** Parses one package part; any parser warning about structure is fatal, so nothing is guessed. */
export function parseXml(text: string, part: string): Document {
  const parser = new DOMParser({
    onError: (level, message) => {
      if (level !== 'warning') throw new MalformedXmlError(`${part}: ${message}`);
    },
  });
  try {
    const doc = parser.parseFromString(text, 'application/xml');
    if (!doc.documentElement) throw new MalformedXmlError(`${part}: no root element`);
    return doc;
  } catch (error) {
    if (error instanceof MalformedXmlError) throw error;
    throw new MalformedXmlError(`${part}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

export function serializeXml(doc: Document): string {
  return new XMLSerializer().serializeToString(doc);
}

/**
 * Every element of the document, depth first (xmldom has no TreeWalker); the descendants of an element
 * `skipInside` says yes to are left out (the element itself is still yielded).
 */
export function* elements(
  root: Document | Element,
  skipInside?: (element: Element) => boolean,
): Generator<Element> {
  const stack: Element[] = [];
  const first = 'documentElement' in root ? root.documentElement : root;
  if (first) stack.push(first);
  while (stack.length) {
    const element = stack.pop()!;
    yield element;
    if (skipInside?.(element) && element !== first) continue;
    for (let child = element.lastChild; child; child = child.previousSibling) {
      if (child.nodeType === 1) stack.push(child as Element);
    }
  }
}

/** Transitional and Strict Open XML spell the WordprocessingML namespace differently. */
export const W_NAMESPACES = new Set([
  'http://schemas.openxmlformats.org/wordprocessingml/2006/main',
  'http://purl.oclc.org/ooxml/wordprocessingml/main',
]);
/** Whether an element is WordprocessingML's `local` (either spelling of the namespace). */
export const isWordElement = (element: Element, local: string): boolean =>
  W_NAMESPACES.has(element.namespaceURI ?? '') && element.localName === local;
export const W15 = 'http://schemas.microsoft.com/office/word/2012/wordml';
export const DC = 'http://purl.org/dc/elements/1.1/';
export const CP = 'http://schemas.openxmlformats.org/package/2006/metadata/core-properties';
export const EXTENDED_NAMESPACES = new Set([
  'http://schemas.openxmlformats.org/officeDocument/2006/extended-properties',
  'http://purl.oclc.org/ooxml/officeDocument/extendedProperties',
]);
export const RELATIONSHIPS = 'http://schemas.openxmlformats.org/package/2006/relationships';
export const CONTENT_TYPES = 'http://schemas.openxmlformats.org/package/2006/content-types';
