import { stripXmlIllegal } from '@journal/errors';
import { create, type XMLElementOrXMLNode } from 'xmlbuilder';

/**
 * The one way publishing writes XML (ADR 0042): every machine interface (JATS, OAI-PMH, the Crossref
 * deposit, sitemaps, Atom feeds) builds a tree with xmlbuilder, which escapes text and attribute values
 * itself. No writer assembles markup from strings (scripts/test/xml-builder-rule.test.ts).
 */
export type XmlNode = XMLElementOrXMLNode;

/** Attribute values of an element; an undefined value leaves the attribute out. */
export type XmlAttributes = Record<string, string | number | undefined>;

/**
 * xmlbuilder throws on a character XML 1.0 cannot carry, and one stored in a title would make the whole
 * answer (an OAI-PMH page of a hundred records) fail. Its check of every name, text and attribute value
 * is replaced by the removal of those characters (its `stringify` option overrides its conversions);
 * which records held one is logged by `warnOfDroppedCharacters`.
 */
const DROP_XML_ILLEGAL = { assertLegalChar: stripXmlIllegal };

/** A new document (declaration: XML 1.0, UTF-8) and its root element, which this returns. */
export function xmlDocument(root: string, attributes: XmlAttributes = {}): XmlNode {
  return create(root, { version: '1.0', encoding: 'UTF-8' }, {}, { stringify: DROP_XML_ILLEGAL }).att(
    attributes,
  );
}

/** A child element holding only text, the usual leaf of these formats. */
export function textElement(
  parent: XmlNode,
  name: string,
  text: string | number,
  attributes: XmlAttributes = {},
): XmlNode {
  return parent.ele(name, attributes, String(text));
}

/**
 * The whole document `node` is in, as text. `indented` for formats without mixed content (Crossref,
 * sitemaps, Atom), which people read; `compact` where text and elements mix (JATS, and OAI-PMH, which
 * carries JATS), since indenting would change the text.
 */
export function xmlText(node: XmlNode, layout: 'indented' | 'compact'): string {
  return node.end({ pretty: layout === 'indented' });
}
