import type { Article } from './article.types';
import { cslJson } from './citations/csl-item';
import { doiUrl } from './doi';
import { licenceUrl } from './licences';
import type { PublicLinks } from './public-links';

/** The article as JSON (snake_case like the rest of the API): what search hits and the admin view share. */
export function articleJson(article: Article, links: PublicLinks) {
  return {
    id: article.id,
    doi: article.doi,
    doi_url: doiUrl(article.doi),
    url: links.article(article.id),
    title: article.title,
    abstract: article.abstract,
    keywords: article.keywords,
    authors: article.authors.map((a) => ({
      given_names: a.givenNames,
      family_name: a.familyName,
      affiliation: a.affiliation,
      orcid: a.orcid,
    })),
    journal: {
      id: article.journalId,
      name: article.journalName,
      full_title: article.journal.fullTitle,
      abbreviation: article.journal.abbreviation,
      issn_print: article.journal.issnPrint,
      issn_online: article.journal.issnOnline,
    },
    received_at: article.receivedAt.toISOString(),
    accepted_at: article.acceptedAt?.toISOString() ?? null,
    published_at: article.publishedAt.toISOString(),
    licence: article.licence,
    // Placement (issue 30), named as the engineers' shared contract spells them.
    articleNumber: article.articleNumber,
    issue: article.issue,
    firstPage: article.firstPage,
    lastPage: article.lastPage,
  };
}

/**
 * One article as `GET /api/articles/{id}` answers it and the article page embeds it for the SPA: the
 * summary plus what only the article page shows (licence link, PDF galley) and the CSL-JSON item that
 * `GET /api/articles/{id}/citation` formats (citation-js) for reference managers and the page's citations.
 */
export function articleDetailJson(article: Article, links: PublicLinks) {
  return {
    ...articleJson(article, links),
    licence_url: licenceUrl(article.licence),
    galley: article.galleyKey ? { size: article.galleySize, url: links.galley(article.id) } : null,
    csl: cslJson(article, links.article(article.id)),
  };
}
