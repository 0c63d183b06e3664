import { ConflictError } from '@journal/errors';
import { withTransaction } from '@journal/db';
import { publishUserRegistered } from '../events/user-events.publisher';
import { emailVerificationTokensRepository as tokens } from '../repositories/email-verification-tokens.repository';
import { isUniqueViolation } from '../repositories/pg-errors';
import { EMAIL_UNIQUE_INDEX, usersRepository as users, type UserRow } from '../repositories/users.repository';
import type { RegistrationInput } from '../validation/registration.schema';
import type { DomainDeps } from './domain-deps';
import { DUPLICATE_EMAIL } from './messages';
import { hashVerificationToken, newVerificationToken, VERIFICATION_TOKEN_TTL_MS } from './verification-token';

/** Email check, registration and the email verification link. */
export function createRegistrationService(deps: DomainDeps) {
  const { pool, logger } = deps;

  /** Until the notification service mails it, the link is only in the log (never with a password). */
  const logVerificationLink = (user: UserRow, rawToken: string, reason: string) =>
    logger.info(
      { userId: user.id, verificationUrl: verificationUrl(deps.publicUrl, rawToken) },
      `email verification link (${reason})`,
    );

  return {
    async emailExists(email: string): Promise<boolean> {
      return (await users.findByEmail(pool, email)) !== undefined;
    },

    async register(input: RegistrationInput): Promise<UserRow> {
      // Early answer without paying for a hash; the unique index below settles races.
      if (await users.findByEmail(pool, input.email)) throw new ConflictError(DUPLICATE_EMAIL);
      const passwordHash = await deps.hasher.hash(input.password);
      const token = newVerificationToken();
      let user: UserRow;
      try {
        user = await withTransaction(pool, async (client) => {
          const created = await users.insert(client, {
            email: input.email,
            givenNames: input.givenNames,
            familyName: input.familyName,
            passwordHash,
            emailVerified: false,
            marketingAccepted: input.marketingAccepted,
            termsAcceptedAt: new Date(),
            googleSub: null,
          });
          await tokens.insert(client, {
            userId: created.id,
            tokenHash: token.hash,
            email: created.email,
            expiresAt: new Date(Date.now() + VERIFICATION_TOKEN_TTL_MS),
          });
          await publishUserRegistered(client, created, token.raw);
          return created;
        });
      } catch (error) {
        if (isUniqueViolation(error, EMAIL_UNIQUE_INDEX)) throw new ConflictError(DUPLICATE_EMAIL);
        throw error;
      }
      deps.eventsWritten();
      logVerificationLink(user, token.raw, 'registration');
      return user;
    },

    /** Marks the address verified when the token is valid and still matches the account's address. */
    async verifyEmail(rawToken: string): Promise<boolean> {
      if (!rawToken || rawToken.length > 200) return false;
      return withTransaction(pool, async (client) => {
        const claim = await tokens.consume(client, hashVerificationToken(rawToken));
        if (!claim) return false;
        return users.markEmailVerified(client, claim.user_id, claim.email);
      });
    },

    logVerificationLink,
  };
}

export function verificationUrl(publicUrl: string, rawToken: string): string {
  return `${publicUrl.replace(/\/$/, '')}/api/registration/verify-email?token=${encodeURIComponent(rawToken)}`;
}

export type RegistrationService = ReturnType<typeof createRegistrationService>;
