// The Site page's checks before sending: the server's rules and messages (services/journals
// site.input.ts), from the same shared rules (@journal/journals, @journal/metadata).
import {
  isPrimaryColour,
  isSiteHref,
  PRIMARY_COLOUR_MESSAGE,
  SITE_HREF_MESSAGE,
  SITE_LIMITS as L,
  type SiteSettings,
} from '@journal/journals';
import { INVALID_EMAIL_MESSAGE, isEmailAddress } from '@journal/metadata';

/** The form's values: every text as typed, an empty target for an inert item. */
export interface SiteDraft {
  name: string;
  tagline: string;
  contactEmail: string;
  heroTitle: string;
  heroSubtitle: string;
  homeCards: { title: string; text: string }[];
  footer: {
    description: string;
    columns: { title: string; links: { label: string; href: string }[] }[];
    social: { network: string; href: string }[];
  };
  primaryColour: string;
  publishWithUsHref: string;
}

/** Messages by the server's field path (`footer.columns.0.links.1.href`). */
export type SiteErrors = Record<string, string>;

export function draftOf(site: SiteSettings): SiteDraft {
  return {
    name: site.name,
    tagline: site.tagline,
    contactEmail: site.contactEmail,
    heroTitle: site.heroTitle,
    heroSubtitle: site.heroSubtitle,
    homeCards: site.homeCards.map((card) => ({ ...card })),
    footer: {
      description: site.footer.description,
      columns: site.footer.columns.map((column) => ({
        title: column.title,
        links: column.links.map((link) => ({ label: link.label, href: link.href ?? '' })),
      })),
      social: site.footer.social.map((social) => ({ network: social.network, href: social.href ?? '' })),
    },
    primaryColour: site.primaryColour,
    publishWithUsHref: site.publishWithUsHref ?? '',
  };
}

function text(errors: SiteErrors, field: string, label: string, value: string, max: number) {
  const trimmed = value.trim();
  if (!trimmed) errors[field] = `Please enter the ${label.toLowerCase()}`;
  else if (trimmed.length > max) errors[field] = `${label} must be at most ${max} characters`;
}

function href(errors: SiteErrors, field: string, value: string) {
  if (value.trim() && !isSiteHref(value.trim())) errors[field] = SITE_HREF_MESSAGE;
}

function count(errors: SiteErrors, field: string, label: string, length: number, max: number) {
  if (length > max) errors[field] = `At most ${max} ${label.toLowerCase()}`;
}

/** Every message the server would answer for these values, by field; empty when all is well. */
export function validateSite(draft: SiteDraft): SiteErrors {
  const errors: SiteErrors = {};
  text(errors, 'name', 'Site name', draft.name, L.name);
  text(errors, 'tagline', 'Tagline', draft.tagline, L.tagline);
  if (!isEmailAddress(draft.contactEmail.trim())) errors.contactEmail = INVALID_EMAIL_MESSAGE;
  text(errors, 'heroTitle', 'Hero title', draft.heroTitle, L.heroTitle);
  text(errors, 'heroSubtitle', 'Hero subtitle', draft.heroSubtitle, L.heroSubtitle);
  count(errors, 'homeCards', 'Home cards', draft.homeCards.length, L.homeCards);
  draft.homeCards.forEach((card, i) => {
    text(errors, `homeCards.${i}.title`, 'Card title', card.title, L.cardTitle);
    text(errors, `homeCards.${i}.text`, 'Card text', card.text, L.cardText);
  });
  text(errors, 'footer.description', 'Footer description', draft.footer.description, L.footerDescription);
  count(errors, 'footer.columns', 'Columns', draft.footer.columns.length, L.columns);
  draft.footer.columns.forEach((column, i) => {
    text(errors, `footer.columns.${i}.title`, 'Column title', column.title, L.columnTitle);
    count(errors, `footer.columns.${i}.links`, 'Links', column.links.length, L.links);
    column.links.forEach((link, j) => {
      const at = `footer.columns.${i}.links.${j}`;
      text(errors, `${at}.label`, 'Link label', link.label, L.linkLabel);
      href(errors, `${at}.href`, link.href);
    });
  });
  count(errors, 'footer.social', 'Social links', draft.footer.social.length, L.social);
  draft.footer.social.forEach((social, i) => {
    text(errors, `footer.social.${i}.network`, 'Network', social.network, L.network);
    href(errors, `footer.social.${i}.href`, social.href);
  });
  if (!isPrimaryColour(draft.primaryColour.trim())) errors.primaryColour = PRIMARY_COLOUR_MESSAGE;
  href(errors, 'publishWithUsHref', draft.publishWithUsHref);
  return errors;
}

const withHref = <T extends object>(item: T, target: string) =>
  target.trim() ? { ...item, href: target.trim() } : item;

/** The settings these values stand for (the preview shows them; a save sends them). */
export function settingsOf(draft: SiteDraft, logoUrl: string | null): SiteSettings {
  return {
    name: draft.name.trim(),
    tagline: draft.tagline.trim(),
    contactEmail: draft.contactEmail.trim(),
    logoUrl,
    heroTitle: draft.heroTitle.trim(),
    heroSubtitle: draft.heroSubtitle.trim(),
    homeCards: draft.homeCards.map((card) => ({ title: card.title.trim(), text: card.text.trim() })),
    footer: {
      description: draft.footer.description.trim(),
      columns: draft.footer.columns.map((column) => ({
        title: column.title.trim(),
        links: column.links.map((link) => withHref({ label: link.label.trim() }, link.href)),
      })),
      social: draft.footer.social.map((social) => withHref({ network: social.network.trim() }, social.href)),
    },
    primaryColour: draft.primaryColour.trim().toLowerCase(),
    ...(draft.publishWithUsHref.trim() ? { publishWithUsHref: draft.publishWithUsHref.trim() } : {}),
  };
}
