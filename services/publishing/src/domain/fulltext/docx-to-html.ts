import mammoth from 'mammoth';
import sanitizeHtml from 'sanitize-html';
import { stripXmlIllegal } from '@journal/errors';
import type { FullTextImage } from '../../repositories/fulltext.types';

/** Why a file that passed the upload rules still gives no full text (shown to the editor). */
export class FullTextConversionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FullTextConversionError';
  }
}

const IMAGE_EXTENSIONS: Record<FullTextImage['contentType'], string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
};
const isServedImageType = (type: string): type is FullTextImage['contentType'] =>
  Object.hasOwn(IMAGE_EXTENSIONS, type);

/** Word styles mammoth does not know by default: the document title is the article's, not the body's. */
const STYLE_MAP = ["p[style-name='Title'] => !", "p[style-name='Subtitle'] => !"];

/**
 * What the body may keep after mammoth: structure only. Everything else (script, style, event
 * attributes, javascript: URLs, embedded objects) is dropped here and never reaches the parser.
 */
const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'ol',
    'ul',
    'li',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'img',
    'a',
    'sup',
    'sub',
    'strong',
    'em',
    'b',
    'i',
    'u',
    'br',
  ],
  allowedAttributes: { a: ['href', 'id'], li: ['id'], img: ['src', 'alt'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
};

export interface ExtractedImage extends FullTextImage {
  bytes: Buffer;
}

export interface SanitizedBody {
  html: string;
  /** Images by the name their `<img src>` carries. */
  images: Map<string, ExtractedImage>;
}

/** A .docx to sanitized HTML with mammoth; images are taken out and named `image-N.ext`. */
export async function docxToSanitizedHtml(bytes: Buffer): Promise<SanitizedBody> {
  const images = new Map<string, ExtractedImage>();
  const convertImage = mammoth.images.imgElement(async (image) => {
    // Only raster types a browser shows without running anything (no SVG, no EMF/WMF).
    if (!isServedImageType(image.contentType)) return { src: '' };
    const data = await image.readAsBuffer();
    const name = `image-${images.size + 1}.${IMAGE_EXTENSIONS[image.contentType]}`;
    images.set(name, { name, contentType: image.contentType, size: data.length, bytes: data });
    return { src: name };
  });
  let html: string;
  try {
    const result = await mammoth.convertToHtml(
      { buffer: bytes },
      { styleMap: STYLE_MAP, convertImage, externalFileAccess: false },
    );
    // Text taken from a document loses what XML 1.0 cannot hold (a NUL, a lone surrogate): Postgres
    // refuses the model with them and JATS cannot carry them; mammoth writes them as they are, unescaped.
    html = stripXmlIllegal(result.value);
  } catch (err) {
    const detail = err instanceof Error ? err.message : String(err);
    throw new FullTextConversionError(`The file could not be read as a Word document (${detail})`);
  }
  return { html: sanitizeHtml(html, SANITIZE), images };
}
