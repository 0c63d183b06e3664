import { apiRequest, toQuery } from '../../api/client';

/** One article as `GET /api/articles` lists it (docs/api.md, "Published articles"). */
export interface ArticleSummary {
  id: string;
  doi: string;
  doi_url: string;
  url: string;
  title: string;
  authors: { given_names: string; family_name: string; orcid: string | null }[];
  journal: { id: string; name: string };
  published_at: string;
  snippet: string;
}

export interface ArticleList {
  articles: ArticleSummary[];
  pagination: { page: number; pageSize: number; totalItems: number; totalPages: number };
}

/** A journal's live articles, newest first (no query text: the archive order). */
export async function fetchJournalArticles(journalId: string, page: number): Promise<ArticleList> {
  const answer = await apiRequest<{ success: boolean; data: ArticleList }>(
    `/articles${toQuery({ journal: journalId, page })}`,
  );
  return answer.data;
}
