import { z } from 'zod';
import { isoDateTimeField } from './contract-fields';

const issnField = z
  .string()
  .regex(/^\d{4}-\d{3}[\dX]$/)
  .nullable();

/**
 * A journal as other services may know it (issue 28): its public fields and what DOIs and deposits need.
 * `slug` is the journal's immutable id (the aggregate id); Markdown texts are not carried.
 */
export const journalSnapshotSchema = z.object({
  slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  name: z.string().min(1),
  fullTitle: z.string().min(1),
  abbreviation: z.string().min(1),
  icon: z.string().min(1),
  description: z.string(),
  doiCode: z.string().regex(/^[a-z0-9]+$/),
  doiPrefix: z.string().regex(/^10\.\d{4,9}$/),
  issnPrint: issnField,
  issnOnline: issnField,
  defaultLicence: z.string().min(1),
  acceptingSubmissions: z.boolean(),
  publicationModel: z.enum(['continuous', 'issues']),
  requiredReviewers: z.number().int().min(1),
});

/** A journal was created (by an administrator, or by the first start's seed). */
export const journalCreatedV1 = journalSnapshotSchema.extend({ createdAt: isoDateTimeField });

/** A journal's fields changed: the whole snapshot after the change, and which fields changed. */
export const journalUpdatedV1 = journalSnapshotSchema.extend({
  changedFields: z.array(z.string().min(1)).min(1),
  updatedAt: isoDateTimeField,
});
