import { countLogin } from '@journal/metrics';
import type { DomainDeps } from './domain-deps';
import type { LoginGuard } from './login-guard';
import { userByPassword } from './user-password-check';
import * as users from '../repositories/users.repository';
import type { UserRow } from '../repositories/users.repository';

/** Email + password login of authors (admins log in elsewhere and are not authors). */
export class AuthorLoginService {
  constructor(
    private readonly deps: DomainDeps,
    private readonly guard: LoginGuard,
  ) {}

  async login(
    email: string,
    password: string,
    ip: string | undefined,
  ): Promise<{ token: string; refreshToken: string; user: UserRow }> {
    const user = await countLogin(
      'author',
      this.guard.attempt({ kind: 'author', email, ip }, () => userByPassword(this.deps, email, password)),
    );
    return { ...(await this.deps.sessions.open('author', user)), user };
  }

  /** A new access token (and refresh token) for the session of a refresh cookie. */
  async refresh(refreshToken: string | undefined) {
    const { subject, ...session } = await this.deps.sessions.resume('author', refreshToken, (id) =>
      users.findById(this.deps.pool, id),
    );
    return { ...session, user: subject };
  }
}
