import type JSZip from 'jszip';
import type { Document, Element } from '@xmldom/xmldom';
import { W_NAMESPACES, elements, isWordElement } from '../xml';
import { removeParts } from './package-parts';

/** The comment parts: the comments themselves and Word 2013+'s extensions, ids and threads of them. */
const COMMENT_PARTS = /^word\/comments(Extended|Ids|Extensible)?\.xml$/i;

/** Where a comment is anchored in the text: gone with the comments. */
const COMMENT_ANCHORS = new Set(['commentRangeStart', 'commentRangeEnd', 'commentReference']);

/** Tracked insertions and moves into place: their content stays, as when accepted. */
const KEPT_CHANGES = new Set(['ins', 'moveTo']);
/** Tracked deletions and moves away: their content goes, as when accepted. */
const DROPPED_CHANGES = new Set(['del', 'moveFrom']);
/** The record of a formatting change, a cell change or a move's range: nothing a reader sees. */
const CHANGE_RECORDS = new Set([
  'rPrChange',
  'pPrChange',
  'sectPrChange',
  'tblPrChange',
  'tblPrExChange',
  'trPrChange',
  'tcPrChange',
  'tblGridChange',
  'numberingChange',
  'cellIns',
  'cellDel',
  'cellMerge',
  'moveFromRangeStart',
  'moveFromRangeEnd',
  'moveToRangeStart',
  'moveToRangeEnd',
  'customXmlInsRangeStart',
  'customXmlInsRangeEnd',
  'customXmlDelRangeStart',
  'customXmlDelRangeEnd',
  'customXmlMoveFromRangeStart',
  'customXmlMoveFromRangeEnd',
  'customXmlMoveToRangeStart',
  'customXmlMoveToRangeEnd',
]);

/** Removes the comment parts, with their relationships and content-type overrides. */
export async function removeCommentParts(zip: JSZip): Promise<void> {
  const parts = Object.keys(zip.files).filter((name) => !zip.files[name]!.dir && COMMENT_PARTS.test(name));
  if (parts.length) await removeParts(zip, parts);
}

const isWord = (element: Element) => W_NAMESPACES.has(element.namespaceURI ?? '');

/**
 * A part without comment anchors and with every tracked change accepted: insertions kept as plain
 * text, deletions gone, formatting changes' records gone (the new formatting stays). A deleted table
 * row goes with its row. Runs left with nothing but their properties go too. True when it changed.
 */
export function removeReviewMarks(doc: Document): boolean {
  let changed = false;
  for (const element of [...elements(doc)]) {
    if (!isWord(element) || !element.parentNode) continue;
    const local = element.localName ?? '';
    const parent = element.parentNode as Element;
    if (COMMENT_ANCHORS.has(local) || CHANGE_RECORDS.has(local)) {
      const run = local === 'commentReference' && isWordElement(parent, 'r') ? parent : undefined;
      parent.removeChild(element);
      if (run && onlyProperties(run)) run.parentNode?.removeChild(run);
      changed = true;
    } else if (DROPPED_CHANGES.has(local)) {
      // In a row's properties the mark says the row was deleted; elsewhere it holds the deleted text.
      const row = isWordElement(parent, 'trPr') ? (parent.parentNode as Element | null) : null;
      if (row && isWordElement(row, 'tr')) row.parentNode?.removeChild(row);
      else parent.removeChild(element);
      changed = true;
    } else if (KEPT_CHANGES.has(local)) {
      // The content moves up a level; a mark without content (a paragraph mark's, a row's) just goes.
      while (element.firstChild) parent.insertBefore(element.firstChild, element);
      parent.removeChild(element);
      changed = true;
    }
  }
  return changed;
}

function onlyProperties(run: Element): boolean {
  for (let child = run.firstChild; child; child = child.nextSibling)
    if (child.nodeType === 1 && !isWordElement(child as Element, 'rPr')) return false;
  return true;
}
