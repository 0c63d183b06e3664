import * as users from '../repositories/users.repository';
import type { UserRow } from '../repositories/users.repository';
import type { DomainDeps } from './domain-deps';

/**
 * The user account of this address when the password is its own, else undefined: an author's login and
 * an editor's on the admin login check the same way.
 */
export async function userByPassword(
  deps: Pick<DomainDeps, 'pool' | 'hasher'>,
  email: string,
  password: string,
): Promise<UserRow | undefined> {
  const found = await users.findByEmail(deps.pool, email);
  if (!found?.password_hash) {
    // Same cost as a real check, so response time does not tell whether the account exists.
    await deps.hasher.burn(password);
    return undefined;
  }
  return (await deps.hasher.verify(found.password_hash, password)) ? found : undefined;
}
