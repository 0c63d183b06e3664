import { z } from 'zod';
import { ARTICLE_TYPES, CHECKLIST_ID_PATTERN } from '@journal/journals';
import { emailField, isoDateTimeField, nameField, userIdField } from './contract-fields';

const issnField = z
  .string()
  .regex(/^\d{4}-\d{3}[\dX]$/)
  .nullable();

/** One of a journal's sections (issue 42, item 2; libs/journals journal-sections.ts). */
export const journalSectionSchema = z.object({
  id: z.guid(),
  title: z.string().min(1),
  abbreviation: z.string(),
  articleType: z.enum(ARTICLE_TYPES),
  peerReviewed: z.boolean(),
  order: z.number().int().min(1),
  open: z.boolean(),
});

/** One item of a journal's submission checklist (issue 42, item 8; libs/journals journal-checklist.ts). */
export const journalChecklistItemSchema = z.object({
  id: z.string().regex(CHECKLIST_ID_PATTERN),
  text: z.string().min(1),
});

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
  /**
   * Whom replies to the journal's mails reach when a paper has no handling editor (notification's Reply-To).
   * Optional: events written before the journal had a contact carry neither.
   */
  contactName: z.string().optional(),
  contactEmail: emailField.nullable().optional(),
  /**
   * An archived journal keeps its articles and pages but takes no submissions and leaves the site's journal
   * lists. Optional: events written before archiving existed carry none (not archived).
   */
  archived: z.boolean().optional(),
  /**
   * The journal's sections (issue 42, ADR 0045): every one, open or closed. Optional: events written before
   * sections existed carry none, and a read model then keeps what its backfill gave it (the default section).
   */
  sections: z.array(journalSectionSchema).optional(),
  /**
   * The journal's submission checklist (issue 42, item 8), in order. Optional: events written before the
   * checklist existed carry none, and a read model then keeps its own (empty unless a later event says).
   */
  checklist: z.array(journalChecklistItemSchema).optional(),
  /**
   * The manager's switch for the journal's public "Our figures" page (issue 44 item 5). Optional: events
   * written before it existed carry none (off).
   */
  publicFigures: z.boolean().optional(),
});

/** A journal was created (by an administrator, or by the first start's seed). */
export const journalCreatedV1 = journalSnapshotSchema.extend({ createdAt: isoDateTimeField });

/** A journal's fields changed: the whole snapshot after the change, and which fields changed. */
export const journalUpdatedV1 = journalSnapshotSchema.extend({
  changedFields: z.array(z.string().min(1)).min(1),
  updatedAt: isoDateTimeField,
});

/**
 * A journal without submissions was deleted by the administrator: read models drop its row. `version` is
 * the journal's version after the deletion, so a late change of the same journal cannot bring it back.
 */
export const journalDeletedV1 = z.object({
  slug: journalSnapshotSchema.shape.slug,
  deletedAt: isoDateTimeField,
});

/** The events that carry a journal's state (and its end): what every service's journals read model consumes. */
export const JOURNAL_STATE_EVENT_TYPES = [
  'journals.journal_created.v1',
  'journals.journal_updated.v1',
  'journals.journal_deleted.v1',
] as const;

/** An editorial role in one journal (issue 28 part 3): `manager` (settings, team, board) or `editor`. */
export const JOURNAL_ROLES = ['manager', 'editor'] as const;
export const journalRoleSchema = z.enum(JOURNAL_ROLES);
export type JournalRole = z.infer<typeof journalRoleSchema>;

const membershipFields = {
  journalSlug: journalSnapshotSchema.shape.slug,
  userId: userIdField,
  role: journalRoleSchema,
};

/**
 * A registered person got a role in a journal (added by a manager or the administrator, or an invitation
 * taken up once the invited address was proven). `email`, `givenNames`, `familyName` and `journalName`
 * name the person and the journal for the notice mail, as the journals service knew them then.
 */
export const memberAddedV1 = z.object({
  ...membershipFields,
  email: emailField,
  givenNames: nameField,
  familyName: nameField,
  journalName: z.string().min(1),
  addedAt: isoDateTimeField,
});

/** A person's role in a journal ended; it stops working on their next request. */
export const memberRemovedV1 = z.object({ ...membershipFields, removedAt: isoDateTimeField });

/**
 * An address without a (verified) account was invited to a journal's team: notification mails it an
 * invitation to register; the role is granted when an account proves that address.
 */
export const memberInvitedV1 = z.object({
  journalSlug: journalSnapshotSchema.shape.slug,
  journalName: z.string().min(1),
  email: emailField,
  role: journalRoleSchema,
  invitedAt: isoDateTimeField,
});
