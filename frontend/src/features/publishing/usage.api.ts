// An article's public COUNTER counts (issue 32); the wire shapes are the server's (@journal/metadata).
import type { ArticleUsageView, MostReadArticleView } from '@journal/metadata';
import { apiRequest, toQuery } from '../../api/client';

/** `GET /api/articles/{id}/usage`: the counts to date and per month. */
export async function fetchArticleUsage(articleId: string): Promise<ArticleUsageView> {
  const answer = await apiRequest<{ success: boolean; data: ArticleUsageView }>(
    `/articles/${encodeURIComponent(articleId)}/usage`,
  );
  return answer.data;
}

/** A journal's most read articles of the last 30 days (`GET /api/articles/most-read`). */
export async function fetchMostRead(journalSlug: string): Promise<MostReadArticleView[]> {
  const answer = await apiRequest<{ success: boolean; data: { articles: MostReadArticleView[] } }>(
    `/articles/most-read${toQuery({ journal: journalSlug })}`,
  );
  return answer.data.articles;
}
