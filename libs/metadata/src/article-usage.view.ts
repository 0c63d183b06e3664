// The public COUNTER counts of an article (issue 32) as the server answers them and the article page and
// a journal's "most read" list show them: one definition for both sides.

/** An article's COUNTER counts to date (Total_Item_*, Unique_Item_*). */
export interface UsageTotals {
  investigations: number;
  requests: number;
  uniqueInvestigations: number;
  uniqueRequests: number;
}

/** `GET /api/articles/{id}/usage`: the counts to date, and per month (`YYYY-MM`, oldest first). */
export interface ArticleUsageView extends UsageTotals {
  byMonth: { month: string; investigations: number; requests: number }[];
}

/** One of `GET /api/articles/most-read`'s articles: a journal's most read of the last 30 days. */
export interface MostReadArticleView {
  id: string;
  title: string;
  doi: string;
  investigations: number;
  requests: number;
}
