import type { Queryable } from '@journal/db';
import type { EventPayload } from '@journal/events';

type ArticleSnapshot = EventPayload<'publishing.article_changed.v1'>;

/** One author of an article as publishing.article_changed.v1 carries it, in citation order. */
export type ArticleAuthor = ArticleSnapshot['authors'][number];

/** A public article as this service knows it (the articles read model). */
export interface KnownArticle {
  id: string;
  journalSlug: string;
  withdrawal: { kind: 'retraction' | 'withdrawal' | null; reason: string | null } | null;
}

/**
 * Stores an article's snapshot unless the row holds a newer version; the same version applies again (a
 * corrected date comes as another snapshot of the version). Returns whether it was stored.
 */
export async function upsertArticleIfNotOlder(
  db: Queryable,
  a: ArticleSnapshot,
  version: number,
): Promise<boolean> {
  const { rowCount } = await db.query(
    `INSERT INTO statistics.articles AS t (id, journal_slug, journal_name, title, doi, authors, published_at,
                                           withdrawn_at, withdrawal_kind, withdrawal_reason, version)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7, $8, $9, $10, $11)
     ON CONFLICT (id) DO UPDATE SET journal_slug = EXCLUDED.journal_slug, journal_name = EXCLUDED.journal_name,
       title = EXCLUDED.title, doi = EXCLUDED.doi, authors = EXCLUDED.authors,
       published_at = EXCLUDED.published_at, withdrawn_at = EXCLUDED.withdrawn_at,
       withdrawal_kind = EXCLUDED.withdrawal_kind, withdrawal_reason = EXCLUDED.withdrawal_reason,
       version = EXCLUDED.version
     WHERE t.version <= EXCLUDED.version`,
    [
      a.articleId,
      a.journalSlug,
      a.journalName,
      a.title,
      a.doi,
      JSON.stringify(a.authors),
      a.publishedAt,
      a.withdrawal?.at ?? null,
      a.withdrawal?.kind ?? null,
      a.withdrawal?.reason ?? null,
      version,
    ],
  );
  return (rowCount ?? 0) > 0;
}

/** An article id is a UUID: anything else is no article (and never reaches Postgres' uuid type). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a string from a URL can be an article id at all. */
export const isArticleId = (id: string): boolean => UUID.test(id);

/** The article by id (any string: ids come from URLs), withdrawn ones included; undefined when unknown. */
export async function findArticle(db: Queryable, id: string): Promise<KnownArticle | undefined> {
  if (!isArticleId(id)) return undefined;
  const { rows } = await db.query<{
    id: string;
    journalSlug: string;
    withdrawn: boolean;
    kind: 'retraction' | 'withdrawal' | null;
    reason: string | null;
  }>({
    name: 'statistics-find-article',
    text: `SELECT id, journal_slug AS "journalSlug", withdrawn_at IS NOT NULL AS withdrawn,
                  withdrawal_kind AS kind, withdrawal_reason AS reason
             FROM statistics.articles WHERE id = $1`,
    values: [id],
  });
  const row = rows[0];
  if (!row) return undefined;
  return {
    id: row.id,
    journalSlug: row.journalSlug,
    withdrawal: row.withdrawn ? { kind: row.kind, reason: row.reason } : null,
  };
}
