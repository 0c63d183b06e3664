import type { Article } from '../../repositories/article.types';
import { pagesOf } from '../../repositories/issue.types';
import { issnsOf } from '../../repositories/journal.types';

/** One CSL-JSON item: what `GET /api/articles/{id}` carries as `csl` and the citations are formatted from. */
export type CslItem = ReturnType<typeof cslJson>;

/** CSL-JSON, the interchange form citation processors (citation-js, Zotero) read; the container is the journal's full title. */
export function cslJson(article: Article, articleUrl: string) {
  const d = article.publishedAt;
  // Pages, or the article number in their place (RIS SP, BibTeX pages, APA's locator): issue 30.
  const pages = pagesOf(article);
  return {
    id: article.doi,
    type: 'article-journal',
    title: article.title,
    'container-title': article.journal.fullTitle,
    'container-title-short': article.journal.abbreviation,
    ISSN: issnsOf(article.journal)[0]?.issn,
    ...(article.issue ? { volume: String(article.issue.volume), issue: String(article.issue.number) } : {}),
    ...(pages ? { page: pages.last ? `${pages.first}-${pages.last}` : pages.first } : {}),
    author: article.authors.map((a) => ({ given: a.givenNames, family: a.familyName })),
    issued: { 'date-parts': [[d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate()]] },
    DOI: article.doi,
    URL: articleUrl,
    abstract: article.abstract || undefined,
    keyword: article.keywords.length ? article.keywords.join(', ') : undefined,
    license: article.licence,
  };
}
