import type JSZip from 'jszip';
import type { Element } from '@xmldom/xmldom';
import { W15, W_NAMESPACES, elements } from '../xml';
import { appendText, type TextByPlace } from '../places';
import { readXmlPart } from './docx-package';

/** The comment parts: what their `w:author` names is the commenter. */
const COMMENT_PARTS = /^word\/comments(Extended|Ids|Extensible)?\.xml$/i;

/**
 * Who Word recorded as the writer of each comment (into `comments`) and of each tracked change, and
 * Word's list of the people who edited (`word/people.xml`, with the account's user id) (into
 * `tracked-changes`). Attributes, not text a reader sees: the reviewers' copy renames them all, so only
 * the author's original is read for them (to tell the editor what the copy removed).
 */
export async function authorText(zip: JSZip, text: TextByPlace): Promise<void> {
  const parts = Object.values(zip.files)
    .filter((f) => !f.dir && /^word\/.*\.xml$/i.test(f.name))
    .map((f) => f.name);
  for (const name of parts) {
    const doc = await readXmlPart(zip, name);
    if (!doc) continue;
    const place = COMMENT_PARTS.test(name) ? 'comments' : 'tracked-changes';
    appendText(text, place, [...elements(doc)].flatMap(authorsOf).join('\n'));
  }
}

function authorsOf(element: Element): string[] {
  const found: string[] = [];
  const attributes = element.attributes;
  for (let i = 0; i < attributes.length; i += 1) {
    const attribute = attributes.item(i)!;
    const ns = attribute.namespaceURI ?? '';
    const named =
      ((W_NAMESPACES.has(ns) || ns === W15) && attribute.localName === 'author') ||
      (ns === W15 && attribute.localName === 'userId');
    if (named && attribute.value.trim()) found.push(attribute.value);
  }
  return found;
}
