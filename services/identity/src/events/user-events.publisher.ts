import type { PoolClient } from '@journal/db';
import { createEvent, writeOutbox } from '@journal/events';
import type { UserRow } from '../repositories/users.repository';
import { SCHEMA } from '../schema';

/** Writes identity.user.registered.v1 in the caller's transaction (the raw token is for the mail only). */
export async function publishUserRegistered(
  client: PoolClient,
  user: UserRow,
  verificationToken: string,
): Promise<void> {
  await writeOutbox(client, SCHEMA, [
    createEvent('identity.user.registered.v1', user.id, user.version, {
      userId: user.id,
      email: user.email,
      givenNames: user.given_names,
      familyName: user.family_name,
      verificationToken,
    }),
  ]);
}

/** Writes identity.user.profile_updated.v1; a new verification token exactly when the email changed. */
export async function publishProfileUpdated(
  client: PoolClient,
  user: UserRow,
  verificationToken?: string,
): Promise<void> {
  await writeOutbox(client, SCHEMA, [
    createEvent('identity.user.profile_updated.v1', user.id, user.version, {
      userId: user.id,
      email: user.email,
      givenNames: user.given_names,
      familyName: user.family_name,
      emailChanged: verificationToken !== undefined,
      ...(verificationToken !== undefined ? { verificationToken } : {}),
    }),
  ]);
}
