import type JSZip from 'jszip';
import type { Document, Element } from '@xmldom/xmldom';
import { RELATIONSHIPS, W_NAMESPACES, elements, isWordElement } from '../xml';
import { appendText, emptyText, type TextByPlace, type TextPlace } from '../places';
import {
  loadPackage,
  packageRelationships,
  propertyPartNames,
  readXmlPart,
  xmlPartNames,
} from './docx-package';
import { APP_PLACES, hiddenText } from './hidden-text';
import { authorText } from './author-text';

/** Which place a WordprocessingML part's text belongs to; undefined for parts without reader text. */
export function placeOfWordPart(name: string): TextPlace | undefined {
  if (name === 'word/document.xml') return 'body';
  if (/^word\/header\d*\.xml$/i.test(name)) return 'header';
  if (/^word\/footer\d*\.xml$/i.test(name)) return 'footer';
  if (/^word\/(footnotes|endnotes)\.xml$/i.test(name)) return 'footnotes';
  if (/^word\/comments\.xml$/i.test(name)) return 'comments';
  return undefined;
}

const isTextBox = (element: Element) => isWordElement(element, 'txbxContent');

/**
 * The text a reader can see or reveal: runs, deleted runs of tracked changes, field codes (a
 * `mailto:` hides there), tabs and breaks; one line per paragraph. Text boxes are left out (their own
 * place, textBoxText), unless the root is one.
 */
export function wordPartText(doc: Document | Element): string {
  let out = '';
  for (const element of elements(doc, isTextBox)) {
    if (!W_NAMESPACES.has(element.namespaceURI ?? '')) continue;
    switch (element.localName) {
      case 't':
      case 'delText':
      case 'instrText':
        out += element.textContent ?? '';
        break;
      case 'tab':
        out += '\t';
        break;
      case 'br':
      case 'cr':
        out += '\n';
        break;
      case 'p':
        if (out && !out.endsWith('\n')) out += '\n';
        break;
    }
  }
  return out.trim();
}

/** The text of every text box of a part (a text box inside another is part of the outer one's text). */
export function textBoxText(doc: Document): string {
  return [...elements(doc, isTextBox)]
    .filter(isTextBox)
    .map((box) => wordPartText(box))
    .filter(Boolean)
    .join('\n');
}

/**
 * One line per property element with text (title, creator, company, custom values...), but for the
 * elements named in `elsewhere` (read into their own places).
 */
export function propertyText(doc: Document, elsewhere: ReadonlySet<string> = new Set()): string {
  const lines: string[] = [];
  for (const element of elements(doc)) {
    if (hasElementChildren(element) || within(element, elsewhere)) continue;
    const text = (element.textContent ?? '').trim();
    if (text) lines.push(text);
  }
  return lines.join('\n');
}

function within(element: Element, names: ReadonlySet<string>): boolean {
  for (
    let node: Element | null = element;
    node && node.nodeType === 1;
    node = node.parentNode as Element | null
  )
    if (names.has(node.localName ?? '')) return true;
  return false;
}

function hasElementChildren(element: Element): boolean {
  for (let child = element.firstChild; child; child = child.nextSibling)
    if (child.nodeType === 1) return true;
  return false;
}

/** External link targets of a part (`mailto:`, ORCID URLs), from its relationships part. */
async function externalTargets(zip: JSZip, part: string): Promise<string> {
  const slash = part.lastIndexOf('/');
  const relsName = `${part.slice(0, slash)}/_rels/${part.slice(slash + 1)}.rels`;
  const rels = await readXmlPart(zip, relsName);
  if (!rels) return '';
  return [...elements(rels)]
    .filter((e) => e.namespaceURI === RELATIONSHIPS && e.getAttribute('TargetMode') === 'External')
    .map((e) => e.getAttribute('Target') ?? '')
    .join('\n');
}

/**
 * A .docx's text by place: body, headers, footers, foot- and endnotes, comments, properties, and the
 * places out of sight (document variables, template, hyperlinks, custom XML, embedded documents).
 * With `authors`, also who wrote the comments and made the tracked changes (authorText).
 */
export async function docxText(bytes: Uint8Array, options: { authors?: boolean } = {}): Promise<TextByPlace> {
  const zip = await loadPackage(bytes);
  const text = emptyText();
  for (const name of xmlPartNames(zip)) {
    const place = placeOfWordPart(name);
    if (!place) continue;
    const doc = (await readXmlPart(zip, name))!;
    appendText(text, place, wordPartText(doc));
    appendText(text, 'text-boxes', textBoxText(doc));
    appendText(text, place, await externalTargets(zip, name));
  }
  const parts = propertyPartNames(await packageRelationships(zip));
  for (const name of [parts.core, parts.custom]) {
    const doc = await readXmlPart(zip, name);
    if (doc) appendText(text, 'properties', propertyText(doc));
  }
  // The app properties' template path and hyperlinks have places of their own (hiddenText).
  const app = await readXmlPart(zip, parts.app);
  if (app) appendText(text, 'properties', propertyText(app, new Set(Object.keys(APP_PLACES))));
  await hiddenText(zip, text, app);
  if (options.authors) await authorText(zip, text);
  return text;
}
