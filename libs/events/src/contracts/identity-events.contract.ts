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
