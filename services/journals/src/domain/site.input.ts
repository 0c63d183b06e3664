import { z } from 'zod';
import {
  isPrimaryColour,
  isSiteHref,
  PRIMARY_COLOUR_MESSAGE,
  SITE_HREF_MESSAGE,
  SITE_LIMITS as L,
} from '@journal/journals';
import { INVALID_EMAIL_MESSAGE, isEmailAddress } from '@journal/metadata';
import { requiredText } from './text-input';

const text = (label: string, max: number) =>
  requiredText({
    label,
    max,
    notText: `${label} must be text`,
    missing: `Please enter the ${label.toLowerCase()}`,
    tooLong: `${label} must be at most ${max} characters`,
  });

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
    description: text('Footer description', L.footerDescription),
    columns: list(
      z.object({
        title: text('Column title', L.columnTitle),
        links: list(z.object({ label: text('Link label', L.linkLabel), href }), 'Links', L.links),
      }),
      'Columns',
      L.columns,
    ),
    social: list(z.object({ network: text('Network', L.network), href }), 'Social links', L.social),
  },
  { error: 'The footer must be an object' },
);

/**
 * The fields the Site page may change, each optional (PUT sends the ones changed); every value is
 * checked, and the 400's `field` names the first bad one (`footer.columns.0.links.1.href`).
 */
export const siteInput = z
  .object({
    name: text('Site name', L.name),
    tagline: text('Tagline', L.tagline),
    contactEmail: z
      .string({ error: INVALID_EMAIL_MESSAGE })
      .trim()
      .refine(isEmailAddress, INVALID_EMAIL_MESSAGE),
    heroTitle: text('Hero title', L.heroTitle),
    heroSubtitle: text('Hero subtitle', L.heroSubtitle),
    homeCards: list(
      z.object({ title: text('Card title', L.cardTitle), text: text('Card text', L.cardText) }),
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
