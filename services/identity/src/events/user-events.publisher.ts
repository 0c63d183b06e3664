import type { PoolClient } from '@journal/db';
import {
  createEvent,
  EDITOR_MAIL_KINDS,
  writeOutbox,
  type EditorMailKind,
  type EventType,
  type PayloadFor,
} from '@journal/events';
import type { UserRow } from '../repositories/users.repository';
import { SCHEMA } from '../repositories/schema';

/** Writes one event about the user, at the user's version, in the caller's transaction. */
async function writeUserEvent<T extends EventType>(
  client: PoolClient,
  user: UserRow,
  type: T,
  payload: PayloadFor<T>,
): Promise<void> {
  await writeOutbox(client, SCHEMA, [createEvent(type, user.id, user.version, payload)]);
}

/** Who the user is, as every event about the account names them. */
const accountOf = (user: UserRow) => ({
  userId: user.id,
  email: user.email,
  givenNames: user.given_names,
  familyName: user.family_name,
});

/**
 * Writes identity.user.registered.v1 in the caller's transaction. The verification is named by its
 * reference only: the notification service gets the token to mail through an internal call.
 */
export async function publishUserRegistered(
  client: PoolClient,
  user: UserRow,
  verificationRef: string,
): Promise<void> {
  await writeUserEvent(client, user, 'identity.user.registered.v1', {
    ...accountOf(user),
    verificationRef,
    ...profileFactsOf(user),
  });
}

/** What other services keep of the profile besides names (issue 30: the submitting author's affiliation). */
const profileFactsOf = (user: UserRow) => ({
  institution: user.institution,
  orcid: user.orcid,
  // Issue 43 item 6: the iD came from Sign in with ORCID (Crossref's authenticated="true").
  orcidAuthenticated: user.orcid_authenticated,
});

/** Writes identity.user.profile_updated.v1 (names, ORCID iD or institution changed, or a new address was confirmed). */
export async function publishProfileUpdated(
  client: PoolClient,
  user: UserRow,
  previousEmail?: string,
): Promise<void> {
  await writeUserEvent(client, user, 'identity.user.profile_updated.v1', {
    ...accountOf(user),
    emailChanged: previousEmail !== undefined,
    ...(previousEmail !== undefined ? { previousEmail } : {}),
    ...profileFactsOf(user),
  });
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
  await writeUserEvent(client, user, 'identity.user.email_change_requested.v1', {
    ...accountOf(user),
    newEmail,
    verificationRef,
  });
}

/**
 * Writes identity.user.email_verified.v1: the account's address is proven (registration link or a
 * confirmed new address). Held co-author notices are sent on it (issue 26 item 7).
 */
export async function publishEmailVerified(client: PoolClient, user: UserRow): Promise<void> {
  await writeUserEvent(client, user, 'identity.user.email_verified.v1', {
    userId: user.id,
    email: user.email,
    verifiedAt: new Date().toISOString(),
  });
}

/**
 * Writes identity.user.editorial_profile_updated.v1 (issue 29): the person's whole editorial side after a
 * change of names, address, ORCID iD, institution, reviewing interests or muted editor mails.
 */
export async function publishEditorialProfile(client: PoolClient, user: UserRow): Promise<void> {
  await writeUserEvent(client, user, 'identity.user.editorial_profile_updated.v1', {
    ...accountOf(user),
    affiliation: user.institution,
    orcid: user.orcid,
    orcidAuthenticated: user.orcid_authenticated,
    reviewerInterests: user.reviewer_interests,
    mutedEditorMails: user.muted_editor_mails.filter((kind): kind is EditorMailKind =>
      (EDITOR_MAIL_KINDS as readonly string[]).includes(kind),
    ),
    reviewerPoolOptIn: user.reviewer_pool_opt_in,
    unavailableUntil: user.unavailable_until,
    unavailableSaidAt: user.unavailable_said_at?.toISOString() ?? null,
  });
}

/** The account a reset link is for: an author's (users) or an administrator's (admins). */
export interface ResetAccount {
  kind: 'author' | 'admin';
  id: string;
  email: string;
  givenNames: string;
  familyName: string;
  /** The aggregate's version (a request changes nothing of the account; admins keep none, so 1). */
  version: number;
}

/**
 * Writes identity.account.password_reset_requested.v1 in the caller's transaction. The link is named by
 * its reference only: the notification service gets the token to mail through an internal call.
 */
export async function publishPasswordResetRequested(
  client: PoolClient,
  account: ResetAccount,
  resetRef: string,
): Promise<void> {
  await writeOutbox(client, SCHEMA, [
    createEvent('identity.account.password_reset_requested.v1', account.id, account.version, {
      accountKind: account.kind,
      accountId: account.id,
      email: account.email,
      givenNames: account.givenNames,
      familyName: account.familyName,
      resetRef,
    }),
  ]);
}

/**
 * Writes identity.user.orcid_connected.v1 (issue 43 item 6): the account connected its iD and granted
 * `/activities/update`, so publishing adds the works published before it. No token travels in it.
 */
export async function publishOrcidConnected(
  client: PoolClient,
  user: UserRow,
  grant: { orcid: string; scopes: string[] },
): Promise<void> {
  await writeUserEvent(client, user, 'identity.user.orcid_connected.v1', {
    userId: user.id,
    orcid: grant.orcid,
    scopes: grant.scopes,
    connectedAt: new Date().toISOString(),
  });
}
