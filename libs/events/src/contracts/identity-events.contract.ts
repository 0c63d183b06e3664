import { z } from 'zod';
import { emailField, isoDateTimeField, nameField, userIdField } from './contract-fields';

/**
 * The profile's institution and bare ORCID iD (issue 30: the submitting author's affiliation and iD).
 * Absent in events written before they were carried: a consumer then keeps what it knew.
 */
const profileFacts = {
  institution: z.string().nullable().optional(),
  orcid: z.string().nullable().optional(),
  /**
   * Issue 43 item 6: the iD came from Sign in with ORCID (ORCID's OAuth), not typed in. Absent in events
   * written before it was carried: read as unauthenticated.
   */
  orcidAuthenticated: z.boolean().optional(),
};

export const userRegisteredV1 = z.object({
  userId: userIdField,
  email: emailField,
  givenNames: nameField,
  familyName: nameField,
  /** The pending verification; the token itself never travels in an event. */
  verificationRef: z.guid(),
  ...profileFacts,
});

/**
 * Names, ORCID iD or institution changed, or a new address was confirmed (emailChanged; previousEmail is
 * the address it replaced).
 * A change of address is announced by email_change_requested; this event never carries a token.
 */
export const userProfileUpdatedV1 = z.object({
  userId: userIdField,
  email: emailField,
  givenNames: nameField,
  familyName: nameField,
  emailChanged: z.boolean(),
  previousEmail: emailField.optional(),
  ...profileFacts,
});

/** The author asked to move the account to newEmail: a link to newEmail, a notice to email (still current). */
export const userEmailChangeRequestedV1 = z.object({
  userId: userIdField,
  email: emailField,
  newEmail: emailField,
  givenNames: nameField,
  familyName: nameField,
  /** The pending verification; the token itself never travels in an event. */
  verificationRef: z.guid(),
  ...profileFacts,
});

/**
 * The account's address is verified (its registration link was opened, or a new address confirmed).
 * Issue 26 item 7: the notification service holds co-author notices of an unverified author until this.
 */
export const userEmailVerifiedV1 = z.object({
  userId: userIdField,
  email: emailField,
  verifiedAt: isoDateTimeField,
});

/**
 * Someone asked for a password reset link of an existing account: an author's (users) or the
 * administrator's (admins). Only the pending link's reference travels; the mail worker asks identity for
 * its token when it sends, so no usable link sits in the outbox or a stream.
 */
export const passwordResetRequestedV1 = z.object({
  accountKind: z.enum(['author', 'admin']),
  accountId: userIdField,
  email: emailField,
  givenNames: nameField,
  familyName: nameField,
  resetRef: z.guid(),
});

/** The editor mails a person can turn off (issue 29, item 3: `mutedEditorMails` on the profile). */
export const EDITOR_MAIL_KINDS = [
  'new_submission',
  'reviewer_accepted',
  'reviewer_declined',
  'report_submitted',
  'all_reports_in',
  'review_overdue',
  'revision_received',
  'author_withdrew',
] as const;
export type EditorMailKind = (typeof EDITOR_MAIL_KINDS)[number];

/** At most this many reviewing keywords on a profile (issue 29, item 4). */
export const MAX_REVIEWER_INTERESTS = 20;

/**
 * What other services keep of a person's editorial side (issue 29): the reviewer pool reads the names,
 * affiliation (the profile's institution), ORCID iD and reviewing interests; notification reads the
 * editor mails turned off. Written with every change of any of them, carrying the whole current state.
 */
export const userEditorialProfileUpdatedV1 = z.object({
  userId: userIdField,
  email: emailField,
  givenNames: nameField,
  familyName: nameField,
  affiliation: z.string().nullable(),
  orcid: z.string().nullable(),
  /** Issue 43 item 6: the iD came from Sign in with ORCID; absent in older events (unauthenticated). */
  orcidAuthenticated: z.boolean().optional(),
  reviewerInterests: z.array(z.string().min(1).max(100)).max(MAX_REVIEWER_INTERESTS),
  mutedEditorMails: z.array(z.enum(EDITOR_MAIL_KINDS)),
  /** Issue 44 item 2: in the publisher's reviewer pool; absent in older events (in it). */
  reviewerPoolOptIn: z.boolean().optional(),
  /** Issue 44 item 2: away until this day (YYYY-MM-DD), null when available; absent in older events. */
  unavailableUntil: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .nullable()
    .optional(),
  /** When the person last gave `unavailableUntil` (the later statement wins in the pool). */
  unavailableSaidAt: isoDateTimeField.nullable().optional(),
});

/**
 * Issue 43 item 6: a co-author answered the mailed invitation and signed in at ORCID: the iD is
 * authenticated and belongs on that paper's co-author with this address. Carries no token.
 */
export const orcidCoAuthorConnectedV1 = z.object({
  submissionId: z.guid(),
  email: emailField,
  orcid: z.string().regex(/^\d{4}-\d{4}-\d{4}-\d{3}[\dX]$/),
  /** ORCID granted adding works to the record (`/activities/update`). */
  worksGranted: z.boolean(),
  connectedAt: isoDateTimeField,
});

/**
 * Issue 43 item 6: an account connected its ORCID iD through ORCID's OAuth and granted
 * `/activities/update` (adding works to the record). Publishing then adds the works published before it.
 * The tokens never travel in an event: publishing asks identity for one when it sends a work.
 */
export const userOrcidConnectedV1 = z.object({
  userId: userIdField,
  /** The bare iD (`0000-0002-1694-233X`). */
  orcid: z.string().regex(/^\d{4}-\d{4}-\d{4}-\d{3}[\dX]$/),
  scopes: z.array(z.string()),
  connectedAt: isoDateTimeField,
});
