import { docxToSanitizedHtml, FullTextConversionError, type ExtractedImage } from './docx-to-html';
import type { Block, FullText, Section } from '../../repositories/fulltext.types';
import { htmlToFullText } from './html-to-fulltext';

export { FullTextConversionError } from './docx-to-html';

export interface ConvertedDocx {
  fullText: FullText;
  /** The bytes of `fullText.images`, by name, for the caller to store. */
  images: ExtractedImage[];
}

function usedImages(blocks: readonly Block[], sections: readonly Section[], into: Set<string>): Set<string> {
  for (const block of blocks) if (block.kind === 'figure') into.add(block.image);
  for (const section of sections) usedImages(section.blocks, section.sections, into);
  return into;
}

/**
 * A Word document (.docx) as the article's full text. Pure: bytes in, model and image bytes out.
 * Throws FullTextConversionError with a reason the editor can act on.
 */
export async function convertDocx(bytes: Buffer): Promise<ConvertedDocx> {
  const body = await docxToSanitizedHtml(bytes);
  const model = htmlToFullText(body.html, new Set(body.images.keys()));
  if (!model.intro.length && !model.sections.length)
    throw new FullTextConversionError('The document has no text to convert');
  const used = usedImages(model.intro, model.sections, new Set());
  const images = [...body.images.values()].filter((image) => used.has(image.name));
  return {
    fullText: {
      ...model,
      images: images.map(({ name, contentType, size }) => ({ name, contentType, size })),
    },
    images,
  };
}
