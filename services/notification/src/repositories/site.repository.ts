import type { Queryable } from '@journal/db';

export interface SiteIdentity {
  name: string;
  contactEmail: string;
}

/** The site's name and contact as the last site event said; undefined before the first one. */
export async function findSite(db: Queryable): Promise<SiteIdentity | undefined> {
  const { rows } = await db.query<SiteIdentity>(
    'SELECT name, contact_email AS "contactEmail" FROM notification.site',
  );
  return rows[0];
}

/** Stores the site's name and contact when `version` is newer than the stored one (late events change nothing). */
export async function upsertSiteIfNewer(db: Queryable, site: SiteIdentity, version: number): Promise<void> {
  await db.query(
    `INSERT INTO notification.site (name, contact_email, version) VALUES ($1, $2, $3)
     ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, contact_email = EXCLUDED.contact_email,
       version = EXCLUDED.version
     WHERE notification.site.version < EXCLUDED.version`,
    [site.name, site.contactEmail, version],
  );
}
