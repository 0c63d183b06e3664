import { z } from 'zod';
import {
  isPrimaryColour,
  isSiteHref,
  PRIMARY_COLOUR_MESSAGE,
  SITE_HREF_MESSAGE,
  SITE_LIMITS as L,
} from '@journal/journals';
import { INVALID_EMAIL_MESSAGE, isEmailAddress } from '@journal/metadata';
import { labelledText } from './text-input';

/** A link target; absent, null or empty leaves the item inert (stored without one). */
const href = z
  .union([z.string(), z.null()], { error: SITE_HREF_MESSAGE })
  .optional()
  .transform((value, ctx) => {
    const target = value?.trim() ?? '';
    if (target === '') return undefined;
    if (!isSiteHref(target)) ctx.addIssue({ code: 'custom', message: SITE_HREF_MESSAGE });
    return target;
  });

const list = <T extends z.ZodType>(item: T, label: string, max: number) =>
  z.array(item, { error: `${label} must be a list` }).max(max, `At most ${max} ${label.toLowerCase()}`);

const footer = z.object(
  {
    description: labelledText('Footer description', L.footerDescription),
    columns: list(
      z.object({
        title: labelledText('Column title', L.columnTitle),
        links: list(z.object({ label: labelledText('Link label', L.linkLabel), href }), 'Links', L.links),
      }),
      'Columns',
      L.columns,
    ),
    social: list(z.object({ network: labelledText('Network', L.network), href }), 'Social links', L.social),
  },
  { error: 'The footer must be an object' },
);

/**
 * The fields the Site page may change, each optional (PUT sends the ones changed); every value is
 * checked, and the 400's `field` names the first bad one (`footer.columns.0.links.1.href`).
 */
export const siteInput = z
  .object({
    name: labelledText('Site name', L.name),
    tagline: labelledText('Tagline', L.tagline),
    contactEmail: z
      .string({ error: INVALID_EMAIL_MESSAGE })
      .trim()
      .refine(isEmailAddress, INVALID_EMAIL_MESSAGE),
    heroTitle: labelledText('Hero title', L.heroTitle),
    heroSubtitle: labelledText('Hero subtitle', L.heroSubtitle),
    homeCards: list(
      z.object({
        title: labelledText('Card title', L.cardTitle),
        text: labelledText('Card text', L.cardText),
      }),
      'Home cards',
      L.homeCards,
    ),
    footer,
    primaryColour: z
      .string({ error: PRIMARY_COLOUR_MESSAGE })
      .trim()
      .refine(isPrimaryColour, PRIMARY_COLOUR_MESSAGE)
      .transform((colour) => colour.toLowerCase()),
    publishWithUsHref: href.transform((value) => value ?? null),
  })
  .partial();

export type SiteInput = z.infer<typeof siteInput>;
