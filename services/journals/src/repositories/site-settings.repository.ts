import type { Queryable } from '@journal/db';

/** The stored row as it is (`name` null: PUBLISHER_NAME names the site). */
export interface SiteSettingsRow {
  name: string | null;
  tagline: string;
  contactEmail: string;
  logoKey: string | null;
  logoContentType: string | null;
  heroTitle: string;
  heroSubtitle: string;
  homeCards: { title: string; text: string }[];
  footer: {
    description: string;
    columns: { title: string; links: { label: string; href?: string }[] }[];
    social: { network: string; href?: string }[];
  };
  primaryColour: string;
  publishWithUsHref: string | null;
  version: number;
  updatedAt: string;
}

/** The row's changeable columns by field. */
export type SiteSettingsChange = Partial<
  Omit<SiteSettingsRow, 'logoKey' | 'logoContentType' | 'version' | 'updatedAt'>
>;

const COLUMNS = `name, tagline, contact_email AS "contactEmail", logo_key AS "logoKey",
  logo_content_type AS "logoContentType", hero_title AS "heroTitle", hero_subtitle AS "heroSubtitle",
  home_cards AS "homeCards", footer, primary_colour AS "primaryColour",
  publish_with_us_href AS "publishWithUsHref", version,
  to_char(updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "updatedAt"`;

const COLUMN_OF: Record<keyof SiteSettingsChange, string> = {
  name: 'name',
  tagline: 'tagline',
  contactEmail: 'contact_email',
  heroTitle: 'hero_title',
  heroSubtitle: 'hero_subtitle',
  homeCards: 'home_cards',
  footer: 'footer',
  primaryColour: 'primary_colour',
  publishWithUsHref: 'publish_with_us_href',
};
const JSON_FIELDS = new Set<keyof SiteSettingsChange>(['homeCards', 'footer']);

/** The one row (the migration inserts it); `forUpdate` locks it for a change. */
export async function findSiteSettings(db: Queryable, forUpdate = false): Promise<SiteSettingsRow> {
  const { rows } = await db.query<SiteSettingsRow>(
    `SELECT ${COLUMNS} FROM journals.site_settings${forUpdate ? ' FOR UPDATE' : ''}`,
  );
  return rows[0]!;
}

/** Writes the given fields and bumps the version; the row after the change. */
export async function updateSiteSettings(
  db: Queryable,
  change: SiteSettingsChange,
): Promise<SiteSettingsRow> {
  const fields = Object.keys(change) as (keyof SiteSettingsChange)[];
  const values = fields.map((field) =>
    JSON_FIELDS.has(field) ? JSON.stringify(change[field]) : change[field],
  );
  const sets = fields.map((field, i) => `${COLUMN_OF[field]} = $${i + 1}`);
  const { rows } = await db.query<SiteSettingsRow>(
    `UPDATE journals.site_settings
        SET ${[...sets, 'version = version + 1', 'updated_at = now()'].join(', ')}
     RETURNING ${COLUMNS}`,
    values,
  );
  return rows[0]!;
}

/** Points the site at a new logo; the key of the one it replaced (null: none). */
export async function setSiteLogo(
  db: Queryable,
  logo: { key: string; contentType: string },
): Promise<{ old: string | null; row: SiteSettingsRow }> {
  const { rows } = await db.query<{ old: string | null }>(
    'SELECT logo_key AS old FROM journals.site_settings FOR UPDATE',
  );
  const { rows: updated } = await db.query<SiteSettingsRow>(
    `UPDATE journals.site_settings
        SET logo_key = $1, logo_content_type = $2, version = version + 1, updated_at = now()
     RETURNING ${COLUMNS}`,
    [logo.key, logo.contentType],
  );
  return { old: rows[0]?.old ?? null, row: updated[0]! };
}
