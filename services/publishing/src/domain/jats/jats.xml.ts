import { create } from 'xmlbuilder';
import { stripXmlIllegal } from '@journal/errors';
import type { FullText } from '../fulltext/fulltext.types';
import type { PublicLinks } from '../public-links';
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
  /** Inside OAI-PMH `<metadata>`: no XML declaration, the article in the OAI JATS namespace. */
  forOai?: boolean;
}

/**
 * xmlbuilder throws on a character XML 1.0 cannot carry, and one stored in a title would make the whole
 * answer (an OAI-PMH page of a hundred records) fail. Its check of every text and attribute value is
 * replaced by the removal of those characters (xmlbuilder's `stringify` option overrides its methods).
 */
const DROP_XML_ILLEGAL = { assertLegalChar: stripXmlIllegal };

/**
 * A JATS 1.3 (Journal Publishing) article built with xmlbuilder: front matter always, body and back
 * when the article has a converted full text (figures point at the served images).
 */
export function jatsXml(article: JatsArticle, fullText: FullText | null, options: JatsOptions): string {
  const root = create(
    'article',
    { version: '1.0', encoding: 'UTF-8' },
    {},
    { headless: Boolean(options.forOai), stringify: DROP_XML_ILLEGAL },
  );
  if (options.forOai) {
    root.att('xmlns', OAI_JATS.namespace);
    root.att('xmlns:xsi', 'http://www.w3.org/2001/XMLSchema-instance');
    root.att('xsi:schemaLocation', `${OAI_JATS.namespace} ${OAI_JATS.schema}`);
  }
  root.att('xmlns:xlink', 'http://www.w3.org/1999/xlink');
  root.att('xmlns:mml', 'http://www.w3.org/1998/Math/MathML');
  root.att('article-type', 'research-article');
  root.att('dtd-version', '1.3');
  root.att('xml:lang', 'en');
  jatsFront(root, article, {
    publisherName: options.publisherName,
    articleUrl: options.links.article(article.id),
  });
  if (fullText) {
    jatsBody(root, fullText, (name) => options.links.fullTextImage(article.id, name));
    jatsBack(root, fullText);
  }
  return root.end({ pretty: false });
}
