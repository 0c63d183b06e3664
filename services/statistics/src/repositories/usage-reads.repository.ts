import type { Queryable } from '@journal/db';

export interface UsageTotals {
  investigations: number;
  requests: number;
  uniqueInvestigations: number;
  uniqueRequests: number;
}

export interface ArticleUsage extends UsageTotals {
  byMonth: { month: string; investigations: number; requests: number }[];
}

/** An article's COUNTER counts to date (Total_Item_*, Unique_Item_*), and per month (YYYY-MM). */
export async function articleUsage(db: Queryable, articleId: string): Promise<ArticleUsage> {
  const { rows } = await db.query<{ month: string; ti: number; tr: number; ui: number; ur: number }>(
    `SELECT to_char(day, 'YYYY-MM') AS month, sum(total_investigations)::int AS ti,
            sum(total_requests)::int AS tr, sum(unique_investigations)::int AS ui,
            sum(unique_requests)::int AS ur
       FROM statistics.usage_daily WHERE article_id = $1 GROUP BY 1 ORDER BY 1`,
    [articleId],
  );
  const sum = (pick: (r: (typeof rows)[number]) => number) => rows.reduce((n, r) => n + pick(r), 0);
  return {
    investigations: sum((r) => r.ti),
    requests: sum((r) => r.tr),
    uniqueInvestigations: sum((r) => r.ui),
    uniqueRequests: sum((r) => r.ur),
    byMonth: rows.map((r) => ({ month: r.month, investigations: r.ti, requests: r.tr })),
  };
}

/** Views and downloads to date (Total_Item_Investigations, Total_Item_Requests): one range of the primary key. */
export async function articleTotals(db: Queryable, articleId: string): Promise<ViewsAndDownloads> {
  const { rows } = await db.query<ViewsAndDownloads>({
    name: 'statistics-article-usage-totals',
    text: `SELECT coalesce(sum(total_investigations), 0)::int AS investigations,
                  coalesce(sum(total_requests), 0)::int AS requests
             FROM statistics.usage_daily WHERE article_id = $1`,
    values: [articleId],
  });
  return rows[0]!;
}

export type ViewsAndDownloads = Pick<UsageTotals, 'investigations' | 'requests'>;

export interface MostReadArticle {
  id: string;
  title: string;
  doi: string;
  investigations: number;
  requests: number;
}

/**
 * A journal's live articles most read in the days from `since` (UTC day, inclusive): by investigations
 * (every view, full text included), then requests; ties by newest publication.
 */
export async function mostReadArticles(
  db: Queryable,
  journalSlug: string,
  since: string,
  limit: number,
): Promise<MostReadArticle[]> {
  const { rows } = await db.query<MostReadArticle>(
    `SELECT a.id, a.title, a.doi, u.investigations, u.requests
       FROM (SELECT article_id, sum(total_investigations)::int AS investigations,
                    sum(total_requests)::int AS requests
               FROM statistics.usage_daily WHERE journal_slug = $1 AND day >= $2::date
              GROUP BY article_id) u
       JOIN statistics.articles a ON a.id = u.article_id AND a.withdrawn_at IS NULL
      ORDER BY u.investigations DESC, u.requests DESC, a.published_at DESC
      LIMIT $3`,
    [journalSlug, since, limit],
  );
  return rows;
}
