import { countLogin } from '@journal/metrics';
import type { AdminRow } from '../repositories/admins.repository';
import { adminsRepository as admins } from '../repositories/admins.repository';
import type { DomainDeps } from './domain-deps';
import type { LoginGuard } from './login-guard';

export function adminView(admin: AdminRow) {
  return {
    email: admin.email,
    given_names: admin.given_names,
    family_name: admin.family_name,
    role: admin.role,
  };
}

/** Administrator login: only rows of identity.admins; authors never get an admin token. */
export class AdminLoginService {
  constructor(
    private readonly deps: DomainDeps,
    private readonly guard: LoginGuard,
  ) {}

  async login(
    email: string,
    password: string,
    ip: string | undefined,
  ): Promise<{ token: string; refreshToken: string; admin: AdminRow }> {
    const admin = await countLogin(
      'admin',
      this.guard.attempt({ kind: 'admin', email, ip }, async () => {
        const found = await admins.findByEmail(this.deps.pool, email);
        if (!found) {
          await this.deps.hasher.burn(password);
          return undefined;
        }
        return (await this.deps.hasher.verify(found.password_hash, password)) ? found : undefined;
      }),
    );
    return { ...(await this.deps.sessions.open('admin', admin)), admin };
  }

  /** A new access token (and refresh token) for the session of a refresh cookie. */
  async refresh(refreshToken: string | undefined) {
    const { subject, ...session } = await this.deps.sessions.resume('admin', refreshToken, (id) =>
      admins.findById(this.deps.pool, id),
    );
    return { ...session, admin: subject };
  }

  async byId(id: string): Promise<AdminRow | undefined> {
    return admins.findById(this.deps.pool, id);
  }
}
