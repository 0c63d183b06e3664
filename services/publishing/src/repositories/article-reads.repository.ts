import type { Queryable } from '@journal/db';
import type { Article } from './article.types';
import { UUID } from './ids';
import { sectionOfPaperSql } from './sections.sql';
import { SUPPLEMENTARY_COLUMN } from './supplementary-files.repository';

/**
 * The journal's titles from the read model (ADR 0032); the article's own journal name stands in for a
 * journal the service does not know (not expected: every journal has a row before its first article).
 */
const JOURNAL_TITLES = `coalesce(
    (SELECT json_build_object('fullTitle', j.full_title, 'abbreviation', j.abbreviation,
        'issnPrint', j.issn_print, 'issnOnline', j.issn_online)
       FROM publishing.journals j WHERE j.slug = a.journal_id),
    json_build_object('fullTitle', a.journal_name, 'abbreviation', a.journal_name,
        'issnPrint', NULL, 'issnOnline', NULL)) AS journal`;

/** The article's placement (issue 30): its issue and pages, null when it is in none. */
const PLACED = (column: string) =>
  `(SELECT ${column} FROM publishing.placements p JOIN publishing.issues i ON i.id = p.issue_id WHERE p.submission_id = a.id)`;
const PLACEMENT = `a.article_number AS "articleNumber",
  ${PLACED(`json_build_object('id', i.id, 'volume', i.volume, 'number', i.number, 'year', i.year, 'title', i.title)`)} AS issue,
  ${PLACED('p.first_page')} AS "firstPage", ${PLACED('p.last_page')} AS "lastPage"`;

/** Column list mapped to Article (the table's alias is `a`). */
export const ARTICLE_COLUMNS = `a.id, a.doi, a.journal_id AS "journalId", a.journal_name AS "journalName", ${JOURNAL_TITLES}, a.title,
  a.abstract, a.keywords, a.authors, a.funding, a.data_availability AS "dataAvailability", a.received_at AS "receivedAt", a.accepted_at AS "acceptedAt",
  a.published_at AS "publishedAt", a.licence, a.galley_size::float8 AS "galleySize", a.galley_key AS "galleyKey",
  a.withdrawn_at AS "withdrawnAt", a.modified_at AS "modifiedAt",
  CASE WHEN a.withdrawal_kind IS NULL THEN NULL
       ELSE json_build_object('kind', a.withdrawal_kind, 'reason', a.withdrawal_reason) END AS withdrawal,
  ${sectionOfPaperSql('a.journal_id', 'a.section_id')} AS section,
  ${PLACEMENT}`;

/** The article (withdrawn ones included: callers answer 410) by id; undefined for an unknown or malformed id. */
export async function findArticle(db: Queryable, id: string): Promise<Article | undefined> {
  if (!UUID.test(id)) return undefined;
  const { rows } = await db.query<Article>(
    `SELECT ${ARTICLE_COLUMNS}, ${SUPPLEMENTARY_COLUMN} FROM publishing.articles a WHERE a.id = $1`,
    [id],
  );
  return rows[0];
}

const VERSION_OF = (table: string) => `(extract(epoch FROM ${table}.modified_at) * 1000000)::bigint::text`;

/** The article with its page-cache version (see articleVersion), in one read: what a page-cache miss needs. */
export async function findArticleWithVersion(
  db: Queryable,
  id: string,
): Promise<{ article: Article; version: string } | undefined> {
  if (!UUID.test(id)) return undefined;
  const { rows } = await db.query<Article & { cache_version: string }>({
    name: 'publishing-article-with-version',
    text: `SELECT ${ARTICLE_COLUMNS}, ${SUPPLEMENTARY_COLUMN}, ${VERSION_OF('a')} AS cache_version
      FROM publishing.articles a WHERE a.id = $1`,
    values: [id],
  });
  const row = rows[0];
  if (!row) return undefined;
  const { cache_version: version, ...article } = row;
  return { article, version };
}

/**
 * The article's version for the page cache: its modified_at to the microsecond (any public change bumps
 * it); undefined for an unknown or malformed id. Reads one narrow row through the primary key.
 */
export async function articleVersion(db: Queryable, id: string): Promise<string | undefined> {
  if (!UUID.test(id)) return undefined;
  const { rows } = await db.query<{ v: string }>({
    name: 'publishing-article-version',
    text: `SELECT ${VERSION_OF('publishing.articles')} AS v FROM publishing.articles WHERE id = $1`,
    values: [id],
  });
  return rows[0]?.v;
}

/** Live articles, newest first; optionally of one journal. */
export async function listLiveArticles(
  db: Queryable,
  options: { journalId?: string; limit: number; offset?: number },
): Promise<Article[]> {
  const { rows } = await db.query<Article>(
    `SELECT ${ARTICLE_COLUMNS} FROM publishing.articles a
      WHERE a.withdrawn_at IS NULL AND ($1::text IS NULL OR a.journal_id = $1)
      ORDER BY a.published_at DESC, a.id LIMIT $2 OFFSET $3`,
    [options.journalId ?? null, options.limit, options.offset ?? 0],
  );
  return rows;
}

/** Ids and last changes of live articles (the sitemap), in publication order, one page of them. */
export async function liveArticleStamps(
  db: Queryable,
  page: { limit: number; offset: number },
): Promise<{ id: string; modifiedAt: Date }[]> {
  const { rows } = await db.query<{ id: string; modifiedAt: Date }>(
    `SELECT id, modified_at AS "modifiedAt" FROM publishing.articles WHERE withdrawn_at IS NULL
      ORDER BY published_at, id LIMIT $1 OFFSET $2`,
    [page.limit, page.offset],
  );
  return rows;
}

/**
 * What the live articles' sitemap entries are made of, in one narrow read: their number and newest
 * change. A publication, an edit (every public change bumps modified_at) or a withdrawal changes it.
 * Two subqueries, so each uses its index (count: articles_published_idx; max: articles_modified_idx).
 */
export async function liveArticlesStamp(db: Queryable): Promise<{ count: number; version: string }> {
  const { rows } = await db.query<{ n: number; last: Date | null }>(
    `SELECT (SELECT count(*)::int FROM publishing.articles WHERE withdrawn_at IS NULL) AS n,
            (SELECT max(modified_at) FROM publishing.articles WHERE withdrawn_at IS NULL) AS last`,
  );
  const { n, last } = rows[0]!;
  return { count: n, version: `${n} ${last?.toISOString() ?? ''}` };
}

/** Each journal's newest live article change (the journal page's sitemap lastmod). */
export async function journalLastChanges(db: Queryable): Promise<Map<string, Date>> {
  const { rows } = await db.query<{ journal_id: string; last: Date }>(
    `SELECT journal_id, max(modified_at) AS last FROM publishing.articles WHERE withdrawn_at IS NULL GROUP BY journal_id`,
  );
  return new Map(rows.map((r) => [r.journal_id, r.last]));
}
