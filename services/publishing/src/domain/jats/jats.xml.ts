import type { FullText } from '../../repositories/fulltext.types';
import type { PublicLinks } from '../../public-links';
import { xmlDocument, xmlText, type XmlNode } from '../xml-document';
import { jatsBack, jatsBody } from './jats-body';
import { jatsFront, type JatsArticle } from './jats-front';

export const JATS_CONTENT_TYPE = 'application/jats+xml';
/** The namespace OJS's oaiJats plugin puts the article in for OAI-PMH (which requires a namespaced root). */
export const OAI_JATS = {
  prefix: 'jats',
  namespace: 'http://jats.nlm.nih.gov',
  schema: 'https://jats.nlm.nih.gov/publishing/1.3/xsd/JATS-journalpublishing1-3.xsd',
};

export interface JatsOptions {
  publisherName: string;
  links: PublicLinks;
  /** Where a figure's `graphic` points; by default the served image (an archive's bag points inside itself). */
  imageHref?: (name: string) => string;
}

const ARTICLE_ATTRIBUTES = {
  'xmlns:xlink': 'http://www.w3.org/1999/xlink',
  'xmlns:mml': 'http://www.w3.org/1998/Math/MathML',
  'article-type': 'research-article',
  'dtd-version': '1.3',
  'xml:lang': 'en',
};

/** Front matter always, body and back when the article has a converted full text (figures point at the served images). */
function writeArticle(root: XmlNode, article: JatsArticle, fullText: FullText | null, options: JatsOptions) {
  jatsFront(root, article, {
    publisherName: options.publisherName,
    articleUrl: options.links.article(article.id),
  });
  if (fullText) {
    jatsBody(root, fullText, options.imageHref ?? ((name) => options.links.fullTextImage(article.id, name)));
    jatsBack(root, fullText);
  }
}

/** The article as a JATS 1.3 (Journal Publishing) document of its own (`/articles/:id/jats.xml`). */
export function jatsXml(article: JatsArticle, fullText: FullText | null, options: JatsOptions): string {
  const root = xmlDocument('article', ARTICLE_ATTRIBUTES);
  writeArticle(root, article, fullText, options);
  return xmlText(root, 'compact');
}

/**
 * The article inside OAI-PMH `<metadata>`: in the OAI JATS namespace with its schema location, as the
 * protocol asks of a record's root, and otherwise the same element as jatsXml's.
 */
export function oaiJatsArticle(
  metadata: XmlNode,
  article: JatsArticle,
  fullText: FullText | null,
  options: JatsOptions,
): void {
  const root = metadata.ele('article', {
    xmlns: OAI_JATS.namespace,
    'xmlns:xsi': 'http://www.w3.org/2001/XMLSchema-instance',
    'xsi:schemaLocation': `${OAI_JATS.namespace} ${OAI_JATS.schema}`,
    ...ARTICLE_ATTRIBUTES,
  });
  writeArticle(root, article, fullText, options);
}
