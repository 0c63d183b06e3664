import type { Queryable } from '@journal/db';

/** Sets the licence (a code checked by the caller); false for an unknown article. */
export async function setLicence(db: Queryable, id: string, licence: string): Promise<boolean> {
  const { rowCount } = await db.query(
    'UPDATE publishing.articles SET licence = $2, modified_at = now() WHERE id = $1',
    [id, licence],
  );
  return rowCount === 1;
}

/**
 * Points the article at a new galley object (or at none); returns the key it replaces, which the caller
 * removes from storage after COMMIT, or undefined for an unknown article.
 */
export async function replaceGalley(
  db: Queryable,
  id: string,
  galley: { key: string; size: number; sha256: string } | null,
): Promise<{ previousKey: string | null } | undefined> {
  const { rows } = await db.query<{ previous: string | null }>(
    `UPDATE publishing.articles a SET galley_key = $2, galley_size = $3, galley_sha256 = $4,
        galley_uploaded_at = CASE WHEN $2::text IS NULL THEN NULL ELSE now() END, modified_at = now()
       FROM (SELECT id, galley_key FROM publishing.articles WHERE id = $1 FOR UPDATE) old
      WHERE a.id = old.id
      RETURNING old.galley_key AS previous`,
    [id, galley?.key ?? null, galley?.size ?? null, galley?.sha256 ?? null],
  );
  return rows[0] ? { previousKey: rows[0].previous } : undefined;
}
