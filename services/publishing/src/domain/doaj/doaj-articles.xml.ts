import { utcDayOf } from '@journal/config/utc-calendar';
import { fullName, type Article } from '../../repositories/article.types';
import { orcidUrl } from '../article-page.view';
import { textElement as leaf, xmlDocument, xmlText, type XmlNode } from '../xml-document';

/** What DOAJ's article XML needs beyond the articles (doajArticles.xsd 1.3, DOAJ's "upload XML"). */
export interface DoajContext {
  publisher: string;
  /** ISO 639-2/B code of the articles' language (DOAJ's `language`). */
  language: string;
  /** The article's page on this site: DOAJ's `fullTextUrl` (format html). */
  articleUrl: (id: string) => string;
}

/** DOAJ accepts `https://orcid.org/` iDs only, four groups of four, the last a digit or X. */
const ORCID = /^\d{4}-\d{4}-\d{4}-\d{3}[\dX]$/;
/** `1234-5678` or `12345678`, the last an X or digit, as the schema's ISSN pattern allows. */
const ISSN = /^\d{4}-?\d{3}[\dxX]$/;

/** Each distinct affiliation once, numbered in the order the authors name them. */
function affiliationIds(article: Article): Map<string, string> {
  const ids = new Map<string, string>();
  for (const author of article.authors)
    if (author.affiliation && !ids.has(author.affiliation)) ids.set(author.affiliation, String(ids.size + 1));
  return ids;
}

function record(parent: XmlNode, article: Article, context: DoajContext): void {
  const r = parent.ele('record');
  leaf(r, 'language', context.language);
  leaf(r, 'publisher', context.publisher);
  leaf(r, 'journalTitle', article.journal.fullTitle || article.journalName);
  if (article.journal.issnPrint && ISSN.test(article.journal.issnPrint))
    leaf(r, 'issn', article.journal.issnPrint);
  if (article.journal.issnOnline && ISSN.test(article.journal.issnOnline))
    leaf(r, 'eissn', article.journal.issnOnline);
  leaf(r, 'publicationDate', utcDayOf(article.publishedAt));
  if (article.issue) {
    leaf(r, 'volume', article.issue.volume);
    leaf(r, 'issue', article.issue.number);
  }
  // A continuous journal's article number stands where print has pages, as Crossref and Scholar take it.
  if (article.firstPage !== null) {
    leaf(r, 'startPage', article.firstPage);
    if (article.lastPage !== null) leaf(r, 'endPage', article.lastPage);
  } else if (article.articleNumber) leaf(r, 'startPage', article.articleNumber);
  leaf(r, 'doi', article.doi);
  leaf(r, 'publisherRecordId', article.id);
  leaf(r, 'documentType', 'article');
  leaf(r, 'title', article.title, { language: context.language });
  const affiliations = affiliationIds(article);
  if (article.authors.length > 0) {
    const authors = r.ele('authors');
    for (const a of article.authors) {
      const author = authors.ele('author');
      leaf(author, 'name', fullName(a));
      if (a.affiliation) leaf(author, 'affiliationId', affiliations.get(a.affiliation)!);
      if (a.orcid && ORCID.test(a.orcid)) leaf(author, 'orcid_id', orcidUrl(a.orcid));
    }
  }
  if (affiliations.size > 0) {
    const list = r.ele('affiliationsList');
    for (const [name, id] of affiliations) leaf(list, 'affiliationName', name, { affiliationId: id });
  }
  if (article.abstract) leaf(r, 'abstract', article.abstract, { language: context.language });
  leaf(r, 'fullTextUrl', context.articleUrl(article.id), { format: 'html' });
  if (article.keywords.length > 0) {
    const keywords = r.ele('keywords', { language: context.language });
    for (const keyword of article.keywords) leaf(keywords, 'keyword', keyword);
  }
}

/** DOAJ's article XML for at least one article (the schema wants one `record` or more). */
export function doajArticlesXml(articles: readonly Article[], context: DoajContext): string {
  const records = xmlDocument('records');
  for (const article of articles) record(records, article, context);
  return xmlText(records, 'indented');
}
