import type { Queryable } from '@journal/db';
import { isUuid } from './ids';
import type { FullText } from './fulltext.types';

/** The full text readers see: the newest published version of the article's text. */
export interface PublicFullText {
  fullText: FullText;
  /** The production generation it was converted from (its images are stored under it). */
  generation: number;
}

/** The article's public full text, or undefined while it has none. */
export async function findPublicFullText(
  db: Queryable,
  submissionId: string,
): Promise<PublicFullText | undefined> {
  if (!isUuid(submissionId)) return undefined;
  const { rows } = await db.query<PublicFullText>(
    `SELECT full_text AS "fullText", generation FROM publishing.full_text_versions
      WHERE submission_id = $1 ORDER BY generation DESC LIMIT 1`,
    [submissionId],
  );
  return rows[0];
}

/** The public full texts of these articles, by id (one read for a page of OAI-PMH records). */
export async function findPublicFullTexts(
  db: Queryable,
  submissionIds: readonly string[],
): Promise<Map<string, FullText>> {
  if (!submissionIds.length) return new Map();
  const { rows } = await db.query<{ id: string; fullText: FullText }>(
    `SELECT DISTINCT ON (submission_id) submission_id AS id, full_text AS "fullText"
       FROM publishing.full_text_versions
      WHERE submission_id = ANY($1::uuid[])
      ORDER BY submission_id, generation DESC`,
    [submissionIds],
  );
  return new Map(rows.map((r) => [r.id, r.fullText]));
}

/**
 * Makes the ready conversion of `generation` the public full text (or marks it approved when it is
 * already). An older generation never goes over a newer one. Returns whether readers now see another text.
 */
export async function publishFullText(
  db: Queryable,
  submissionId: string,
  generation: number,
  approved: boolean,
): Promise<boolean> {
  const { rows } = await db.query<{ inserted: boolean }>(
    `INSERT INTO publishing.full_text_versions (submission_id, generation, full_text, approved, published_at)
     SELECT p.submission_id, p.generation, p.full_text, $3, now() FROM publishing.productions p
      WHERE p.submission_id = $1 AND p.generation = $2 AND p.status = 'ready' AND p.full_text IS NOT NULL
        AND NOT EXISTS (SELECT 1 FROM publishing.full_text_versions v
                         WHERE v.submission_id = $1 AND v.generation > $2)
     ON CONFLICT (submission_id, generation)
        DO UPDATE SET approved = full_text_versions.approved OR EXCLUDED.approved
     RETURNING (xmax = 0) AS inserted`,
    [submissionId, generation, approved],
  );
  const changed = rows[0]?.inserted === true;
  // A published article's page, JATS and OAI-PMH datestamp change with its full text.
  if (changed)
    await db.query(`UPDATE publishing.articles SET modified_at = now() WHERE id = $1`, [submissionId]);
  return changed;
}

/**
 * Whether a ready conversion may become public without the authors' approval: nothing public would be
 * replaced (the article is not published, or it has no full text yet).
 */
export async function nothingPublicToKeep(db: Queryable, submissionId: string): Promise<boolean> {
  const { rows } = await db.query<{ keep: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM publishing.articles WHERE id = $1)
        AND EXISTS (SELECT 1 FROM publishing.full_text_versions WHERE submission_id = $1) AS keep`,
    [submissionId],
  );
  return !rows[0]!.keep;
}
