import { create } from 'xmlbuilder2';
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces';

/**
 * The one way publishing writes XML (ADR 0042): every machine interface (JATS, OAI-PMH, the Crossref
 * deposit, sitemaps, Atom feeds) builds a tree with xmlbuilder2, which escapes text and attribute values
 * itself. No writer assembles markup from strings (scripts/test/xml-builder-rule.test.ts).
 */
export type XmlNode = XMLBuilder;

/** Attribute values of an element; an undefined value leaves the attribute out. */
export type XmlAttributes = Record<string, string | number | undefined>;

/**
 * `invalidCharReplacement: ''` is xmlbuilder2's documented way to drop, from every name, text and
 * attribute value, the characters XML 1.0 cannot carry (the same `Char` production as
 * `stripXmlIllegal` in @journal/errors): one such character stored in a title must not make a whole
 * answer (an OAI-PMH page of a hundred records) ill-formed. Which records held one is logged by
 * `warnOfDroppedCharacters`.
 */
const BUILDER_OPTIONS = { version: '1.0', encoding: 'UTF-8', invalidCharReplacement: '' } as const;

/** A new document; its root comes from `.ele(namespace, name, attributes)` or `.ele(name, attributes)`. */
export const xmlDocument = (): XmlNode => create(BUILDER_OPTIONS);

/** A child element holding only text, the usual leaf of these formats. */
export function textElement(
  parent: XmlNode,
  name: string,
  text: string | number,
  attributes?: XmlAttributes,
): XmlNode {
  return parent.ele(name, attributes).txt(String(text));
}

/**
 * The whole document as text, with the XML declaration and a final newline. `indented` for formats
 * without mixed content (Crossref, sitemaps, Atom), which people read; `compact` where text and
 * elements mix (JATS, and OAI-PMH, which carries JATS), since indenting would change the text.
 */
export function xmlText(node: XmlNode, layout: 'indented' | 'compact'): string {
  return `${node.end({ prettyPrint: layout === 'indented' })}\n`;
}
