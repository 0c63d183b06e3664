import JSZip from 'jszip';
import type { Document } from '@xmldom/xmldom';
import { RELATIONSHIPS, elements, parseXml } from '../xml';

/** Package relationship types of the three property parts. */
export const PROPERTY_RELATIONSHIPS = {
  core: [
    'http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties',
    'http://schemas.openxmlformats.org/officedocument/2006/relationships/metadata/core-properties',
  ],
  app: [
    'http://schemas.openxmlformats.org/officeDocument/2006/relationships/extended-properties',
    'http://purl.oclc.org/ooxml/officeDocument/relationships/extendedProperties',
  ],
  custom: [
    'http://schemas.openxmlformats.org/officeDocument/2006/relationships/custom-properties',
    'http://purl.oclc.org/ooxml/officeDocument/relationships/customProperties',
  ],
} as const;

const DEFAULT_PARTS = { core: 'docProps/core.xml', app: 'docProps/app.xml', custom: 'docProps/custom.xml' };

export type PropertyPart = keyof typeof DEFAULT_PARTS;

export async function loadPackage(bytes: Uint8Array): Promise<JSZip> {
  return JSZip.loadAsync(bytes);
}

export async function readXmlPart(zip: JSZip, name: string): Promise<Document | undefined> {
  const file = zip.file(name);
  if (!file) return undefined;
  return parseXml(await file.async('string'), name);
}

/** The package's relationships (`_rels/.rels`), parsed, or undefined when there are none. */
export async function packageRelationships(zip: JSZip): Promise<Document | undefined> {
  return readXmlPart(zip, '_rels/.rels');
}

/** Where each property part lives: as the package relationships say, else the usual names. */
export function propertyPartNames(rels: Document | undefined): Record<PropertyPart, string> {
  const names = { ...DEFAULT_PARTS };
  if (!rels) return names;
  for (const rel of elements(rels)) {
    if (rel.namespaceURI !== RELATIONSHIPS || rel.localName !== 'Relationship') continue;
    const type = rel.getAttribute('Type') ?? '';
    const target = (rel.getAttribute('Target') ?? '').replace(/^\//, '');
    for (const part of Object.keys(PROPERTY_RELATIONSHIPS) as PropertyPart[]) {
      if ((PROPERTY_RELATIONSHIPS[part] as readonly string[]).includes(type) && target) names[part] = target;
    }
  }
  return names;
}

/** The names of a package's XML parts, in archive order. */
export function xmlPartNames(zip: JSZip): string[] {
  return Object.values(zip.files)
    .filter((f) => !f.dir && /\.xml$/i.test(f.name))
    .map((f) => f.name);
}
