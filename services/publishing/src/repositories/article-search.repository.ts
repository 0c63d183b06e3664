import type { Queryable } from '@journal/db';
import type { Article } from '../domain/article.types';
import { ARTICLE_COLUMNS } from './article-reads.repository';

export const SEARCH_PAGE_SIZE = 20;

export interface SearchHit {
  article: Article;
  rank: number;
  /** ts_headline of the abstract (or title) with matches in <mark>; HTML-escaped apart from the marks. */
  snippet: string;
}

/**
 * Full-text search over live articles (websearch syntax: words, "phrases", -excluded, or), ranked by
 * ts_rank_cd; without a query, the newest first. The headline is computed for the page's rows only.
 */
export async function searchArticles(
  db: Queryable,
  query: { q: string; journalId?: string; page: number },
): Promise<{ total: number; hits: SearchHit[] }> {
  const offset = (query.page - 1) * SEARCH_PAGE_SIZE;
  const q = query.q.trim();
  const params = [q, query.journalId ?? null, SEARCH_PAGE_SIZE, offset];
  const { rows } = await db.query<Article & { rank: number; snippet: string; total: number }>(
    `WITH query AS (SELECT websearch_to_tsquery('english', $1) AS english, websearch_to_tsquery('simple', $1) AS simple),
     matches AS (
       SELECT a.*, CASE WHEN $1 = '' THEN 0 ELSE ts_rank_cd(a.search_vector, query.english || query.simple) END AS rank,
              count(*) OVER () AS total
         FROM publishing.articles a, query
        WHERE a.withdrawn_at IS NULL AND ($2::text IS NULL OR a.journal_id = $2)
          AND ($1 = '' OR a.search_vector @@ (query.english || query.simple))
        ORDER BY rank DESC, a.published_at DESC, a.id
        LIMIT $3 OFFSET $4)
     SELECT ${ARTICLE_COLUMNS}, a.rank::float8 AS rank, a.total::int AS total,
            ts_headline('english', replace(replace(replace(CASE WHEN a.abstract = '' THEN a.title ELSE a.abstract END,
              '&', '&amp;'), '<', '&lt;'), '>', '&gt;'), query.english || query.simple,
              'StartSel=<mark>, StopSel=</mark>, MaxWords=35, MinWords=15, MaxFragments=2') AS snippet
       FROM matches a, query
      ORDER BY a.rank DESC, a.published_at DESC, a.id`,
    params,
  );
  const total = rows[0]?.total ?? (offset > 0 ? await countMatches(db, params.slice(0, 2)) : 0);
  return {
    total,
    hits: rows.map(({ rank, snippet, total: _total, ...article }) => ({ article, rank, snippet })),
  };
}

/** The match count when the page lies past the last match (the window count has no row to ride on). */
async function countMatches(db: Queryable, params: unknown[]): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM publishing.articles a
      WHERE a.withdrawn_at IS NULL AND ($2::text IS NULL OR a.journal_id = $2)
        AND ($1 = '' OR a.search_vector @@ (websearch_to_tsquery('english', $1) || websearch_to_tsquery('simple', $1)))`,
    params,
  );
  return rows[0]!.n;
}
