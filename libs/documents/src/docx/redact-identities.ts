import type JSZip from 'jszip';
import type { Element } from '@xmldom/xmldom';
import type { TextPlace } from '../places';
import { identityMatches, type Person } from '../scan/find-identities';
import { RELATIONSHIPS, elements, isWordElement, serializeXml } from '../xml';
import { readXmlPart, xmlPartNames } from './docx-package';
import { placeOfWordPart } from './docx-text';
import { relsPartOf } from './package-parts';

/** What an author's name, email or affiliation becomes outside the body of the reviewers' copy. */
export const REMOVED = '[removed]';
/** An external link (a `mailto:`) that named an author points nowhere instead. */
const REMOVED_TARGET = 'about:blank';
const XML_NAMESPACE = 'http://www.w3.org/XML/1998/namespace';

/** Parts redacted whole: headers, footers, foot- and endnotes. Elsewhere only the text boxes are. */
const NOTE_PARTS = /^word\/(header\d*|footer\d*|footnotes|endnotes)\.xml$/i;

interface Segment {
  /** The `w:t` holding this text; none for a tab or a break (they separate words, never go). */
  node?: Element;
  text: string;
  start: number;
}
interface Edit {
  from: number;
  to: number;
  insert: string;
}

/**
 * Replaces every name, email and affiliation of `people` with "[removed]" in the headers, footers,
 * foot- and endnotes, and in text boxes wherever they are (issue 42 item 9): in the paragraphs' text,
 * across runs (a name split between two runs is one finding), in field codes, and in those parts'
 * external links. The body's own text stays: the editor decides about it.
 */
export async function redactIdentities(zip: JSZip, people: readonly Person[]): Promise<void> {
  if (!people.length) return;
  for (const name of xmlPartNames(zip).filter((n) => /^word\//i.test(n))) {
    const doc = await readXmlPart(zip, name);
    if (!doc?.documentElement) continue;
    const whole = NOTE_PARTS.test(name);
    const roots = whole ? [doc.documentElement] : outermostTextBoxes(doc.documentElement);
    const where: TextPlace = whole ? (placeOfWordPart(name) ?? 'header') : 'text-boxes';
    let changed = false;
    for (const root of roots) {
      for (const element of elements(root)) {
        if (isWordElement(element, 'p')) changed = redactParagraph(element, people, where) || changed;
        else if (isWordElement(element, 'instrText'))
          changed = redactNode(element, identityEdits(element.textContent ?? '', people, where)) || changed;
      }
    }
    if (changed) zip.file(name, serializeXml(doc));
    if (whole) await redactLinks(zip, name, people, where);
  }
}

const isTextBox = (element: Element) => isWordElement(element, 'txbxContent');

function outermostTextBoxes(root: Element): Element[] {
  return [...elements(root, isTextBox)].filter(isTextBox);
}

function identityEdits(text: string, people: readonly Person[], where: TextPlace): Edit[] {
  return identityMatches(text, people, where).map((m) => ({ from: m.start, to: m.end, insert: REMOVED }));
}

/** One paragraph's own text (not a nested text box's paragraphs, redacted on their own). */
function redactParagraph(paragraph: Element, people: readonly Person[], where: TextPlace): boolean {
  const segments: Segment[] = [];
  let text = '';
  const nested = (e: Element) => e !== paragraph && isWordElement(e, 'p');
  for (const element of elements(paragraph, nested)) {
    const isText = isWordElement(element, 't');
    const piece = isText
      ? (element.textContent ?? '')
      : isWordElement(element, 'tab')
        ? '\t'
        : isWordElement(element, 'br') || isWordElement(element, 'cr')
          ? '\n'
          : undefined;
    if (piece === undefined || nested(element)) continue;
    segments.push({ node: isText ? element : undefined, text: piece, start: text.length });
    text += piece;
  }
  const matches = identityMatches(text, people, where);
  if (!matches.length) return false;
  const edits = new Map<Element, Edit[]>();
  for (const match of matches) {
    // The run where the match starts says "[removed]"; the rest of it, in later runs, goes.
    let insert = REMOVED;
    for (const segment of segments) {
      const from = Math.max(match.start, segment.start) - segment.start;
      const to = Math.min(match.end, segment.start + segment.text.length) - segment.start;
      if (to <= from || !segment.node) continue;
      edits.set(segment.node, [...(edits.get(segment.node) ?? []), { from, to, insert }]);
      insert = '';
    }
  }
  for (const [node, nodeEdits] of edits) redactNode(node, nodeEdits);
  return true;
}

/** Applies edits to an element's text (last first, so the offsets hold); true when there were any. */
function redactNode(node: Element, edits: Edit[]): boolean {
  if (!edits.length) return false;
  let text = node.textContent ?? '';
  for (const edit of [...edits].sort((a, b) => b.from - a.from))
    text = text.slice(0, edit.from) + edit.insert + text.slice(edit.to);
  while (node.firstChild) node.removeChild(node.firstChild);
  node.appendChild(node.ownerDocument!.createTextNode(text));
  // A run's text keeps its edge spaces only when it says so.
  node.setAttributeNS(XML_NAMESPACE, 'xml:space', 'preserve');
  return true;
}

/** A header's or note's external link whose target names someone (a `mailto:`) points nowhere. */
async function redactLinks(
  zip: JSZip,
  part: string,
  people: readonly Person[],
  where: TextPlace,
): Promise<void> {
  const relsName = relsPartOf(part);
  const rels = await readXmlPart(zip, relsName);
  if (!rels) return;
  let changed = false;
  for (const element of elements(rels)) {
    if (element.namespaceURI !== RELATIONSHIPS || element.getAttribute('TargetMode') !== 'External') continue;
    if (!identityMatches(element.getAttribute('Target') ?? '', people, where).length) continue;
    element.setAttribute('Target', REMOVED_TARGET);
    changed = true;
  }
  if (changed) zip.file(relsName, serializeXml(rels));
}
