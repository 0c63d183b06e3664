import type JSZip from 'jszip';
import type { Document, Element } from '@xmldom/xmldom';
import {
  CONTENT_TYPES,
  CP,
  DC,
  EXTENDED_NAMESPACES,
  RELATIONSHIPS,
  W15,
  W_NAMESPACES,
  elements,
  serializeXml,
} from '../xml';
import {
  PROPERTY_RELATIONSHIPS,
  loadPackage,
  packageRelationships,
  propertyPartNames,
  readXmlPart,
} from './docx-package';
import { cleanSettings, removeCustomXml, removeEmbedded } from './hidden-parts';
import { redactIdentities } from './redact-identities';
import { removeCommentParts, removeReviewMarks } from './review-marks';
import type { Person } from '../scan/find-identities';

/** The neutral name and initials every reviser, commenter and person becomes. */
export const NEUTRAL_AUTHOR = 'Author';
export const NEUTRAL_INITIALS = 'A';

/** Core properties that name or describe the author (docProps/core.xml). */
const CORE_REMOVED: ReadonlyArray<[string, string]> = [
  [DC, 'creator'],
  [CP, 'lastModifiedBy'],
  [DC, 'description'],
  [DC, 'subject'],
  [CP, 'keywords'],
  [CP, 'category'],
  [DC, 'identifier'],
  [DC, 'contributor'],
  [CP, 'contentStatus'],
];
/**
 * Extended properties that name the author's organisation or file locations (docProps/app.xml): the
 * template's path and the hyperlink base and list (`HLinks`) name the user's folders and addresses.
 */
const APP_REMOVED = new Set(['Company', 'Manager', 'HyperlinkBase', 'HLinks', 'Template']);

export type DocxCleaning = { ok: true; bytes: Buffer } | { ok: false; reason: string };

export const DOCX_UNREADABLE_REASON =
  'The .docx file could not be read safely (a damaged or unusual package), so no anonymous copy was made';

/**
 * The reviewers' copy of a .docx: author properties removed, custom properties dropped, people.xml's
 * people renamed "Author" and without presence info; no document variables, attached template,
 * embedded documents or objects, or custom XML parts (each removed part with its relationships and
 * content-type override). No comments and no tracked changes (accepted), and `people`'s names, emails
 * and affiliations replaced by "[removed]" in headers, footers, notes and text boxes (issue 42 item 9).
 * Parts are parsed, changed as nodes and serialized; every other part is copied as it is, so the
 * body's text and the layout stay the same.
 */
export async function anonymizeDocx(
  bytes: Uint8Array,
  people: readonly Person[] = [],
): Promise<DocxCleaning> {
  // Any failure (a part that does not parse, an entry that does not inflate to its declared size, a
  // damaged archive) means the copy cannot be trusted: no copy, with the reason.
  try {
    const zip = await loadPackage(bytes);
    const rels = await packageRelationships(zip);
    const parts = propertyPartNames(rels);
    await rewrite(zip, parts.core, cleanCoreProperties);
    await rewrite(zip, parts.app, cleanAppProperties);
    await dropCustomProperties(zip, parts.custom, rels);
    await cleanSettings(zip);
    await removeEmbedded(zip);
    await removeCustomXml(zip);
    await removeCommentParts(zip);
    for (const name of wordXmlParts(zip)) await rewrite(zip, name, removeReviewMarks);
    await redactIdentities(zip, people);
    for (const name of wordXmlParts(zip)) await rewrite(zip, name, neutralizePeople);
    const out = await zip.generateAsync({
      type: 'nodebuffer',
      compression: 'DEFLATE',
      compressionOptions: { level: 6 },
    });
    return { ok: true, bytes: out };
  } catch {
    return { ok: false, reason: DOCX_UNREADABLE_REASON };
  }
}

/** Every XML part of the main document's folder (document, comments, headers, footers, notes, people). */
function wordXmlParts(zip: JSZip): string[] {
  return Object.values(zip.files)
    .filter((f) => !f.dir && /^word\/.*\.xml$/i.test(f.name))
    .map((f) => f.name);
}

/** Parses a part, lets `change` edit it, writes it back only when something changed. */
async function rewrite(zip: JSZip, name: string, change: (doc: Document) => boolean): Promise<void> {
  const doc = await readXmlPart(zip, name);
  if (!doc) return;
  if (change(doc)) zip.file(name, serializeXml(doc));
}

function removeAll(doc: Document, match: (element: Element) => boolean): boolean {
  const doomed = [...elements(doc)].filter(match);
  for (const element of doomed) element.parentNode?.removeChild(element);
  return doomed.length > 0;
}

export function cleanCoreProperties(doc: Document): boolean {
  return removeAll(doc, (e) =>
    CORE_REMOVED.some(([ns, local]) => e.namespaceURI === ns && e.localName === local),
  );
}

export function cleanAppProperties(doc: Document): boolean {
  return removeAll(
    doc,
    (e) => EXTENDED_NAMESPACES.has(e.namespaceURI ?? '') && APP_REMOVED.has(e.localName ?? ''),
  );
}

/** Removes the custom properties part, its package relationship and its content-type override. */
async function dropCustomProperties(zip: JSZip, part: string, rels: Document | undefined): Promise<void> {
  zip.remove(part);
  const customTypes = PROPERTY_RELATIONSHIPS.custom as readonly string[];
  if (
    rels &&
    removeAll(
      rels,
      (e) =>
        e.namespaceURI === RELATIONSHIPS &&
        e.localName === 'Relationship' &&
        (customTypes.includes(e.getAttribute('Type') ?? '') ||
          (e.getAttribute('Target') ?? '').replace(/^\//, '') === part),
    )
  )
    zip.file('_rels/.rels', serializeXml(rels));
  await rewrite(zip, '[Content_Types].xml', (types) =>
    removeAll(
      types,
      (e) =>
        e.namespaceURI === CONTENT_TYPES &&
        e.localName === 'Override' &&
        (e.getAttribute('PartName') ?? '').replace(/^\//, '') === part,
    ),
  );
}

/**
 * `w:author` (revisions, comments) becomes "Author", `w:initials` "A"; people.xml's `w15:author` too,
 * and its `w15:presenceInfo` (the account's provider and user id) goes.
 */
export function neutralizePeople(doc: Document): boolean {
  let changed = false;
  const all = [...elements(doc)];
  for (const element of all) {
    const attributes = element.attributes;
    for (let i = 0; i < attributes.length; i += 1) {
      const attribute = attributes.item(i)!;
      const ns = attribute.namespaceURI ?? '';
      const isWord = W_NAMESPACES.has(ns) || ns === W15;
      if (!isWord) continue;
      const neutral =
        attribute.localName === 'author'
          ? NEUTRAL_AUTHOR
          : attribute.localName === 'initials'
            ? NEUTRAL_INITIALS
            : undefined;
      if (neutral !== undefined && attribute.value !== neutral) {
        element.setAttributeNS(ns, attribute.name, neutral);
        changed = true;
      }
    }
  }
  return removeAll(doc, (e) => e.namespaceURI === W15 && e.localName === 'presenceInfo') || changed;
}
