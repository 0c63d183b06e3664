import type { DomainDeps } from './domain-deps';
import { accountKey, ipKey, type LoginGuard } from './login-guard';
import { usersRepository as users, type UserRow } from '../repositories/users.repository';

/** Email + password login of authors (admins log in elsewhere and are not authors). */
export function createAuthorLoginService(deps: DomainDeps, guard: LoginGuard) {
  return {
    async login(
      email: string,
      password: string,
      ip: string | undefined,
    ): Promise<{ token: string; user: UserRow }> {
      const user = await guard.attempt({ account: accountKey('author', email), ip: ipKey(ip) }, async () => {
        const found = await users.findByEmail(deps.pool, email);
        if (!found?.password_hash) {
          // Same cost as a real check, so response time does not tell whether the account exists.
          await deps.hasher.burn(password);
          return undefined;
        }
        return (await deps.hasher.verify(found.password_hash, password)) ? found : undefined;
      });
      return { token: deps.signer.sign({ sub: user.id, email: user.email, role: 'author' }), user };
    },
  };
}
