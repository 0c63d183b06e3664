import type { InternalClient } from '@journal/http';

/** An article's views and downloads to date (COUNTER Total_Item_Investigations and Total_Item_Requests). */
export interface ViewsAndDownloads {
  investigations: number;
  requests: number;
}

/** Asks the statistics service, which counts usage (ADR 0040). */
export type UsageTotalsOf = (articleId: string) => Promise<ViewsAndDownloads>;

/** `GET /internal/articles/:id/usage-totals` of the statistics service; its failures are the caller's. */
export function statisticsUsageTotals(statistics: InternalClient): UsageTotalsOf {
  return async (articleId) =>
    (
      await statistics.json<{ data: ViewsAndDownloads }>(
        'GET',
        `/articles/${encodeURIComponent(articleId)}/usage-totals`,
      )
    ).data;
}
