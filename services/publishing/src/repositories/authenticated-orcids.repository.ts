import type { Queryable } from '@journal/db';

// SQL over publishing.authenticated_orcids: the iDs identity says came from ORCID's OAuth, per holder.

/**
 * The holder's authenticated iD now (null: none, or only a typed one), if `version` is newer than what is
 * stored; an older or repeated event changes nothing.
 */
export async function setHolderIfNewer(
  db: Queryable,
  holder: string,
  orcid: string | null,
  version: number,
): Promise<void> {
  if (orcid === null) {
    await db.query(`DELETE FROM publishing.authenticated_orcids WHERE holder = $1 AND version < $2`, [
      holder,
      version,
    ]);
    return;
  }
  await db.query(
    `INSERT INTO publishing.authenticated_orcids (holder, orcid, version) VALUES ($1, $2, $3)
     ON CONFLICT (holder) DO UPDATE SET orcid = EXCLUDED.orcid, version = EXCLUDED.version, updated_at = now()
     WHERE publishing.authenticated_orcids.version < EXCLUDED.version`,
    [holder, orcid, version],
  );
}

/** Those of `orcids` that some holder authenticated. */
export async function authenticatedAmong(db: Queryable, orcids: readonly string[]): Promise<Set<string>> {
  if (orcids.length === 0) return new Set();
  const { rows } = await db.query<{ orcid: string }>(
    `SELECT DISTINCT orcid FROM publishing.authenticated_orcids WHERE orcid = ANY($1)`,
    [orcids],
  );
  return new Set(rows.map((row) => row.orcid));
}
