import type { ArticleAuthorView } from '@journal/metadata';
import type { Article } from '../repositories/article.types';
import type { PaperSection } from '../repositories/sections.sql';
import { cslJson } from './citations/csl-item';
import { doiUrl } from '../repositories/doi';
import { licenceUrl } from './licences';
import { sitePaths, type PublicLinks } from '../public-links';

/** An author as every answer of the API spells it (the SPA's ArticleAuthorView). */
export const authorJson = (a: Article['authors'][number]): ArticleAuthorView => ({
  given_names: a.givenNames,
  family_name: a.familyName,
  affiliation: a.affiliation,
  orcid: a.orcid,
});

/** A paper's section as every view carries it (issue 42): `{ id, title, articleType }`. */
export const sectionJson = (s: PaperSection | null | undefined) =>
  s ? { id: s.id, title: s.title, articleType: s.articleType } : null;

/**
 * The article as JSON (snake_case like the rest of the API): what search hits and the admin view share.
 * Its links are site paths (sitePaths): the browser follows them on the host it is on.
 */
export function articleJson(article: Article) {
  return {
    id: article.id,
    doi: article.doi,
    doi_url: doiUrl(article.doi),
    url: sitePaths.article(article.id),
    title: article.title,
    abstract: article.abstract,
    keywords: article.keywords,
    authors: article.authors.map(authorJson),
    section: sectionJson(article.section),
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
    ...articleJson(article),
    licence_url: licenceUrl(article.licence),
    galley: article.galleyKey ? { size: article.galleySize, url: sitePaths.galley(article.id) } : null,
    // Issue 42 item 8: name, size and the public download of each (a path, like the galley's).
    supplementaryFiles: (article.supplementaryFiles ?? []).map((file) => ({
      id: file.id,
      name: file.name,
      size: file.size,
      mediaType: file.mediaType,
      description: file.description,
      url: sitePaths.supplementaryFile(article.id, file.id),
    })),
    // A reference manager keeps the item away from the site: its URL is the absolute one.
    csl: cslJson(article, links.article(article.id)),
  };
}
