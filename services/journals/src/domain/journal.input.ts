import { z } from 'zod';
import { safeText } from '@journal/errors';
import {
  JOURNAL_ICONS,
  JOURNAL_SLUG_PATTERN,
  LICENCES,
  MAX_JOURNAL_SLUG_LENGTH,
  PUBLICATION_MODELS,
} from '@journal/journals';
import { INVALID_EMAIL_MESSAGE, isEmailAddress } from '@journal/metadata';
import { INVALID_ISSN_MESSAGE, normalizeIssn } from './issn';
import { clearableIdentifier, labelledText } from './text-input';

const markdown = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .max(50_000, `${label} must be at most 50,000 characters`)
    .pipe(safeText(label, 'multi-line'));

/** Empty or null clears an ISSN; anything else must pass the check character. */
const issn = clearableIdentifier(normalizeIssn, INVALID_ISSN_MESSAGE);

/**
 * The journal's contact address: the one email rule the SPA applies too (libs/metadata). Empty or null
 * clears it; an address ends up in a Reply-To header, so nothing else gets through.
 */
const contactEmail = z
  .union([z.string(), z.null()], { error: INVALID_EMAIL_MESSAGE })
  .transform((value, ctx) => {
    const address = value?.trim() ?? '';
    if (address === '') return null;
    if (!isEmailAddress(address)) ctx.addIssue({ code: 'custom', message: INVALID_EMAIL_MESSAGE });
    return address;
  });

/** Every changeable field, each with its own message (the 400's `field` names the first bad one). */
const fields = {
  name: labelledText('Name', 120),
  fullTitle: labelledText('Full title', 250),
  // The pattern admits no control or direction characters, so it needs no safeText.
  abbreviation: z
    .string({ error: 'Please enter the abbreviation' })
    .trim()
    .min(1, 'Please enter the abbreviation')
    .max(20, 'Abbreviation must be at most 20 characters')
    .regex(/^[A-Za-z0-9][A-Za-z0-9.&-]*$/, 'The abbreviation may hold letters, digits, dots, hyphens and &'),
  doiCode: z
    .string({ error: 'Please enter the DOI code' })
    .regex(/^[a-z0-9]{1,20}$/, 'The DOI code must be 1 to 20 lower-case letters or digits'),
  icon: z.enum(JOURNAL_ICONS as [string, ...string[]], { error: 'Please choose one of the icons' }),
  issnPrint: issn,
  issnOnline: issn,
  description: markdown('Description').pipe(
    z.string().max(1_000, 'Description must be at most 1,000 characters'),
  ),
  about: markdown('About'),
  aimsAndScope: markdown('Aims and scope'),
  authorGuidelines: markdown('Author guidelines'),
  doiPrefix: z
    .string({ error: 'Please enter a DOI prefix such as 10.5555' })
    .regex(/^10\.\d{4,9}$/, 'Please enter a DOI prefix such as 10.5555'),
  defaultLicence: z.enum(LICENCES, { error: `The licence must be one of ${LICENCES.join(', ')}` }),
  acceptingSubmissions: z.boolean({ error: 'acceptingSubmissions must be true or false' }),
  publicationModel: z.enum(PUBLICATION_MODELS, {
    error: 'The publication model must be continuous or issues',
  }),
  requiredReviewers: z
    .number({ error: 'The number of reviewers must be a whole number from 1 to 10' })
    .int('The number of reviewers must be a whole number from 1 to 10')
    .min(1, 'The number of reviewers must be a whole number from 1 to 10')
    .max(10, 'The number of reviewers must be a whole number from 1 to 10'),
  // A display name for Reply-To: nodemailer encodes it; safeText keeps control characters out. Empty clears.
  contactName: z
    .string({ error: 'Contact name must be text' })
    .trim()
    .max(120, 'Contact name must be at most 120 characters')
    .pipe(safeText('Contact name')),
  contactEmail,
  // The administrator's (routes check who sends it): true leaves the site's lists, false restores.
  archived: z.boolean({ error: 'archived must be true or false' }),
  // Issue 44 item 5: the journal's public "Our figures" page, on its manager's switch.
  publicFigures: z.boolean({ error: 'publicFigures must be true or false' }),
};

export const slugField = z
  .string({ error: 'Please enter the slug' })
  .regex(
    JOURNAL_SLUG_PATTERN,
    'The slug must be lower-case letters and digits, words joined by single hyphens',
  )
  .max(MAX_JOURNAL_SLUG_LENGTH, `The slug must be at most ${MAX_JOURNAL_SLUG_LENGTH} characters`);

/** POST /api/admin/journals: slug, names and codes required; the rest defaults (journals.service.ts). */
export const createJournalInput = z.object({
  slug: slugField,
  name: fields.name,
  fullTitle: fields.fullTitle,
  abbreviation: fields.abbreviation,
  doiCode: fields.doiCode,
  icon: fields.icon.optional(),
  issnPrint: fields.issnPrint.optional(),
  issnOnline: fields.issnOnline.optional(),
  description: fields.description.optional(),
  about: fields.about.optional(),
  aimsAndScope: fields.aimsAndScope.optional(),
  authorGuidelines: fields.authorGuidelines.optional(),
  doiPrefix: fields.doiPrefix.optional(),
  defaultLicence: fields.defaultLicence.optional(),
  acceptingSubmissions: fields.acceptingSubmissions.optional(),
  publicationModel: fields.publicationModel.optional(),
  requiredReviewers: fields.requiredReviewers.optional(),
  contactName: fields.contactName.optional(),
  contactEmail: fields.contactEmail.optional(),
});
export type CreateJournalInput = z.infer<typeof createJournalInput>;

/** PUT /api/admin/journals/{slug}: any field but the slug; at least one. */
export const updateJournalInput = z
  .object(fields)
  .partial()
  .extend({ slug: z.never({ error: 'The slug of a journal cannot be changed' }).optional() })
  .refine((value) => Object.values(value).some((v) => v !== undefined), {
    message: 'Send at least one field to change',
  });
export type UpdateJournalInput = z.infer<typeof updateJournalInput>;
