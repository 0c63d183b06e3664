import type { Queryable } from '@journal/db';

/** What an editor prepared for a paper's publication (issue 29): null where nothing was chosen yet. */
export interface PublicationPreparation {
  journalId: string;
  status: string;
  licence: string | null;
  galleySize: number | null;
  /** An article exists (a withdrawn one the administrator moved back): its own routes apply. */
  hasArticle: boolean;
}

export async function findPreparation(
  db: Queryable,
  id: string,
): Promise<PublicationPreparation | undefined> {
  const { rows } = await db.query<PublicationPreparation>(
    `SELECT journal_id AS "journalId", status, prepared_licence AS licence,
            prepared_galley_size::float8 AS "galleySize",
            EXISTS (SELECT 1 FROM publishing.articles a WHERE a.id = s.id) AS "hasArticle"
       FROM publishing.submissions s WHERE id = $1`,
    [id],
  );
  return rows[0];
}

export async function setPreparedLicence(db: Queryable, id: string, licence: string): Promise<void> {
  await db.query('UPDATE publishing.submissions SET prepared_licence = $2 WHERE id = $1', [id, licence]);
}

/**
 * Points the preparation at a new galley object (or at none); returns the key it replaces, which the
 * caller removes from storage, or undefined when the paper is no longer `accepted` (published meanwhile).
 */
export async function replacePreparedGalley(
  db: Queryable,
  id: string,
  galley: { key: string; size: number; sha256: string } | null,
): Promise<{ previousKey: string | null } | undefined> {
  const { rows } = await db.query<{ previous: string | null }>(
    `UPDATE publishing.submissions s SET prepared_galley_key = $2, prepared_galley_size = $3,
        prepared_galley_sha256 = $4
       FROM (SELECT id, prepared_galley_key FROM publishing.submissions WHERE id = $1 FOR UPDATE) old
      WHERE s.id = old.id AND s.status = 'accepted'
        AND NOT EXISTS (SELECT 1 FROM publishing.articles a WHERE a.id = s.id)
      RETURNING old.prepared_galley_key AS previous`,
    [id, galley?.key ?? null, galley?.size ?? null, galley?.sha256 ?? null],
  );
  return rows[0] ? { previousKey: rows[0].previous } : undefined;
}

/** At the first publication: the new article takes the prepared licence and galley, the submission lets go. */
export async function adoptPreparation(db: Queryable, id: string): Promise<void> {
  await db.query(
    `WITH prepared AS (
       SELECT id, prepared_licence, prepared_galley_key, prepared_galley_size, prepared_galley_sha256
         FROM publishing.submissions WHERE id = $1 FOR UPDATE)
     UPDATE publishing.articles a SET licence = COALESCE(p.prepared_licence, a.licence),
        galley_key = p.prepared_galley_key, galley_size = p.prepared_galley_size,
        galley_sha256 = p.prepared_galley_sha256,
        galley_uploaded_at = CASE WHEN p.prepared_galley_key IS NULL THEN NULL ELSE now() END
       FROM prepared p WHERE a.id = p.id`,
    [id],
  );
  await db.query(
    `UPDATE publishing.submissions SET prepared_licence = NULL, prepared_galley_key = NULL,
        prepared_galley_size = NULL, prepared_galley_sha256 = NULL WHERE id = $1`,
    [id],
  );
}
