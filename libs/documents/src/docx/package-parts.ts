import { posix } from 'node:path';
import type JSZip from 'jszip';
import type { Document, Element } from '@xmldom/xmldom';
import { CONTENT_TYPES, RELATIONSHIPS, elements, serializeXml } from '../xml';
import { readXmlPart } from './docx-package';

/** The `r:` namespace of relationship ids in parts (Transitional and Strict). */
export const R_NAMESPACES = new Set([
  'http://schemas.openxmlformats.org/officeDocument/2006/relationships',
  'http://purl.oclc.org/ooxml/officeDocument/relationships',
]);

/** One relationship of a part: its id, type's last segment ("package", "customXml"), target. */
export interface PartRelationship {
  id: string;
  /** The type's last path segment, the same in Transitional and Strict ("oleObject", "customXml"). */
  kind: string;
  external: boolean;
  /** The target part's name in the package (internal), or the target as written (external). */
  target: string;
  element: Element;
}

/** `word/document.xml` keeps its relationships in `word/_rels/document.xml.rels`; the package in `_rels/.rels`. */
export function relsPartOf(part: string): string {
  const slash = part.lastIndexOf('/');
  return `${part.slice(0, slash + 1)}_rels/${part.slice(slash + 1)}.rels`;
}

/** The part a relationships part belongs to ('' for the package's own `_rels/.rels`). */
function sourceOfRels(rels: string): string {
  const match = /^(.*?)_rels\/([^/]*)\.rels$/.exec(rels);
  return match ? `${match[1]}${match[2]}` : '';
}

/** A relationship target as a part name: relative to the source's folder, or absolute from the root. */
function resolveTarget(source: string, target: string): string {
  let decoded = target;
  try {
    decoded = decodeURIComponent(target);
  } catch {
    // A target with a stray % is taken as written.
  }
  const base = decoded.startsWith('/') ? '' : posix.dirname(`/${source}`);
  return posix.normalize(posix.join('/', base, decoded)).replace(/^\//, '');
}

export function isRelsPart(name: string): boolean {
  return /(^|\/)_rels\/[^/]*\.rels$/i.test(name);
}

/** Part names compare without case (OPC); the package's spelling of a name. */
function partName(zip: JSZip, name: string): string | undefined {
  const lower = name.toLowerCase();
  return Object.keys(zip.files).find((n) => n.toLowerCase() === lower && !zip.files[n]!.dir);
}

/** A part's relationships, parsed; undefined when it has none. */
export async function partRelationships(
  zip: JSZip,
  part: string,
): Promise<{ doc: Document; relationships: PartRelationship[] } | undefined> {
  const relsName = partName(zip, relsPartOf(part));
  const doc = relsName ? await readXmlPart(zip, relsName) : undefined;
  if (!doc) return undefined;
  const relationships: PartRelationship[] = [];
  for (const element of elements(doc)) {
    if (element.namespaceURI !== RELATIONSHIPS || element.localName !== 'Relationship') continue;
    const external = element.getAttribute('TargetMode') === 'External';
    const target = element.getAttribute('Target') ?? '';
    relationships.push({
      id: element.getAttribute('Id') ?? '',
      kind: (element.getAttribute('Type') ?? '').split('/').pop() ?? '',
      external,
      target: external ? target : resolveTarget(part, target),
      element,
    });
  }
  return { doc, relationships };
}

/** Every part that has relationships, with them ('' stands for the package). */
export async function allRelationships(zip: JSZip): Promise<Map<string, PartRelationship[]>> {
  const out = new Map<string, PartRelationship[]>();
  for (const name of Object.keys(zip.files)) {
    if (zip.files[name]!.dir || !isRelsPart(name)) continue;
    const source = sourceOfRels(name);
    const rels = await partRelationships(zip, source);
    if (rels) out.set(source, rels.relationships);
  }
  return out;
}

/**
 * Removes relationships of `source` (by id, or all of a kind), then every part no relationship targets
 * any more, with its own relationships, cascading; then content-type overrides of parts that are gone.
 */
export async function dropRelationships(
  zip: JSZip,
  source: string,
  doomed: (relationship: PartRelationship) => boolean,
): Promise<void> {
  const rels = await partRelationships(zip, source);
  if (!rels) return;
  const removed = rels.relationships.filter(doomed);
  if (!removed.length) return;
  for (const relationship of removed) relationship.element.parentNode?.removeChild(relationship.element);
  zip.file(partName(zip, relsPartOf(source))!, serializeXml(rels.doc));
  await removeUnreferenced(
    zip,
    removed.filter((r) => !r.external).map((r) => r.target),
  );
}

/** Removes parts outright: every relationship to them first, then them and what only they used. */
export async function removeParts(zip: JSZip, parts: readonly string[]): Promise<void> {
  const lower = new Set(parts.map((p) => p.toLowerCase()));
  for (const [source, relationships] of await allRelationships(zip)) {
    if (
      !lower.has(source.toLowerCase()) &&
      relationships.some((r) => !r.external && lower.has(r.target.toLowerCase()))
    )
      await dropRelationships(zip, source, (r) => !r.external && lower.has(r.target.toLowerCase()));
  }
  await removeUnreferenced(zip, parts);
}

async function removeUnreferenced(zip: JSZip, candidates: readonly string[]): Promise<void> {
  const queue = [...candidates];
  while (queue.length) {
    const name = partName(zip, queue.pop()!);
    if (!name) continue;
    const targeted = [...(await allRelationships(zip))].some(
      ([source, relationships]) =>
        source.toLowerCase() !== name.toLowerCase() &&
        relationships.some((r) => !r.external && r.target.toLowerCase() === name.toLowerCase()),
    );
    if (targeted) continue;
    const own = await partRelationships(zip, name);
    zip.remove(name);
    const relsName = partName(zip, relsPartOf(name));
    if (relsName) zip.remove(relsName);
    if (own) queue.push(...own.relationships.filter((r) => !r.external).map((r) => r.target));
  }
  await dropOverridesOfMissingParts(zip);
}

/** A content-type override for a part that is not there makes Word report the file as damaged. */
async function dropOverridesOfMissingParts(zip: JSZip): Promise<void> {
  const name = '[Content_Types].xml';
  const types = await readXmlPart(zip, name);
  if (!types) return;
  const doomed = [...elements(types)].filter(
    (e) =>
      e.namespaceURI === CONTENT_TYPES &&
      e.localName === 'Override' &&
      !partName(zip, (e.getAttribute('PartName') ?? '').replace(/^\//, '')),
  );
  for (const element of doomed) element.parentNode?.removeChild(element);
  if (doomed.length) zip.file(name, serializeXml(types));
}

/** The relationship ids an element and its descendants refer to (`r:id`, `r:embed`, `r:link`...). */
export function referencedIds(root: Element): Set<string> {
  const ids = new Set<string>();
  for (const element of elements(root)) {
    for (let i = 0; i < element.attributes.length; i += 1) {
      const attribute = element.attributes.item(i)!;
      if (R_NAMESPACES.has(attribute.namespaceURI ?? '')) ids.add(attribute.value);
    }
  }
  return ids;
}

/** Folder entries left empty by removed parts go too (an empty `customXml/` still tells what was there). */
export function removeEmptyFolders(zip: JSZip): void {
  const names = Object.keys(zip.files);
  for (const folder of names.filter((n) => zip.files[n]!.dir))
    if (!names.some((n) => n !== folder && n.startsWith(folder) && !zip.files[n]!.dir)) zip.remove(folder);
}
