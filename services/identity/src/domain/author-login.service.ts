import { SESSION_EXPIRED_MESSAGE } from '@journal/auth';
import { UnauthorizedError } from '@journal/errors';
import type { DomainDeps } from './domain-deps';
import type { LoginGuard } from './login-guard';
import { usersRepository as users, type UserRow } from '../repositories/users.repository';

/** Email + password login of authors (admins log in elsewhere and are not authors). */
export function createAuthorLoginService(deps: DomainDeps, guard: LoginGuard) {
  return {
    async login(
      email: string,
      password: string,
      ip: string | undefined,
    ): Promise<{ token: string; refreshToken: string; user: UserRow }> {
      const user = await guard.attempt({ kind: 'author', email, ip }, async () => {
        const found = await users.findByEmail(deps.pool, email);
        if (!found?.password_hash) {
          // Same cost as a real check, so response time does not tell whether the account exists.
          await deps.hasher.burn(password);
          return undefined;
        }
        return (await deps.hasher.verify(found.password_hash, password)) ? found : undefined;
      });
      return { ...(await deps.sessions.open('author', user)), user };
    },

    /** A new access token (and refresh token) for the session of a refresh cookie. */
    async refresh(
      refreshToken: string | undefined,
    ): Promise<{ token: string; refreshToken?: string; user: UserRow }> {
      const grant = await deps.sessions.refresh('author', refreshToken);
      const user = await users.findById(deps.pool, grant.subjectId);
      if (!user) throw new UnauthorizedError(SESSION_EXPIRED_MESSAGE);
      const token = deps.sessions.accessToken({
        sub: user.id,
        email: user.email,
        role: 'author',
        sid: grant.sid,
      });
      return { token, refreshToken: grant.refreshToken, user };
    },
  };
}
