import type { Pool } from '@journal/db';
import type { Logger } from '@journal/logger';
import * as admins from '../repositories/admins.repository';
import type { AdminRow } from '../repositories/admins.repository';
import type { PasswordHasher } from './password-hasher.port';

export const DEFAULT_ADMIN_NAMES = { givenNames: 'Main', familyName: 'Administrator' };

export interface AdminAccountInput {
  email: string;
  password: string;
  givenNames?: string;
  familyName?: string;
}

/**
 * Creates an administrator or updates its password and names. Used at start for the main administrator
 * (ADMIN_EMAIL / ADMIN_PASSWORD) and by `npm run admin:create`. An unchanged account is left alone, so
 * a restart does not rewrite the row.
 */
export async function upsertAdmin(
  deps: { pool: Pool; hasher: PasswordHasher; logger?: Logger },
  input: AdminAccountInput,
): Promise<{ admin: AdminRow; created: boolean; changed: boolean }> {
  const email = input.email.trim();
  const existing = await admins.findByEmail(deps.pool, email);
  const givenNames = input.givenNames ?? existing?.given_names ?? DEFAULT_ADMIN_NAMES.givenNames;
  const familyName = input.familyName ?? existing?.family_name ?? DEFAULT_ADMIN_NAMES.familyName;
  if (
    existing &&
    existing.given_names === givenNames &&
    existing.family_name === familyName &&
    (await deps.hasher.verify(existing.password_hash, input.password))
  )
    return { admin: existing, created: false, changed: false };
  const { row, created } = await admins.upsert(deps.pool, {
    email: existing?.email ?? email,
    givenNames,
    familyName,
    passwordHash: await deps.hasher.hash(input.password),
  });
  deps.logger?.info(
    { adminId: row.id, email: row.email, created },
    created ? 'administrator created' : 'administrator updated',
  );
  return { admin: row, created, changed: true };
}
