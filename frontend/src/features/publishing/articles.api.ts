import type { ArticleAuthorView } from '@journal/metadata';
import { apiRequest, toQuery } from '../../api/client';
import type { TocSection } from './toc-sections';

/** One article as `GET /api/articles` lists it (docs/api.md, "Published articles"). */
export interface ArticleSummary {
  id: string;
  doi: string;
  doi_url: string;
  url: string;
  title: string;
  /** The list shows no affiliation (the server sends the whole ArticleAuthorView). */
  authors: Pick<ArticleAuthor, 'given_names' | 'family_name' | 'orcid'>[];
  journal: { id: string; name: string };
  published_at: string;
  snippet: string;
}

export interface ArticleList {
  articles: ArticleSummary[];
  pagination: { page: number; pageSize: number; totalItems: number; totalPages: number };
}

/** One page of a journal's archive; 'Latest articles' reads page 1 under the same key. */
export const journalArticlesKey = (journalId: string, page: number) =>
  ['journal-articles', journalId, page] as const;

/** A journal's live articles, newest first (no query text: the archive order). */
export async function fetchJournalArticles(journalId: string, page: number): Promise<ArticleList> {
  const answer = await apiRequest<{ success: boolean; data: ArticleList }>(
    `/articles${toQuery({ journal: journalId, page })}`,
  );
  return answer.data;
}

/** One author of an article, in citation order (the server's view). */
export type ArticleAuthor = ArticleAuthorView;

/** CSL-JSON of one item (docs/api.md): what the API formats the article's citations from. */
export type CslItem = Record<string, unknown> & { DOI: string; title: string };

/** One article as `GET /api/articles/{id}` answers it and the server page embeds it (`#article-data`). */
export interface ArticleDetail {
  id: string;
  doi: string;
  doi_url: string;
  url: string;
  title: string;
  abstract: string;
  keywords: string[];
  authors: ArticleAuthor[];
  journal: { id: string; name: string };
  received_at: string;
  accepted_at: string | null;
  published_at: string;
  licence: string;
  licence_url: string;
  galley: { size: number | null; url: string } | null;
  /** Issue 42 item 8: absent from a publishing service older than it. */
  supplementaryFiles?: ArticleSupplementaryFile[];
  csl: CslItem;
  /** Where it sits in print (docs/api.md, "Issues, placement and citation metadata"). */
  issue?: { id: string; volume: number; number: number; year: number; title: string | null } | null;
  firstPage?: number | null;
  lastPage?: number | null;
  articleNumber?: string | null;
  /** Its journal section (issue 42): the header shows its title; absent in answers before sections. */
  section?: TocSection | null;
}

/** A live article; 404 (unknown) and 410 (withdrawn) arrive as ApiError with that status. */
export async function fetchArticle(articleId: string): Promise<ArticleDetail> {
  const answer = await apiRequest<{ success: boolean; article: ArticleDetail }>(
    `/articles/${encodeURIComponent(articleId)}`,
  );
  return answer.article;
}

/**
 * One citation of a live article as the API formats it (`GET /api/articles/{id}/citation`): the text
 * exactly as a reference manager would import it (RIS with CRLF line ends), final line break included.
 */
export async function fetchCitation(articleId: string, format: 'apa' | 'bibtex' | 'ris'): Promise<string> {
  return apiRequest<string>(`/articles/${encodeURIComponent(articleId)}/citation${toQuery({ format })}`);
}

/** The article's full text as the server renders it (`GET /api/articles/{id}/fulltext`); null without one. */
export async function fetchArticleFullText(articleId: string): Promise<string | null> {
  const answer = await apiRequest<{ success: boolean; data: { html: string | null } }>(
    `/articles/${encodeURIComponent(articleId)}/fulltext`,
  );
  return answer.data.html;
}

/** What the site-wide search asks (issue 30): text, optionally one journal, year and keyword, a page. */
export interface ArticleSearch {
  q: string;
  journal?: string;
  year?: string;
  keyword?: string;
  page: number;
}

export const articleSearchKey = (s: ArticleSearch) =>
  ['article-search', s.q, s.journal ?? '', s.year ?? '', s.keyword ?? '', s.page] as const;

/** `GET /api/articles?q=&journal=&page=`: ranked hits with snippets, 20 a page. */
export async function searchArticles(s: ArticleSearch): Promise<ArticleList> {
  const answer = await apiRequest<{ success: boolean; data: ArticleList }>(
    `/articles${toQuery({ q: s.q, journal: s.journal, year: s.year, keyword: s.keyword, page: s.page })}`,
  );
  return answer.data;
}

/** One supplementary file a published article lists, with its public download (issue 42 item 8). */
export interface ArticleSupplementaryFile {
  id: string;
  name: string;
  size: number;
  mediaType: string;
  description: string;
  url: string;
}
