import type { Element } from '@xmldom/xmldom';
import { DC, W_NAMESPACES, elements, isWordElement } from '../xml';
import { loadPackage, packageRelationships, propertyPartNames, readXmlPart } from './docx-package';
import { wordPartText } from './docx-text';

/** Paragraph styles that mark a document's own title: Word's Title, then its first heading. */
const TITLE_STYLES = [/^title$/i, /^heading ?1$/i];

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The value of a paragraph's `w:pStyle`, or ''. */
function styleOf(paragraph: Element): string {
  for (const element of elements(paragraph)) {
    if (isWordElement(element, 'pPr')) {
      for (const child of elements(element))
        if (isWordElement(child, 'pStyle'))
          return child.getAttributeNS(child.namespaceURI, 'val') ?? child.getAttribute('w:val') ?? '';
      return '';
    }
  }
  return '';
}

/**
 * A Word document's own title (issue 42 item 8): its core properties' `dc:title`, or else the text of its
 * first paragraph styled Title or Heading 1; null when it has neither (or the package cannot be read).
 * Pure: the caller has already checked the archive (size, inflation) as for every upload.
 */
export async function docxTitle(bytes: Uint8Array): Promise<string | null> {
  try {
    const zip = await loadPackage(bytes);
    const core = await readXmlPart(zip, propertyPartNames(await packageRelationships(zip)).core);
    const coreTitle = core
      ? [...elements(core)].find((e) => e.namespaceURI === DC && e.localName === 'title')
      : undefined;
    const fromCore = oneLine(coreTitle?.textContent ?? '');
    if (fromCore) return fromCore;
    const body = await readXmlPart(zip, 'word/document.xml');
    if (!body) return null;
    const paragraphs = [...elements(body)].filter(
      (e) => W_NAMESPACES.has(e.namespaceURI ?? '') && e.localName === 'p',
    );
    for (const style of TITLE_STYLES) {
      const paragraph = paragraphs.find((p) => style.test(styleOf(p)) && oneLine(wordPartText(p)));
      if (paragraph) return oneLine(wordPartText(paragraph));
    }
    return null;
  } catch {
    return null;
  }
}
