import { ConflictError, NotFoundError } from '@journal/errors';
import { countLogin } from '@journal/metrics';
import { withTransaction } from '@journal/db';
import { isUniqueViolation } from '../repositories/pg-errors';
import * as users from '../repositories/users.repository';
import type { UserRow } from '../repositories/users.repository';
import { NAME_MAX } from './registration.input';
import type { DomainDeps } from './domain-deps';
import type { GoogleIdentity, GoogleTokenVerifier } from './google-token.port';

export const GOOGLE_DISABLED = 'Google sign-in is not enabled on this server.';

/**
 * Sign-in with a Google ID token: finds the author by Google account id, else links the author with the
 * same (Google-verified) email, else creates one without a password. Answers like a password login.
 *
 * A newly created Google account emits no identity.user.registered.v1: that contract carries a
 * verification token and Google already verified the address. The submission service names such an
 * author from the access token's names (ADR 0026) until a profile update announces the account.
 */
export class GoogleSignInService {
  constructor(
    private readonly deps: DomainDeps,
    private readonly verifier: GoogleTokenVerifier | undefined,
  ) {}

  get enabled(): boolean {
    return this.verifier !== undefined;
  }

  async signIn(credential: string): Promise<{ token: string; refreshToken: string; user: UserRow }> {
    if (!this.verifier) throw new NotFoundError(GOOGLE_DISABLED);
    return countLogin('google', this.signInWith(this.verifier, credential));
  }

  private async signInWith(verifier: GoogleTokenVerifier, credential: string) {
    const identity = await verifier.verify(credential);
    let user: UserRow;
    try {
      user = await this.findOrCreate(identity);
    } catch (error) {
      // Two first sign-ins at once: the loser finds what the winner created.
      if (!isUniqueViolation(error)) throw error;
      user = await this.findOrCreate(identity);
    }
    return { ...(await this.deps.sessions.open('author', user)), user };
  }

  private findOrCreate(identity: GoogleIdentity): Promise<UserRow> {
    return withTransaction(this.deps.pool, async (client) => {
      const linked = await users.findByGoogleSub(client, identity.sub);
      if (linked) return linked;
      const sameEmail = await users.findByEmail(client, identity.email);
      if (sameEmail) {
        if (sameEmail.google_sub)
          throw new ConflictError('This email is already linked to another Google account.');
        this.deps.logger.info(
          { userId: sameEmail.id, emailWasVerified: sameEmail.email_verified },
          'google account linked to author',
        );
        return users.linkGoogle(client, sameEmail.id, identity.sub);
      }
      const localPart = identity.email.split('@')[0] ?? identity.email;
      const created = await users.insert(client, {
        email: identity.email,
        givenNames: (identity.givenName?.trim() || localPart).slice(0, NAME_MAX),
        familyName: (identity.familyName?.trim() ?? '').slice(0, NAME_MAX),
        passwordHash: null,
        emailVerified: true,
        marketingAccepted: false,
        termsAcceptedAt: null,
        googleSub: identity.sub,
      });
      this.deps.logger.info({ userId: created.id }, 'author created through google sign-in');
      return created;
    });
  }
}
