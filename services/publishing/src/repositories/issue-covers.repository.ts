import type { Queryable } from '@journal/db';

export interface StoredIssueCover {
  key: string;
  contentType: string;
}

/** The issue's current cover, if it has one. */
export async function findIssueCover(db: Queryable, issueId: string): Promise<StoredIssueCover | undefined> {
  const { rows } = await db.query<StoredIssueCover>(
    `SELECT cover_key AS key, cover_content_type AS "contentType" FROM publishing.issues
      WHERE id = $1 AND cover_key IS NOT NULL`,
    [issueId],
  );
  return rows[0];
}

/**
 * Points the issue at a new cover (or none) under the row's lock; answers the key it replaced, for the
 * caller to remove from storage after COMMIT.
 */
export async function replaceIssueCover(
  db: Queryable,
  issueId: string,
  cover: StoredIssueCover | null,
): Promise<string | null> {
  const { rows } = await db.query<{ old: string | null }>(
    `UPDATE publishing.issues i SET cover_key = $2, cover_content_type = $3,
        cover_updated_at = CASE WHEN $2::text IS NULL THEN NULL ELSE clock_timestamp() END
       FROM (SELECT id, cover_key AS old FROM publishing.issues WHERE id = $1 FOR UPDATE) before
      WHERE i.id = before.id RETURNING before.old`,
    [issueId, cover?.key ?? null, cover?.contentType ?? null],
  );
  return rows[0]?.old ?? null;
}
