import { UnauthorizedError } from '@journal/errors';
import { SESSION_EXPIRED_MESSAGE, type EditorialRoles } from '@journal/auth';
import { countLogin } from '@journal/metrics';
import type { AdminRow } from '../repositories/admins.repository';
import * as admins from '../repositories/admins.repository';
import * as users from '../repositories/users.repository';
import type { UserRow } from '../repositories/users.repository';
import type { DomainDeps } from './domain-deps';
import type { LoginGuard } from './login-guard';
import { userByPassword } from './user-password-check';

/** The role an editor's or manager's account shows in the admin login's `admin` object (issue 28). */
export const EDITOR_ACCOUNT_ROLE = 'editor';

/** Who signed in on the admin login: the administrator, or an account holding a journal role. */
export type DashboardAccount = { kind: 'admin'; admin: AdminRow } | { kind: 'editor'; user: UserRow };

export function adminView(admin: AdminRow) {
  return {
    email: admin.email,
    given_names: admin.given_names,
    family_name: admin.family_name,
    role: admin.role,
  };
}

/** The login answer's `admin` object for either account (the SPEC's shape: email, names, role). */
export function dashboardAccountView(account: DashboardAccount) {
  if (account.kind === 'admin') return adminView(account.admin);
  const { user } = account;
  return {
    email: user.email,
    given_names: user.given_names,
    family_name: user.family_name,
    role: EDITOR_ACCOUNT_ROLE,
  };
}

/**
 * The admin login (`/admin-login`): rows of identity.admins get an administrator's token, as always.
 * Since issue 28, a user account that holds a role in some journal (asked of the journals service) signs
 * in here too and gets its own author token (role `author`: the services scope it to its journals on
 * each request, and it stays an author's token when the roles end). Anyone else gets the same 401 as a
 * wrong password, so the page answers others exactly as before.
 */
export class AdminLoginService {
  constructor(
    private readonly deps: DomainDeps,
    private readonly guard: LoginGuard,
    private readonly journalRoles?: EditorialRoles,
  ) {}

  private async holdsRole(user: UserRow): Promise<boolean> {
    return this.journalRoles ? (await this.journalRoles.journalsOf(user.id)).length > 0 : false;
  }

  async login(
    email: string,
    password: string,
    ip: string | undefined,
  ): Promise<{ token: string; refreshToken: string; account: DashboardAccount }> {
    const account = await countLogin(
      'admin',
      this.guard.attempt<DashboardAccount>({ kind: 'admin', email, ip }, async () => {
        const found = await admins.findByEmail(this.deps.pool, email);
        if (found)
          return (await this.deps.hasher.verify(found.password_hash, password))
            ? { kind: 'admin', admin: found }
            : undefined;
        if (!this.journalRoles) {
          // As for an unknown address: the same cost as a real check.
          await this.deps.hasher.burn(password);
          return undefined;
        }
        const user = await userByPassword(this.deps, email, password);
        return user && (await this.holdsRole(user)) ? { kind: 'editor', user } : undefined;
      }),
    );
    const session =
      account.kind === 'admin'
        ? await this.deps.sessions.open('admin', account.admin)
        : await this.deps.sessions.open('author', account.user);
    return { ...session, account };
  }

  /**
   * A new access token (and refresh token) for the session of the admin login's cookie: an
   * administrator's session as before; else an editor's (an author session), while they hold a role.
   */
  async refresh(refreshToken: string | undefined): Promise<{
    token: string;
    refreshToken?: string;
    account: DashboardAccount;
  }> {
    try {
      const { subject, ...session } = await this.deps.sessions.resume('admin', refreshToken, (id) =>
        admins.findById(this.deps.pool, id),
      );
      return { ...session, account: { kind: 'admin', admin: subject } };
    } catch (error) {
      if (!(error instanceof UnauthorizedError) || !this.journalRoles) throw error;
    }
    const { subject, ...session } = await this.deps.sessions.resume('author', refreshToken, (id) =>
      users.findById(this.deps.pool, id),
    );
    if (!(await this.holdsRole(subject))) throw new UnauthorizedError(SESSION_EXPIRED_MESSAGE);
    return { ...session, account: { kind: 'editor', user: subject } };
  }

  async byId(id: string): Promise<AdminRow | undefined> {
    return admins.findById(this.deps.pool, id);
  }

  /** An author token's account, while it holds a journal role (`/api/admin-auth/me`). */
  async editorById(id: string): Promise<UserRow | undefined> {
    const user = await users.findById(this.deps.pool, id);
    return user && (await this.holdsRole(user)) ? user : undefined;
  }
}
