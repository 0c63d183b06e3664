import type { SiteSettings } from '@journal/journals';
import type { SiteSettingsRow } from '../repositories/site-settings.repository';

export const SITE_LOGO_PATH = '/api/site/logo';

/** The row as the site shows it: the start-up name when none is saved, inert items without an href. */
export function siteView(row: SiteSettingsRow, defaultName: string): SiteSettings {
  return {
    name: row.name ?? defaultName,
    tagline: row.tagline,
    contactEmail: row.contactEmail,
    // The version in the address: a new logo is a new URL, so browsers never keep the old one.
    logoUrl: row.logoKey ? `${SITE_LOGO_PATH}?v=${row.version}` : null,
    heroTitle: row.heroTitle,
    heroSubtitle: row.heroSubtitle,
    homeCards: row.homeCards,
    footer: row.footer,
    primaryColour: row.primaryColour,
    ...(row.publishWithUsHref ? { publishWithUsHref: row.publishWithUsHref } : {}),
  };
}
