import type { Queryable } from '@journal/db';

/** The site's name as the last site event said; undefined before the first one. */
export async function findSiteName(db: Queryable): Promise<string | undefined> {
  const { rows } = await db.query<{ name: string }>('SELECT name FROM publishing.site');
  return rows[0]?.name;
}

/** Stores the name when `version` is newer than the stored one (late events change nothing). */
export async function upsertSiteNameIfNewer(db: Queryable, name: string, version: number): Promise<void> {
  await db.query(
    `INSERT INTO publishing.site (name, version) VALUES ($1, $2)
     ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, version = EXCLUDED.version
     WHERE publishing.site.version < EXCLUDED.version`,
    [name, version],
  );
}
