import JSZip from 'jszip';
import * as CFB from 'cfb';
import type { Document, Element } from '@xmldom/xmldom';
import { DOC_SUMMARY_STREAM, SUMMARY_STREAM, docText } from '../doc/anonymize-doc';
import { parsePropertySet, sectionStrings } from '../doc/property-set';
import { appendText, type TextByPlace } from '../places';
import { EXTENDED_NAMESPACES, W_NAMESPACES, elements, parseXml } from '../xml';
import { measureInflation, type InflationLimits } from '../zip/inflated-size';
import { readXmlPart, xmlPartNames } from './docx-package';
import { embeddedParts } from './hidden-parts';
import { allRelationships, isRelsPart } from './package-parts';

/** App properties read into their own places rather than `properties`. */
export const APP_PLACES: Record<string, 'template' | 'hyperlinks'> = {
  Template: 'template',
  HLinks: 'hyperlinks',
  HyperlinkBase: 'hyperlinks',
};

/** An embedded package is inflated only within these (the upload check saw the outer package only). */
const EMBEDDED_LIMITS: InflationLimits = {
  maxTotalBytes: 50 * 1024 * 1024,
  maxRatio: 100,
  ratioFloorBytes: 1024 * 1024,
};
const SUMMARY_STREAMS = new Set([SUMMARY_STREAM, DOC_SUMMARY_STREAM]);
/** Packages embedded in embedded packages are read this deep, no deeper. */
const MAX_EMBEDDING_DEPTH = 2;

/**
 * The text of the places Word keeps out of sight: document variables, the attached template, app
 * properties' template and hyperlinks, custom XML parts, embedded documents and objects.
 */
export async function hiddenText(zip: JSZip, text: TextByPlace, app: Document | undefined): Promise<void> {
  const relationships = await allRelationships(zip);
  // A settings part's relationships are read even when the part itself is missing.
  const settingsParts = new Set(
    [...Object.keys(zip.files), ...relationships.keys()].filter((n) =>
      /^word\/(.+\/)?settings\.xml$/i.test(n),
    ),
  );
  for (const name of settingsParts) {
    const settings = await readXmlPart(zip, name);
    if (settings) appendText(text, 'document-variables', documentVariables(settings));
    for (const r of relationships.get(name) ?? []) {
      if (r.external) appendText(text, r.kind === 'attachedTemplate' ? 'template' : 'properties', r.target);
    }
  }
  if (app) {
    for (const element of elements(app)) {
      const place =
        EXTENDED_NAMESPACES.has(element.namespaceURI ?? '') && APP_PLACES[element.localName ?? ''];
      if (place) appendText(text, place, allText(element));
    }
  }
  for (const name of xmlPartNames(zip).filter((n) => /^customXml\//i.test(n) && !isRelsPart(n))) {
    const doc = await readXmlPart(zip, name);
    if (doc) appendText(text, 'custom-xml', allText(doc.documentElement!));
  }
  appendText(text, 'embedded-document', await embeddedText(zip, 1));
}

/** `w:docVar` names and values, one per line. */
function documentVariables(settings: Document): string {
  return [...elements(settings)]
    .filter((e) => W_NAMESPACES.has(e.namespaceURI ?? '') && e.localName === 'docVar')
    .map((e) => {
      const ns = e.namespaceURI!;
      return `${e.getAttributeNS(ns, 'name') ?? ''}: ${e.getAttributeNS(ns, 'val') ?? ''}`;
    })
    .join('\n');
}

/** Every text node and attribute value under `root`, one per line (names hide in both). */
export function allText(root: Element): string {
  const lines: string[] = [];
  for (const element of elements(root)) {
    for (let i = 0; i < element.attributes.length; i += 1) {
      const attribute = element.attributes.item(i)!;
      if (attribute.prefix !== 'xmlns' && attribute.name !== 'xmlns' && attribute.value.trim())
        lines.push(attribute.value.trim());
    }
    for (let child = element.firstChild; child; child = child.nextSibling) {
      const value = child.nodeType === 3 || child.nodeType === 4 ? (child.nodeValue ?? '').trim() : '';
      if (value) lines.push(value);
    }
  }
  return lines.join('\n');
}

/** The text of every embedded package or OLE object of a package (and theirs, to a depth). */
async function embeddedText(zip: JSZip, depth: number): Promise<string> {
  const out: string[] = [];
  for (const name of await embeddedParts(zip)) {
    const file = zip.file(name);
    if (!file) continue;
    out.push(await embeddedFileText(await file.async('uint8array'), depth));
  }
  return out.filter(Boolean).join('\n');
}

async function embeddedFileText(bytes: Uint8Array, depth: number): Promise<string> {
  try {
    if (isZip(bytes)) return await packageText(bytes, depth);
    if (isCompoundFile(bytes)) return await compoundFileText(bytes, depth);
  } catch {
    // An embedded file that does not read is not text the scan can vouch for; the copy drops it anyway.
  }
  return '';
}

const isZip = (b: Uint8Array) => b[0] === 0x50 && b[1] === 0x4b && b[2] === 0x03 && b[3] === 0x04;
const isCompoundFile = (b: Uint8Array) => b[0] === 0xd0 && b[1] === 0xcf && b[2] === 0x11 && b[3] === 0xe0;

/** An embedded .docx, .xlsx or .pptx: the text and attributes of each XML part. */
async function packageText(bytes: Uint8Array, depth: number): Promise<string> {
  if (!(await measureInflation(bytes, EMBEDDED_LIMITS)).ok) return '';
  const zip = await JSZip.loadAsync(bytes);
  const out: string[] = [];
  for (const name of xmlPartNames(zip)) {
    out.push(allText(parseXml(await zip.file(name)!.async('string'), name).documentElement!));
  }
  if (depth < MAX_EMBEDDING_DEPTH) out.push(await embeddedText(zip, depth + 1));
  return out.filter(Boolean).join('\n');
}

/** An OLE object: a Word 97 document's text, a wrapped package, the summary properties. */
async function compoundFileText(bytes: Uint8Array, depth: number): Promise<string> {
  const container = CFB.read(Buffer.from(bytes), { type: 'buffer' });
  const out: string[] = [];
  for (const entry of container.FileIndex) {
    const content = entry.content ? Buffer.from(entry.content as Uint8Array) : undefined;
    if (!content?.length) continue;
    if (entry.name === 'WordDocument') out.push(wordDocumentText(bytes));
    else if (entry.name === 'Package' && isZip(content)) out.push(await packageText(content, depth));
    else if (SUMMARY_STREAMS.has(entry.name))
      for (const section of parsePropertySet(content).sections) out.push(sectionStrings(section).join('\n'));
  }
  return out.filter(Boolean).join('\n');
}

/** An embedded Word 97 document's text in every place (an odd one reads as nothing, not as a failure). */
function wordDocumentText(bytes: Uint8Array): string {
  try {
    return Object.values(docText(bytes)).filter(Boolean).join('\n');
  } catch {
    return '';
  }
}
