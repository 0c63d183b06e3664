import type { Queryable } from '@journal/db';
import type { AuthorRecord } from './submission.types';

interface AuthorRow {
  user_id: string;
  email: string;
  given_names: string;
  family_name: string;
  institution: string | null;
  orcid: string | null;
}

const toRecord = (row: AuthorRow): AuthorRecord => ({
  userId: row.user_id,
  email: row.email,
  givenNames: row.given_names,
  familyName: row.family_name,
  institution: row.institution,
  orcid: row.orcid,
});

export async function findAuthor(db: Queryable, userId: string): Promise<AuthorRecord | undefined> {
  const { rows } = await db.query<AuthorRow>(
    'SELECT user_id, email, given_names, family_name, institution, orcid FROM submission.authors WHERE user_id = $1',
    [userId],
  );
  return rows[0] ? toRecord(rows[0]) : undefined;
}

/**
 * Applies an identity event's view of the author when its version is newer; true when applied. An
 * institution or ORCID iD the event does not carry (undefined: written before issue 30) is kept.
 */
export async function upsertAuthorIfNewer(
  db: Queryable,
  author: AuthorRecord,
  version: number,
): Promise<boolean> {
  const result = await db.query(
    `INSERT INTO submission.authors (user_id, email, given_names, family_name, version, updated_at, institution, orcid)
     VALUES ($1, $2, $3, $4, $5, now(), $7, $9)
     ON CONFLICT (user_id) DO UPDATE
        SET email = excluded.email, given_names = excluded.given_names, family_name = excluded.family_name,
            version = excluded.version, updated_at = now(),
            institution = CASE WHEN $6 THEN excluded.institution ELSE submission.authors.institution END,
            orcid = CASE WHEN $8 THEN excluded.orcid ELSE submission.authors.orcid END
      WHERE submission.authors.version < excluded.version`,
    [
      author.userId,
      author.email,
      author.givenNames,
      author.familyName,
      version,
      author.institution !== undefined,
      author.institution ?? null,
      author.orcid !== undefined,
      author.orcid ?? null,
    ],
  );
  return (result.rowCount ?? 0) > 0;
}

/**
 * Stores an author read directly from identity (before its registration event arrived). Version 0,
 * so every identity event still applies on top of it; an existing row is left alone.
 */
export async function insertAuthorIfMissing(db: Queryable, author: AuthorRecord): Promise<void> {
  await db.query(
    `INSERT INTO submission.authors (user_id, email, given_names, family_name, version)
     VALUES ($1, $2, $3, $4, 0) ON CONFLICT (user_id) DO NOTHING`,
    [author.userId, author.email, author.givenNames, author.familyName],
  );
}
