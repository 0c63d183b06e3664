// The site settings (issue 41): the wire view the journals service answers and the SPA reads, and the
// rules both apply, so the Site page's messages are the server's.

export interface SiteLink {
  label: string;
  /** Absent: the item is listed but inert (as SPEC.md has several). */
  href?: string;
}

export interface SiteFooter {
  description: string;
  columns: { title: string; links: SiteLink[] }[];
  social: { network: string; href?: string }[];
}

export interface SiteSettings {
  name: string;
  tagline: string;
  contactEmail: string;
  /** Relative to the site (`/api/site/logo?v=…`), or null without a logo. */
  logoUrl: string | null;
  heroTitle: string;
  heroSubtitle: string;
  homeCards: { title: string; text: string }[];
  footer: SiteFooter;
  primaryColour: string;
  /** The header's "Publish with us"; absent: inert. */
  publishWithUsHref?: string;
}

export const SITE_HREF_MESSAGE = 'Please enter a site path or an https link';
export const PRIMARY_COLOUR_MESSAGE = 'Please enter a colour as #rrggbb';

/** Limits of the Site page's lists and texts. */
export const SITE_LIMITS = {
  name: 120,
  tagline: 200,
  heroTitle: 200,
  heroSubtitle: 500,
  cardTitle: 80,
  cardText: 300,
  homeCards: 12,
  footerDescription: 500,
  columns: 6,
  columnTitle: 80,
  links: 12,
  linkLabel: 80,
  social: 12,
  network: 40,
  href: 500,
} as const;

/**
 * A link target: a path of this site (`/journals`, not `//host`) or an https URL. Whitespace and control
 * characters never pass (the value lands in an href).
 */
export function isSiteHref(value: string): boolean {
  if (value.length === 0 || value.length > SITE_LIMITS.href || /\s/.test(value)) return false;
  for (const char of value) if (char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f) return false;
  if (value.startsWith('/')) return !value.startsWith('//') && !value.startsWith('/\\');
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== '';
  } catch {
    return false;
  }
}

export function isPrimaryColour(value: string): boolean {
  return /^#[0-9a-fA-F]{6}$/.test(value);
}
