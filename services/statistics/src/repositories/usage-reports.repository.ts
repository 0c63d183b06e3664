import type { Queryable } from '@journal/db';
import type { ArticleAuthor } from './articles.repository';

/** An article's counts in one month of a report's period, with what the reports name it by. */
export interface MonthlyArticleUsage {
  articleId: string;
  title: string;
  doi: string;
  publishedAt: Date;
  authors: ArticleAuthor[];
  journalSlug: string;
  journalTitle: string;
  issnPrint: string | null;
  issnOnline: string | null;
  month: string;
  totalInvestigations: number;
  totalRequests: number;
  uniqueInvestigations: number;
  uniqueRequests: number;
}

/** Every article's usage per month between two days (inclusive), articles withdrawn since included. */
export async function monthlyUsage(db: Queryable, from: string, to: string): Promise<MonthlyArticleUsage[]> {
  const { rows } = await db.query<MonthlyArticleUsage>(
    `SELECT u.article_id AS "articleId", a.title, a.doi, a.published_at AS "publishedAt", a.authors,
            u.journal_slug AS "journalSlug", coalesce(j.full_title, a.journal_name) AS "journalTitle",
            j.issn_print AS "issnPrint", j.issn_online AS "issnOnline", u.month,
            u.ti AS "totalInvestigations", u.tr AS "totalRequests",
            u.ui AS "uniqueInvestigations", u.ur AS "uniqueRequests"
       FROM (SELECT article_id, journal_slug, to_char(day, 'YYYY-MM') AS month,
                    sum(total_investigations)::int AS ti, sum(total_requests)::int AS tr,
                    sum(unique_investigations)::int AS ui, sum(unique_requests)::int AS ur
               FROM statistics.usage_daily WHERE day BETWEEN $1::date AND $2::date
              GROUP BY 1, 2, 3) u
       JOIN statistics.articles a ON a.id = u.article_id
       LEFT JOIN statistics.journals j ON j.slug = u.journal_slug
      ORDER BY "journalTitle", a.title, u.article_id, u.month`,
    [from, to],
  );
  return rows;
}

/** The first month with usage before a day (undefined when there is none). */
export async function firstUsageMonthBefore(db: Queryable, day: string): Promise<string | undefined> {
  const { rows } = await db.query<{ first: string | null }>(
    `SELECT to_char(min(day), 'YYYY-MM') AS first FROM statistics.usage_daily WHERE day < $1::date`,
    [day],
  );
  return rows[0]?.first ?? undefined;
}
