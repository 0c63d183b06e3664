import { fullName, type Article } from '../../repositories/article.types';
import { cslJson } from '../citations/csl-item';
import { formatCitation } from '../citations/citation.formats';
import { textElement as leaf, xmlDocument, xmlText } from '../xml-document';

const WORK_NS = 'http://www.orcid.org/ns/work';
const COMMON_NS = 'http://www.orcid.org/ns/common';
/** ORCID's short-description is at most 5,000 characters (work-3.0.xsd). */
const SHORT_DESCRIPTION_MAX = 5_000;
const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The article as an ORCID work (record 3.0, `work-3.0.xsd`) for an author's record: title, journal
 * title, the abstract as short description, a BibTeX citation, type journal-article, the publication date,
 * the DOI as a `self` external id, the article page's URL and the contributors in order (with their iDs).
 * A later version carries the `put-code` ORCID gave the first (the PUT of an update).
 */
export function orcidWorkXml(article: Article, context: { articleUrl: string; putCode?: string }): string {
  const work = xmlDocument('work:work', {
    'xmlns:common': COMMON_NS,
    'xmlns:work': WORK_NS,
    'xmlns:xsi': 'http://www.w3.org/2001/XMLSchema-instance',
    'xsi:schemaLocation': `${WORK_NS} /work-3.0.xsd`,
    'put-code': context.putCode,
  });
  leaf(work.ele('work:title'), 'common:title', article.title);
  leaf(work, 'work:journal-title', article.journal.fullTitle);
  if (article.abstract)
    leaf(work, 'work:short-description', article.abstract.slice(0, SHORT_DESCRIPTION_MAX));
  const citation = work.ele('work:citation');
  leaf(citation, 'work:citation-type', 'bibtex');
  leaf(citation, 'work:citation-value', formatCitation('bibtex', cslJson(article, context.articleUrl)));
  leaf(work, 'work:type', 'journal-article');
  const d = article.publishedAt;
  const date = work.ele('common:publication-date');
  leaf(date, 'common:year', d.getUTCFullYear());
  leaf(date, 'common:month', pad(d.getUTCMonth() + 1));
  leaf(date, 'common:day', pad(d.getUTCDate()));
  const id = work.ele('common:external-ids').ele('common:external-id');
  leaf(id, 'common:external-id-type', 'doi');
  leaf(id, 'common:external-id-value', article.doi);
  leaf(id, 'common:external-id-url', `https://doi.org/${article.doi}`);
  leaf(id, 'common:external-id-relationship', 'self');
  leaf(work, 'common:url', context.articleUrl);
  const contributors = work.ele('work:contributors');
  article.authors.forEach((author, i) => {
    const c = contributors.ele('work:contributor');
    if (author.orcid) {
      const orcid = c.ele('common:contributor-orcid');
      leaf(orcid, 'common:uri', `https://orcid.org/${author.orcid}`);
      leaf(orcid, 'common:path', author.orcid);
      leaf(orcid, 'common:host', 'orcid.org');
    }
    leaf(c, 'work:credit-name', fullName(author));
    const attributes = c.ele('work:contributor-attributes');
    leaf(attributes, 'work:contributor-sequence', i === 0 ? 'first' : 'additional');
    leaf(attributes, 'work:contributor-role', 'author');
  });
  leaf(work, 'common:language-code', 'en');
  return xmlText(work, 'indented');
}
