import { z } from 'zod';
import { isUtcDay } from '@journal/config';
import { safeText } from '@journal/errors';
import type { IssueChange, NewIssue } from '../repositories/issues.repository';
import type { PlacementInput } from '../repositories/placements.repository';

export type { IssueChange, NewIssue } from '../repositories/issues.repository';
export type { PlacementInput } from '../repositories/placements.repository';

/** A positive whole number with the field's own message (volumes, numbers, positions, pages). */
const positive = (label: string) =>
  z
    .number({ error: `${label} must be a positive whole number` })
    .int(`${label} must be a positive whole number`)
    .min(1, `${label} must be a positive whole number`)
    .max(1_000_000, `${label} may be at most 1000000`);

const title = safeText('The issue title').max(300, 'The issue title may be at most 300 characters');
const description = safeText('The issue description', 'multi-line').max(
  5000,
  'The issue description may be at most 5000 characters',
);
/** Empty text means none. */
const optionalText = <T extends z.ZodType<string>>(schema: T) =>
  schema.transform((value) => value.trim() || null).nullable();

const issueFields = {
  volume: positive('volume'),
  number: positive('number'),
  year: z
    .number({ error: 'year must be a year between 1900 and 2200' })
    .int('year must be a year between 1900 and 2200')
    .min(1900, 'year must be a year between 1900 and 2200')
    .max(2200, 'year must be a year between 1900 and 2200'),
  title: optionalText(title),
  description: optionalText(description),
  plannedDate: z
    .string({ error: 'plannedDate must be a date (YYYY-MM-DD)' })
    .refine(isUtcDay, 'plannedDate must be a date (YYYY-MM-DD)')
    .nullable(),
};

/** `POST /api/admin/journals/{slug}/issues`. */
export const newIssueBody = z.object({
  ...issueFields,
  title: issueFields.title.optional().default(null),
  description: issueFields.description.optional().default(null),
  plannedDate: issueFields.plannedDate.optional().default(null),
}) satisfies z.ZodType<NewIssue>;

/** `PUT /api/admin/journals/{slug}/issues/{issueId}`: the fields sent change. */
export const issueChangeBody = z
  .object({
    volume: issueFields.volume.optional(),
    number: issueFields.number.optional(),
    year: issueFields.year.optional(),
    title: issueFields.title.optional(),
    description: issueFields.description.optional(),
    plannedDate: issueFields.plannedDate.optional(),
  })
  .refine((change) => Object.values(change).some((v) => v !== undefined), {
    message: 'Send at least one of volume, number, year, title, description, plannedDate',
  }) satisfies z.ZodType<IssueChange>;

/** `PUT /api/admin/submissions/{id}/placement`: pages positive, the last not before the first. */
export const placementBody = z
  .object({
    issueId: z.uuid({ error: 'issueId must be an issue id' }),
    position: positive('position'),
    firstPage: positive('firstPage').nullable().optional().default(null),
    lastPage: positive('lastPage').nullable().optional().default(null),
  })
  .refine((p) => p.lastPage === null || p.firstPage !== null, {
    message: 'lastPage needs a firstPage',
  })
  .refine((p) => p.lastPage === null || p.firstPage === null || p.lastPage >= p.firstPage, {
    message: 'lastPage must not be before firstPage',
  }) satisfies z.ZodType<PlacementInput>;
