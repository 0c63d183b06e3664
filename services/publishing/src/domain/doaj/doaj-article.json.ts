import type { Article } from '../../repositories/article.types';
import { fullName } from '../../repositories/article.types';

const ISSN = /^\d{4}-\d{3}[\dX]$/;
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * One article as DOAJ's article API (v4, `POST /api/v4/articles`) takes it: `bibjson` with title,
 * identifiers (doi, pissn, eissn), journal, authors (name, affiliation, orcid_id as a URL), abstract,
 * keywords and the full text link, the field names of DOAJ's documented article model.
 */
export function doajArticleJson(article: Article, context: { publisher: string; articleUrl: string }) {
  const identifier = [{ type: 'doi', id: article.doi }];
  if (article.journal.issnPrint && ISSN.test(article.journal.issnPrint))
    identifier.push({ type: 'pissn', id: article.journal.issnPrint });
  if (article.journal.issnOnline && ISSN.test(article.journal.issnOnline))
    identifier.push({ type: 'eissn', id: article.journal.issnOnline });
  const journal: Record<string, string | string[]> = {
    title: article.journal.fullTitle,
    publisher: context.publisher,
    language: ['EN'],
  };
  if (article.issue) {
    journal.volume = String(article.issue.volume);
    journal.number = String(article.issue.number);
  }
  const pages: Record<string, string> = {};
  if (article.firstPage !== null) {
    pages.start_page = String(article.firstPage);
    if (article.lastPage !== null) pages.end_page = String(article.lastPage);
  } else if (article.articleNumber) pages.start_page = article.articleNumber;
  return {
    bibjson: {
      title: article.title,
      identifier,
      journal,
      year: String(article.publishedAt.getUTCFullYear()),
      month: MONTHS[article.publishedAt.getUTCMonth()],
      ...pages,
      author: article.authors.map((a) => ({
        name: fullName(a),
        ...(a.affiliation ? { affiliation: a.affiliation } : {}),
        ...(a.orcid ? { orcid_id: `https://orcid.org/${a.orcid}` } : {}),
      })),
      abstract: article.abstract,
      keywords: article.keywords.slice(0, 6), // DOAJ takes at most six keywords
      link: [{ url: context.articleUrl, type: 'fulltext', content_type: 'HTML' }],
    },
  };
}
