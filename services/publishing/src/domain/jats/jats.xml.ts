import type { FullText } from '../../repositories/fulltext.types';
import type { PublicLinks } from '../../public-links';
import { xmlDocument, xmlText, type XmlNode } from '../xml-document';
import { jatsBack, jatsBody, type XmlId } from './jats-body';
import { jatsFront, type JatsArticle } from './jats-front';
import { ALI_NS } from './jats-permissions';

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
  /** Where a supplementary file points; by default its public download (a bag points inside itself). */
  supplementaryHref?: (fileId: string, index: number) => string;
  /** The authors' iDs that came from ORCID's OAuth (`authenticatedOrcidsOf`): contrib-id authenticated="true". */
  authenticatedOrcids?: ReadonlySet<string>;
}

/** The root's attributes; `article-type` is the article's section's (issue 42), research-article without one. */
const articleAttributes = (article: JatsArticle) => ({
  'xmlns:xlink': 'http://www.w3.org/1999/xlink',
  'xmlns:mml': 'http://www.w3.org/1998/Math/MathML',
  'xmlns:ali': ALI_NS,
  'article-type': article.section?.articleType ?? 'research-article',
  'dtd-version': '1.3',
  'xml:lang': 'en',
});

/**
 * Front matter always, body and back when the article has a converted full text (figures point at the
 * served images). `xmlId` gives every id and IDREF written (aff, sec, fig, table-wrap, fn, ref).
 */
function writeArticle(
  root: XmlNode,
  article: JatsArticle,
  fullText: FullText | null,
  options: JatsOptions,
  xmlId: XmlId,
) {
  jatsFront(root, article, {
    publisherName: options.publisherName,
    articleUrl: options.links.article(article.id),
    xmlId,
    authenticatedOrcids: options.authenticatedOrcids,
    supplementaryHref:
      options.supplementaryHref ?? ((fileId) => options.links.supplementaryFile(article.id, fileId)),
  });
  if (fullText) {
    jatsBody(
      root,
      fullText,
      options.imageHref ?? ((name) => options.links.fullTextImage(article.id, name)),
      xmlId,
    );
  }
  jatsBack(root, fullText, xmlId, article.dataAvailability ?? '');
}

const sameId: XmlId = (id) => id;

/**
 * In OAI-PMH many articles share one document, where an XML id must be unique: each record's ids and
 * IDREFs are prefixed with its article id (`art-{uuid}-fig-1`; `art-` since an id cannot start with a digit).
 */
export const recordXmlId =
  (articleId: string): XmlId =>
  (id) =>
    `art-${articleId}-${id}`;

/** The article as a JATS 1.3 (Journal Publishing) document of its own (`/articles/:id/jats.xml`). */
export function jatsXml(article: JatsArticle, fullText: FullText | null, options: JatsOptions): string {
  const root = xmlDocument('article', articleAttributes(article));
  writeArticle(root, article, fullText, options, sameId);
  return xmlText(root, 'compact');
}

/**
 * The article inside OAI-PMH `<metadata>`: in the OAI JATS namespace with its schema location, as the
 * protocol asks of a record's root, and otherwise the same element as jatsXml's but for its XML ids,
 * prefixed by `recordXmlId` so that a ListRecords page of many records stays valid.
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
    ...articleAttributes(article),
  });
  writeArticle(root, article, fullText, options, recordXmlId(article.id));
}
