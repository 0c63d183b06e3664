import type { PoolClient } from '@journal/db';
import { createEvent, EDITOR_MAIL_KINDS, writeOutbox, type EditorMailKind } from '@journal/events';
import type { UserRow } from '../repositories/users.repository';
import { SCHEMA } from '../repositories/schema';

/**
 * Writes identity.user.registered.v1 in the caller's transaction. The verification is named by its
 * reference only: the notification service gets the token to mail through an internal call.
 */
export async function publishUserRegistered(
  client: PoolClient,
  user: UserRow,
  verificationRef: string,
): Promise<void> {
  await writeOutbox(client, SCHEMA, [
    createEvent('identity.user.registered.v1', user.id, user.version, {
      userId: user.id,
      email: user.email,
      givenNames: user.given_names,
      familyName: user.family_name,
      verificationRef,
      ...profileFactsOf(user),
    }),
  ]);
}

/** What other services keep of the profile besides names (issue 30: the submitting author's affiliation). */
const profileFactsOf = (user: UserRow) => ({ institution: user.institution, orcid: user.orcid });

/** Writes identity.user.profile_updated.v1 (names, ORCID iD or institution changed, or a new address was confirmed). */
export async function publishProfileUpdated(
  client: PoolClient,
  user: UserRow,
  previousEmail?: string,
): Promise<void> {
  await writeOutbox(client, SCHEMA, [
    createEvent('identity.user.profile_updated.v1', user.id, user.version, {
      userId: user.id,
      email: user.email,
      givenNames: user.given_names,
      familyName: user.family_name,
      emailChanged: previousEmail !== undefined,
      ...(previousEmail !== undefined ? { previousEmail } : {}),
      ...profileFactsOf(user),
    }),
  ]);
  await publishEditorialProfile(client, user);
}

/**
 * Writes identity.user.email_change_requested.v1: the link goes to the new address, a notice to the
 * current one (the account keeps its address until the link is opened).
 */
export async function publishEmailChangeRequested(
  client: PoolClient,
  user: UserRow,
  newEmail: string,
  verificationRef: string,
): Promise<void> {
  await writeOutbox(client, SCHEMA, [
    createEvent('identity.user.email_change_requested.v1', user.id, user.version, {
      userId: user.id,
      email: user.email,
      newEmail,
      givenNames: user.given_names,
      familyName: user.family_name,
      verificationRef,
    }),
  ]);
}

/**
 * Writes identity.user.email_verified.v1: the account's address is proven (registration link or a
 * confirmed new address). Held co-author notices are sent on it (issue 26 item 7).
 */
export async function publishEmailVerified(client: PoolClient, user: UserRow): Promise<void> {
  await writeOutbox(client, SCHEMA, [
    createEvent('identity.user.email_verified.v1', user.id, user.version, {
      userId: user.id,
      email: user.email,
      verifiedAt: new Date().toISOString(),
    }),
  ]);
}

/**
 * Writes identity.user.editorial_profile_updated.v1 (issue 29): the person's whole editorial side after a
 * change of names, address, ORCID iD, institution, reviewing interests or muted editor mails.
 */
export async function publishEditorialProfile(client: PoolClient, user: UserRow): Promise<void> {
  await writeOutbox(client, SCHEMA, [
    createEvent('identity.user.editorial_profile_updated.v1', user.id, user.version, {
      userId: user.id,
      email: user.email,
      givenNames: user.given_names,
      familyName: user.family_name,
      affiliation: user.institution,
      orcid: user.orcid,
      reviewerInterests: user.reviewer_interests,
      mutedEditorMails: user.muted_editor_mails.filter((kind): kind is EditorMailKind =>
        (EDITOR_MAIL_KINDS as readonly string[]).includes(kind),
      ),
    }),
  ]);
}
