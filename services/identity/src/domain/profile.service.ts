import type { AuthClaims } from '@journal/auth';
import { withTransaction } from '@journal/db';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '@journal/errors';
import { publishProfileUpdated } from '../events/user-events.publisher';
import { emailVerificationTokensRepository as tokens } from '../repositories/email-verification-tokens.repository';
import { isUniqueViolation } from '../repositories/pg-errors';
import { EMAIL_UNIQUE_INDEX, usersRepository as users, type UserRow } from '../repositories/users.repository';
import type { ProfileUpdateInput } from '../validation/profile-update.schema';
import { readAuthorSubmissions } from './author-submissions';
import type { DomainDeps } from './domain-deps';
import { accountKey, ipKey, type LoginGuard } from './login-guard';
import { DUPLICATE_EMAIL, NOT_OWN_ACCOUNT, USER_NOT_FOUND, WRONG_CURRENT_PASSWORD } from './messages';
import type { RegistrationService } from './registration.service';
import type { SubmissionsReader } from './submissions-reader.port';
import { profileUser, type ProfileUser } from './user.view';
import { newVerificationToken, VERIFICATION_TOKEN_TTL_MS } from './verification-token';

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export interface ProfileUpdateResult {
  user: UserRow;
  emailChanged: boolean;
  /** A fresh session token when the address (a token claim) changed. */
  token?: string;
}

/**
 * The author's own account: profile, profile changes, institution. Access is by the token's subject;
 * an email sent along must be that account's current address, or the call is refused (403).
 */
export function createProfileService(
  deps: DomainDeps,
  guard: LoginGuard,
  submissions: SubmissionsReader,
  registration: RegistrationService,
) {
  const { pool } = deps;

  async function ownAccount(auth: AuthClaims, email?: string): Promise<UserRow> {
    const user = await users.findById(pool, auth.sub);
    if (!user) throw new NotFoundError(USER_NOT_FOUND);
    if (email !== undefined && !sameEmail(email, user.email)) throw new ForbiddenError(NOT_OWN_ACCOUNT);
    return user;
  }

  async function profileOf(user: UserRow): Promise<{ user: ProfileUser; submissionsUnavailable: boolean }> {
    const { result, unavailable } = await readAuthorSubmissions(submissions, user.id, deps.logger);
    return { user: profileUser(user, result), submissionsUnavailable: unavailable };
  }

  /** Checks the current password before anything is written; wrong answers count as failed logins. */
  async function checkCurrentPassword(user: UserRow, current: string, ip: string | undefined): Promise<void> {
    const keys = { account: accountKey('author', user.email), ip: ipKey(ip) };
    await guard.attempt(
      keys,
      async () =>
        user.password_hash && (await deps.hasher.verify(user.password_hash, current)) ? true : undefined,
      () => new ValidationError(WRONG_CURRENT_PASSWORD),
    );
  }

  return {
    async getByEmail(auth: AuthClaims, email: string | undefined) {
      return profileOf(await ownAccount(auth, email));
    },

    async getById(auth: AuthClaims, id: string) {
      if (id !== auth.sub) throw new ForbiddenError(NOT_OWN_ACCOUNT);
      return profileOf(await ownAccount(auth));
    },

    /** Names, email and password change together or not at all. */
    async update(
      auth: AuthClaims,
      input: ProfileUpdateInput,
      ip: string | undefined,
    ): Promise<ProfileUpdateResult> {
      const before = await ownAccount(auth, input.userEmail);
      if (input.passwordChange) await checkCurrentPassword(before, input.passwordChange.current, ip);
      const newHash = input.passwordChange ? await deps.hasher.hash(input.passwordChange.next) : undefined;
      const newEmail =
        input.newEmail !== undefined && !sameEmail(input.newEmail, before.email) ? input.newEmail : undefined;
      const verification = newEmail ? newVerificationToken() : undefined;
      const unchanged =
        !newHash &&
        !newEmail &&
        input.givenNames === before.given_names &&
        input.familyName === before.family_name &&
        (input.orcid === undefined || input.orcid === before.orcid);
      if (unchanged) return { user: before, emailChanged: false };

      let user: UserRow;
      try {
        user = await withTransaction(pool, async (client) => {
          const locked = await users.findById(client, before.id, { forUpdate: true });
          if (!locked) throw new NotFoundError(USER_NOT_FOUND);
          // The password checked above must still be the account's (no change slipped in between).
          if (newHash && locked.password_hash !== before.password_hash)
            throw new ValidationError(WRONG_CURRENT_PASSWORD);
          if (newEmail && (await users.findByEmail(client, newEmail)))
            throw new ConflictError(DUPLICATE_EMAIL);
          const updated = await users.updateProfile(client, locked.id, {
            givenNames: input.givenNames,
            familyName: input.familyName,
            email: newEmail,
            passwordHash: newHash,
            orcid: input.orcid,
          });
          if (newEmail && verification) {
            await tokens.deletePendingForUser(client, updated.id);
            await tokens.insert(client, {
              userId: updated.id,
              tokenHash: verification.hash,
              email: updated.email,
              expiresAt: new Date(Date.now() + VERIFICATION_TOKEN_TTL_MS),
            });
          }
          await publishProfileUpdated(client, updated, verification?.raw);
          return updated;
        });
      } catch (error) {
        if (isUniqueViolation(error, EMAIL_UNIQUE_INDEX)) throw new ConflictError(DUPLICATE_EMAIL);
        throw error;
      }
      deps.eventsWritten();
      if (verification) registration.logVerificationLink(user, verification.raw, 'email change');
      return {
        user,
        emailChanged: newEmail !== undefined,
        token: newEmail ? deps.signer.sign({ sub: user.id, email: user.email, role: 'author' }) : undefined,
      };
    },

    async getInstitution(auth: AuthClaims, email: string | undefined): Promise<string | null> {
      return (await ownAccount(auth, email)).institution;
    },

    async setInstitution(auth: AuthClaims, email: string | undefined, institution: string): Promise<string> {
      const user = await ownAccount(auth, email);
      const updated = await users.setInstitution(pool, user.id, institution);
      if (!updated) throw new NotFoundError(USER_NOT_FOUND);
      return updated.institution ?? institution;
    },

    /** For other services (GET /internal/users/:userId). */
    async internalUser(id: string) {
      const user = await users.findById(pool, id);
      if (!user) throw new NotFoundError(USER_NOT_FOUND);
      return { id: user.id, email: user.email, given_names: user.given_names, family_name: user.family_name };
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
