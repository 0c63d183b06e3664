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

/** One metric's count in one month (YYYY-MM), never 0. */
export interface UsageCell<M extends string> {
  metric: M;
  month: string;
  value: number;
}

/** A journal's cells, with what the Title Report names it by. */
export interface TitleUsage<M extends string> {
  journalSlug: string;
  journalTitle: string;
  issnPrint: string | null;
  issnOnline: string | null;
  cells: UsageCell<M>[];
}

/** The months of a period, first and last (YYYY-MM), and the COUNTER metrics the report shows. */
export interface UsagePeriod<M extends string> {
  firstMonth: string;
  lastMonth: string;
  metrics: readonly M[];
}

/**
 * The monthly roll-up's rows of the period with a metric asked for above 0 ("used": only what happened
 * is reported), the metrics not asked for read as 0, and each (article, journal) pair's place in the
 * order the Item Report lists its rows (journal title, article title, article id): the Platform and
 * Title Reports list each metric's months in the order their first row with that metric comes in that
 * order, and their journals in the order of their first row, as the reports did when they were summed
 * from these rows in Node. Parameters: $1 first month's first day, $2 last month's, $3 the metrics.
 */
const USED_AND_PLACED = `
  used AS (
    SELECT article_id, journal_slug, month,
           CASE WHEN 'Total_Item_Investigations' = ANY($3::text[]) THEN total_investigations ELSE 0 END AS ti,
           CASE WHEN 'Total_Item_Requests' = ANY($3::text[]) THEN total_requests ELSE 0 END AS tr,
           CASE WHEN 'Unique_Item_Investigations' = ANY($3::text[]) THEN unique_investigations ELSE 0 END AS ui,
           CASE WHEN 'Unique_Item_Requests' = ANY($3::text[]) THEN unique_requests ELSE 0 END AS ur
      FROM statistics.usage_monthly
     WHERE month BETWEEN $1::date AND $2::date
       AND (('Total_Item_Investigations' = ANY($3::text[]) AND total_investigations > 0)
         OR ('Total_Item_Requests' = ANY($3::text[]) AND total_requests > 0)
         OR ('Unique_Item_Investigations' = ANY($3::text[]) AND unique_investigations > 0)
         OR ('Unique_Item_Requests' = ANY($3::text[]) AND unique_requests > 0))),
  placed AS (
    SELECT p.article_id, p.journal_slug, coalesce(j.full_title, a.journal_name) AS journal_title,
           dense_rank() OVER (ORDER BY coalesce(j.full_title, a.journal_name), a.title, p.article_id) AS pos
      FROM (SELECT DISTINCT article_id, journal_slug FROM used) p
      JOIN statistics.articles a ON a.id = p.article_id
      LEFT JOIN statistics.journals j ON j.slug = p.journal_slug),
  placed_used AS (SELECT used.*, placed.pos FROM used JOIN placed USING (article_id, journal_slug))`;

/** A grouping's sums and, per metric, the place of its first row with that metric (see USED_AND_PLACED). */
const SUMS_AND_FIRSTS = `
  sum(ti)::bigint AS ti, sum(tr)::bigint AS tr, sum(ui)::bigint AS ui, sum(ur)::bigint AS ur,
  min(pos) FILTER (WHERE ti > 0) AS p_ti, min(pos) FILTER (WHERE tr > 0) AS p_tr,
  min(pos) FILTER (WHERE ui > 0) AS p_ui, min(pos) FILTER (WHERE ur > 0) AS p_ur`;

/** A grouped row g's cells, one per metric above 0, each with its first place (`pos`). */
const CELLS_OF_G = `
  CROSS JOIN LATERAL (VALUES ('Total_Item_Investigations', g.ti, g.p_ti), ('Total_Item_Requests', g.tr, g.p_tr),
                             ('Unique_Item_Investigations', g.ui, g.p_ui), ('Unique_Item_Requests', g.ur, g.p_ur))
    AS v(metric, value, pos)`;

const periodParams = <M extends string>(period: UsagePeriod<M>) => [
  `${period.firstMonth}-01`,
  `${period.lastMonth}-01`,
  [...period.metrics],
];

const cellOf = <M extends string>(row: { metric: M; month: string; value: string }): UsageCell<M> => ({
  metric: row.metric,
  month: row.month,
  value: Number(row.value),
});

/**
 * The platform's cells of the period: per metric asked for, its months above 0 in the order the
 * Platform Report lists them (USED_AND_PLACED). No cell: no usage in the period.
 */
export async function platformUsage<M extends string>(
  db: Queryable,
  period: UsagePeriod<M>,
): Promise<UsageCell<M>[]> {
  const { rows } = await db.query<{ metric: M; month: string; value: string }>(
    `WITH ${USED_AND_PLACED},
     grouped AS (SELECT month, ${SUMS_AND_FIRSTS} FROM placed_used GROUP BY month)
     SELECT v.metric, to_char(g.month, 'YYYY-MM') AS month, v.value
       FROM grouped g ${CELLS_OF_G}
      WHERE v.value > 0
      ORDER BY v.pos, g.month`,
    periodParams(period),
  );
  return rows.map(cellOf);
}

/**
 * Each journal's cells of the period, journals in the order of their first row (USED_AND_PLACED), each
 * named by the title of that row. Journals without usage are left out.
 */
export async function titleUsage<M extends string>(
  db: Queryable,
  period: UsagePeriod<M>,
): Promise<TitleUsage<M>[]> {
  const { rows } = await db.query<Omit<TitleUsage<M>, 'cells'> & { metric: M; month: string; value: string }>(
    `WITH ${USED_AND_PLACED},
     grouped AS (SELECT journal_slug, month, ${SUMS_AND_FIRSTS}, min(pos) AS first
                   FROM placed_used GROUP BY journal_slug, month),
     journal_first AS (SELECT journal_slug, min(first) AS first FROM grouped GROUP BY journal_slug),
     title_at AS (SELECT DISTINCT pos, journal_title FROM placed)
     SELECT g.journal_slug AS "journalSlug", t.journal_title AS "journalTitle",
            j.issn_print AS "issnPrint", j.issn_online AS "issnOnline",
            v.metric, to_char(g.month, 'YYYY-MM') AS month, v.value
       FROM grouped g ${CELLS_OF_G}
       JOIN journal_first f USING (journal_slug)
       JOIN title_at t ON t.pos = f.first
       LEFT JOIN statistics.journals j ON j.slug = g.journal_slug
      WHERE v.value > 0
      ORDER BY f.first, g.journal_slug, v.pos, g.month`,
    periodParams(period),
  );
  const titles: TitleUsage<M>[] = [];
  for (const { metric, month, value, ...journal } of rows) {
    let last = titles[titles.length - 1];
    if (last?.journalSlug !== journal.journalSlug) titles.push((last = { ...journal, cells: [] }));
    last.cells.push(cellOf({ metric, month, value }));
  }
  return titles;
}

/**
 * Every article's usage per month of the period with a metric asked for above 0, articles withdrawn
 * since included, in the Item Report's order (journal title, article title, article id, month).
 */
export async function itemUsage<M extends string>(
  db: Queryable,
  period: UsagePeriod<M>,
): Promise<MonthlyArticleUsage[]> {
  const { rows } = await db.query<MonthlyArticleUsage>(
    `SELECT u.article_id AS "articleId", a.title, a.doi, a.published_at AS "publishedAt", a.authors,
            u.journal_slug AS "journalSlug", coalesce(j.full_title, a.journal_name) AS "journalTitle",
            j.issn_print AS "issnPrint", j.issn_online AS "issnOnline", to_char(u.month, 'YYYY-MM') AS month,
            u.total_investigations AS "totalInvestigations", u.total_requests AS "totalRequests",
            u.unique_investigations AS "uniqueInvestigations", u.unique_requests AS "uniqueRequests"
       FROM statistics.usage_monthly u
       JOIN statistics.articles a ON a.id = u.article_id
       LEFT JOIN statistics.journals j ON j.slug = u.journal_slug
      WHERE u.month BETWEEN $1::date AND $2::date
        AND (('Total_Item_Investigations' = ANY($3::text[]) AND u.total_investigations > 0)
          OR ('Total_Item_Requests' = ANY($3::text[]) AND u.total_requests > 0)
          OR ('Unique_Item_Investigations' = ANY($3::text[]) AND u.unique_investigations > 0)
          OR ('Unique_Item_Requests' = ANY($3::text[]) AND u.unique_requests > 0))
      ORDER BY "journalTitle", a.title, u.article_id, u.month`,
    periodParams(period),
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
