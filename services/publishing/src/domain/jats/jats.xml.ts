import type { FullText } from '../fulltext/fulltext.types';
import type { PublicLinks } from '../public-links';
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
}

/**
 * A JATS 1.3 (Journal Publishing) `<article>` written into `parent`: front matter always, body and
 * back when the article has a converted full text (figures point at the served images). `forOai`
 * puts it in the OAI JATS namespace, with its schema location, as OAI-PMH `<metadata>` asks.
 */
export function jatsArticle(
  parent: XmlNode,
  article: JatsArticle,
  fullText: FullText | null,
  options: JatsOptions & { forOai?: boolean },
): void {
  const root = options.forOai
    ? parent.ele(OAI_JATS.namespace, 'article', {
        'xmlns:xsi': 'http://www.w3.org/2001/XMLSchema-instance',
        'xsi:schemaLocation': `${OAI_JATS.namespace} ${OAI_JATS.schema}`,
      })
    : parent.ele('article');
  root.att({
    'xmlns:xlink': 'http://www.w3.org/1999/xlink',
    'xmlns:mml': 'http://www.w3.org/1998/Math/MathML',
    'article-type': 'research-article',
    'dtd-version': '1.3',
    'xml:lang': 'en',
  });
  jatsFront(root, article, {
    publisherName: options.publisherName,
    articleUrl: options.links.article(article.id),
  });
  if (fullText) {
    jatsBody(root, fullText, (name) => options.links.fullTextImage(article.id, name));
    jatsBack(root, fullText);
  }
}

/** The article as a JATS document of its own (`/articles/:id/jats.xml`). */
export function jatsXml(article: JatsArticle, fullText: FullText | null, options: JatsOptions): string {
  const doc = xmlDocument();
  jatsArticle(doc, article, fullText, options);
  return xmlText(doc, 'compact');
}
