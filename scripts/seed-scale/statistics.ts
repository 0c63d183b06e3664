import type { Pool } from '@journal/db';
import type { ScaleSizes } from './sizes';

/**
 * `usageEvents` COUNTER investigations over the last two years, stored as the statistics consumer stores
 * them: one usage_daily row per article and day, and their monthly roll-up (usage_monthly). Row i counts
 * 1..9 investigations (5 on average, so events / 5 rows), a request for every second; its article is
 * i % articles and its day (i / articles * 7 + article) % 730 days back, distinct per article (7 and 730
 * are coprime).
 */
export async function seedStatistics(pool: Pool, sizes: ScaleSizes): Promise<{ events: number }> {
  // Articles numbered once in a table joined by number: indexing a 50,000-element array per row was
  // quadratic (the full set's 2,000,000 rows ran past 10 minutes).
  await pool.query(
    `CREATE TEMP TABLE scale_articles AS
     SELECT (row_number() OVER (ORDER BY id) - 1)::int AS k, id, journal_slug FROM statistics.articles`,
  );
  await pool.query('ALTER TABLE scale_articles ADD PRIMARY KEY (k)');
  await pool.query(
    `WITH counted AS (SELECT count(*)::int AS m FROM scale_articles)
     INSERT INTO statistics.usage_daily (article_id, day, journal_slug, total_investigations, unique_investigations,
            total_requests, unique_requests)
     SELECT a.id, current_date - 1 - ((i / m) * 7 + i % m) % 730, a.journal_slug,
            1 + i % 9, 1 + (i % 9) / 2, (1 + i % 9) / 2, greatest(1, (1 + i % 9) / 3)
       FROM counted, generate_series(0, $1::int - 1) AS i JOIN scale_articles a ON a.k = i % (SELECT m FROM counted)`,
    [Math.round(sizes.usageEvents / 5)],
  );
  await pool.query('DROP TABLE scale_articles');
  // The monthly roll-up the consumer keeps beside the daily rows (SUSHI reports read it): their sums, as
  // migration 005 fills it from the daily rows a database already has.
  await pool.query(
    `INSERT INTO statistics.usage_monthly (month, article_id, journal_slug, total_investigations,
            unique_investigations, total_requests, unique_requests)
     SELECT date_trunc('month', day)::date, article_id, journal_slug, sum(total_investigations),
            sum(unique_investigations), sum(total_requests), sum(unique_requests)
       FROM statistics.usage_daily GROUP BY 1, 2, 3`,
  );
  const { rows } = await pool.query<{ events: number }>(
    'SELECT coalesce(sum(total_investigations), 0)::int AS events FROM statistics.usage_daily',
  );
  return rows[0]!;
}
