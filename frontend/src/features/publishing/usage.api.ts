import { apiRequest, toQuery } from '../../api/client';

/** An article's COUNTER counts to date (`GET /api/articles/{id}/usage`, issue 32). */
export interface ArticleUsage {
  investigations: number;
  requests: number;
  uniqueInvestigations: number;
  uniqueRequests: number;
  byMonth: { month: string; investigations: number; requests: number }[];
}

export async function fetchArticleUsage(articleId: string): Promise<ArticleUsage> {
  const answer = await apiRequest<{ success: boolean; data: ArticleUsage }>(
    `/articles/${encodeURIComponent(articleId)}/usage`,
  );
  return answer.data;
}

/** One of a journal's most read articles of the last 30 days (`GET /api/articles/most-read`). */
export interface MostReadArticle {
  id: string;
  title: string;
  doi: string;
  investigations: number;
  requests: number;
}

export async function fetchMostRead(journalSlug: string): Promise<MostReadArticle[]> {
  const answer = await apiRequest<{ success: boolean; data: { articles: MostReadArticle[] } }>(
    `/articles/most-read${toQuery({ journal: journalSlug })}`,
  );
  return answer.data.articles;
}
