import { z } from 'zod';
import { emailField, isoDateTimeField, nameField, userIdField } from './contract-fields';

/**
 * The profile's institution and bare ORCID iD (issue 30: the submitting author's affiliation and iD).
 * Absent in events written before they were carried: a consumer then keeps what it knew.
 */
const profileFacts = {
  institution: z.string().nullable().optional(),
  orcid: z.string().nullable().optional(),
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
  reviewerInterests: z.array(z.string().min(1).max(100)).max(MAX_REVIEWER_INTERESTS),
  mutedEditorMails: z.array(z.enum(EDITOR_MAIL_KINDS)),
});
