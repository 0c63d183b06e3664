import { xmlDocument, xmlText, type XmlNode } from '../../src/domain/xml-document';

/** What a writer puts into a parent, as a document of its own (a record, a Dublin Core block). */
export function xmlWritten(write: (parent: XmlNode) => void): string {
  const doc = xmlDocument();
  write(doc);
  return xmlText(doc, 'compact');
}
