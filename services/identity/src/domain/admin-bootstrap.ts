import type { Pool } from '@journal/db';
import type { Logger } from '@journal/logger';
import { createArgon2Hasher } from './argon2-password.hasher';
import { upsertAdmin } from './admin-accounts.service';
import type { PasswordHasher } from './password-hasher.port';

/**
 * Creates the main administrator from ADMIN_EMAIL / ADMIN_PASSWORD, or brings its password and names
 * up to date. Runs at every start (standalone start(), the gateway's embedded runner).
 */
export function ensureMainAdmin(
  deps: { pool: Pool; logger?: Logger; hasher?: PasswordHasher },
  email: string,
  password: string,
  names: { givenNames?: string; familyName?: string } = {},
) {
  return upsertAdmin(
    { pool: deps.pool, logger: deps.logger, hasher: deps.hasher ?? createArgon2Hasher() },
    { email, password, ...names },
  );
}
