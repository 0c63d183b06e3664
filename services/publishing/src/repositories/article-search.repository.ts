import type { Queryable } from '@journal/db';
import type { Article } from './article.types';
import { escapeMarkup } from './markup';
import { searchableText } from './search-text';
import { ARTICLE_COLUMNS } from './article-reads.repository';

/** Without a query there is nothing to mark: the abstract's (or title's) first 35 words, escaped. */
const openingWords = (a: Pick<Article, 'abstract' | 'title'>) =>
  escapeMarkup((a.abstract || a.title).split(/\s+/).slice(0, 35).join(' '));

export const SEARCH_PAGE_SIZE = 20;
/**
 * Matches ranked per query. A common word matches most of the archive; ranking all of them costs a heap
 * read and a ts_rank_cd per row (1.9 s at 100,000 articles), so the GIN index yields at most this many
 * candidates, which are ranked; the total then reads "at least" (`capped`).
 */
export const SEARCH_CANDIDATES = 1_000;

/** Narrowing of a search (issue 30's /search filters): one journal, one publication year, one keyword. */
export interface SearchFilters {
  journalId?: string;
  year?: number;
  keyword?: string;
}

/**
 * The filters as SQL over the alias `a`, their values from `$first` on: journal, year (UTC), keyword
 * (any of the article's, ignoring case). An absent filter is NULL and passes every row.
 */
const filterSql = (first: number) =>
  `($${first}::text IS NULL OR a.journal_id = $${first})
   AND ($${first + 1}::int IS NULL OR a.published_at >= make_timestamptz($${first + 1}, 1, 1, 0, 0, 0, 'UTC')
        AND a.published_at < make_timestamptz($${first + 1} + 1, 1, 1, 0, 0, 0, 'UTC'))
   AND ($${first + 2}::text IS NULL OR EXISTS (SELECT 1 FROM unnest(a.keywords) k WHERE lower(k) = lower($${first + 2})))`;
const filterValues = (f: SearchFilters) => [f.journalId ?? null, f.year ?? null, f.keyword ?? null];

export interface SearchHit {
  article: Article;
  rank: number;
  /** ts_headline of the abstract (or title) with matches in <mark>; HTML-escaped apart from the marks. */
  snippet: string;
}

export interface SearchResult {
  total: number;
  /** True when more articles match than were ranked (total is then the candidate cap). */
  capped: boolean;
  hits: SearchHit[];
}

/**
 * Full-text search over live articles (websearch syntax: words, "phrases", -excluded, or; runs of
 * operators reduced by searchableText, so no text makes Postgres fail), ranked by
 * ts_rank_cd over at most SEARCH_CANDIDATES matches; without a query, the newest first. The headline is
 * computed for the page's rows only.
 */
export async function searchArticles(
  db: Queryable,
  query: SearchFilters & { q: string; page: number },
): Promise<SearchResult> {
  const offset = (query.page - 1) * SEARCH_PAGE_SIZE;
  if (query.q.trim() === '') return newest(db, query, offset);
  // Operators reduced to what websearch_to_tsquery can take whatever was typed (only dashes: no match).
  const q = searchableText(query.q);
  // A named (prepared) statement: planning a text-search query costs more than running it (20-35 ms against
  // 1-15 ms at 100,000 articles); Postgres still picks a plan per word while it keeps custom plans cheaper.
  const { rows } = await db.query<Article & { rank: number; snippet: string; total: number }>({
    name: 'publishing-article-search',
    text: `WITH query AS (SELECT websearch_to_tsquery('english', $1) || websearch_to_tsquery('simple', $1) AS q),
     candidates AS (
       SELECT a.id, a.published_at, ts_rank_cd(a.search_vector, query.q) AS rank
         FROM publishing.articles a, query
        WHERE a.withdrawn_at IS NULL AND ${filterSql(5)} AND a.search_vector @@ query.q
        LIMIT $4),
     page AS (
       SELECT c.*, count(*) OVER () AS total FROM candidates c
        ORDER BY c.rank DESC, c.published_at DESC, c.id LIMIT $2 OFFSET $3)
     SELECT ${ARTICLE_COLUMNS}, page.rank::float8 AS rank, page.total::int AS total,
            ts_headline('english', replace(replace(replace(CASE WHEN a.abstract = '' THEN a.title ELSE a.abstract END,
              '&', '&amp;'), '<', '&lt;'), '>', '&gt;'), query.q,
              'StartSel=<mark>, StopSel=</mark>, MaxWords=35, MinWords=15, MaxFragments=2') AS snippet
       FROM page JOIN publishing.articles a ON a.id = page.id, query
      ORDER BY page.rank DESC, page.published_at DESC, page.id`,
    values: [q, SEARCH_PAGE_SIZE, offset, SEARCH_CANDIDATES, ...filterValues(query)],
  });
  const total = rows[0]?.total ?? (offset > 0 ? await countMatches(db, q, query) : 0);
  return {
    total,
    capped: total >= SEARCH_CANDIDATES,
    hits: rows.map(({ rank, snippet, total: _total, ...article }) => ({ article, rank, snippet })),
  };
}

/** Live articles newest first (the published_at index), with their exact count. */
async function newest(db: Queryable, filters: SearchFilters, offset: number): Promise<SearchResult> {
  const [{ rows }, total] = await Promise.all([
    db.query<Article>(
      // The page's ids first (the index alone walks past the offset), then the columns for those 20 rows:
      // ARTICLE_COLUMNS' subqueries would otherwise run for every skipped row too.
      `SELECT ${ARTICLE_COLUMNS} FROM (
         SELECT a.id, a.published_at FROM publishing.articles a
          WHERE a.withdrawn_at IS NULL AND ${filterSql(3)}
          ORDER BY a.published_at DESC, a.id LIMIT $1 OFFSET $2) page
         JOIN publishing.articles a ON a.id = page.id
        ORDER BY page.published_at DESC, page.id`,
      [SEARCH_PAGE_SIZE, offset, ...filterValues(filters)],
    ),
    countNewest(db, filters),
  ]);
  return {
    total,
    capped: false,
    hits: rows.map((article) => ({ article, rank: 0, snippet: openingWords(article) })),
  };
}

/**
 * The exact number of live articles the filters pass. The archive (no filter, or a journal only) reads the
 * per-journal counts the articles table's triggers keep (migration 012): counting 100,000 rows on every
 * archive page cost tens of milliseconds. A year or keyword still counts its matches.
 */
async function countNewest(db: Queryable, filters: SearchFilters): Promise<number> {
  const { rows } =
    filters.year === undefined && filters.keyword === undefined
      ? await db.query<{ n: number }>(
          `SELECT coalesce(sum(count), 0)::int AS n FROM publishing.live_article_counts
            WHERE $1::text IS NULL OR journal_id = $1`,
          [filters.journalId ?? null],
        )
      : await db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM publishing.articles a WHERE a.withdrawn_at IS NULL AND ${filterSql(1)}`,
          filterValues(filters),
        );
  return rows[0]!.n;
}

/** The (capped) match count when the page lies past the last match (the window count has no row to ride on). */
async function countMatches(db: Queryable, q: string, filters: SearchFilters): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM (
       SELECT 1 FROM publishing.articles a
        WHERE a.withdrawn_at IS NULL AND ${filterSql(3)}
          AND a.search_vector @@ (websearch_to_tsquery('english', $1) || websearch_to_tsquery('simple', $1))
        LIMIT $2) m`,
    [q, SEARCH_CANDIDATES, ...filterValues(filters)],
  );
  return rows[0]!.n;
}
