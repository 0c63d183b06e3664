import type JSZip from 'jszip';
import type { Element } from '@xmldom/xmldom';
import { elements, isWordElement as isWord, serializeXml } from '../xml';
import { readXmlPart } from './docx-package';
import {
  allRelationships,
  dropRelationships,
  isRelsPart,
  referencedIds,
  removeEmptyFolders,
  removeParts,
} from './package-parts';

/** Relationship kinds of an embedded file: a package (.docx, .xlsx) or an OLE object (.bin). */
export const EMBEDDED_KINDS = new Set(['package', 'oleObject']);

const isSettingsPart = (name: string) => /^word\/(.+\/)?settings\.xml$/i.test(name);

/**
 * Settings parts without document variables (`w:docVars`: macros and add-ins store names there) and
 * without the attached template (`w:attachedTemplate`, whose external target is a path in the user's
 * folder), with the template's relationship.
 */
export async function cleanSettings(zip: JSZip): Promise<void> {
  for (const name of Object.keys(zip.files).filter(isSettingsPart)) {
    const doc = await readXmlPart(zip, name);
    if (!doc) continue;
    const doomed = [...elements(doc)].filter((e) => isWord(e, 'docVars') || isWord(e, 'attachedTemplate'));
    const ids = new Set<string>();
    for (const element of doomed) {
      for (const id of referencedIds(element)) ids.add(id);
      element.parentNode?.removeChild(element);
    }
    if (doomed.length) zip.file(name, serializeXml(doc));
    await dropRelationships(zip, name, (r) => ids.has(r.id) || r.kind === 'attachedTemplate');
  }
}

/**
 * Embedded documents and objects go with what shows them: the `w:object` or `w:pict` that holds an
 * OLE object (its preview image can show the embedded document's first page), or the referring element
 * itself (a chart's `c:externalData` workbook, whose properties name whoever made it). The embedded
 * parts, their relationships and overrides go too.
 */
export async function removeEmbedded(zip: JSZip): Promise<void> {
  for (const [source, relationships] of await allRelationships(zip)) {
    const embedded = new Set(relationships.filter((r) => EMBEDDED_KINDS.has(r.kind)).map((r) => r.id));
    if (!embedded.size || !source) continue;
    const doc = await readXmlPart(zip, source);
    if (!doc) continue;
    const containers = new Set<Element>();
    for (const element of elements(doc)) {
      if ([...referencedIds(shallow(element))].some((id) => embedded.has(id)))
        containers.add(containerOf(element));
    }
    const dropped = new Set(embedded);
    for (const container of containers) {
      for (const id of referencedIds(container)) dropped.add(id);
      container.parentNode?.removeChild(container);
    }
    // An id the removed objects shared with what stays (one image shown twice) stays.
    for (const id of referencedIds(doc.documentElement!)) if (!embedded.has(id)) dropped.delete(id);
    if (containers.size) zip.file(source, serializeXml(doc));
    await dropRelationships(zip, source, (r) => dropped.has(r.id));
  }
  // Embedded files nothing refers to any more are still in the package: they go as well.
  const stray = Object.keys(zip.files).filter((n) => !zip.files[n]!.dir && /(^|\/)embeddings\//i.test(n));
  if (stray.length) await removeParts(zip, stray);
  removeEmptyFolders(zip);
}

/** An element with its own attributes only (its children's ids are theirs). */
function shallow(element: Element): Element {
  return element.cloneNode(false) as Element;
}

function containerOf(element: Element): Element {
  for (let node: Element | null = element; node; node = node.parentNode as Element | null) {
    if (node.nodeType !== 1) break;
    if (isWord(node, 'object') || isWord(node, 'pict')) return node;
  }
  return element;
}

/**
 * Custom XML parts (cover page properties, SharePoint columns, add-ins' data) with their item
 * properties, relationships and overrides. Content controls bound to them keep the text they show.
 */
export async function removeCustomXml(zip: JSZip): Promise<void> {
  const parts = new Set<string>();
  for (const relationships of (await allRelationships(zip)).values())
    for (const r of relationships) if (r.kind === 'customXml' && !r.external) parts.add(r.target);
  for (const name of Object.keys(zip.files))
    if (!zip.files[name]!.dir && !isRelsPart(name) && /^customXml\//i.test(name)) parts.add(name);
  if (parts.size) await removeParts(zip, [...parts]);
  removeEmptyFolders(zip);
}

/** Parts an embedded relationship targets, for the scan (the copy has none left). */
export async function embeddedParts(zip: JSZip): Promise<string[]> {
  const out: string[] = [];
  for (const [source, relationships] of await allRelationships(zip)) {
    if (!source) continue;
    for (const r of relationships) if (EMBEDDED_KINDS.has(r.kind) && !r.external) out.push(r.target);
  }
  return [...new Set(out)];
}
