import { ConflictError } from '@journal/errors';
import { withTransaction } from '@journal/db';
import {
  publishEmailVerified,
  publishProfileUpdated,
  publishUserRegistered,
} from '../events/user-events.publisher';
import * as tokens from '../repositories/email-verification-tokens.repository';
import { isUniqueViolation } from '../repositories/pg-errors';
import * as users from '../repositories/users.repository';
import { EMAIL_UNIQUE_INDEX, type UserRow } from '../repositories/users.repository';
import type { RegistrationInput } from './registration.input';
import type { DomainDeps } from './domain-deps';
import { DUPLICATE_EMAIL } from './messages';
import { hashVerificationToken, newVerificationToken, VERIFICATION_TOKEN_TTL_MS } from './verification-token';

/** Email check, registration and the email verification link. */
export class RegistrationService {
  constructor(private readonly deps: DomainDeps) {}

  async emailExists(email: string): Promise<boolean> {
    return (await users.findByEmail(this.deps.pool, email)) !== undefined;
  }

  async register(input: RegistrationInput): Promise<UserRow> {
    // Early answer without paying for a hash; the unique index below settles races.
    if (await users.findByEmail(this.deps.pool, input.email)) throw new ConflictError(DUPLICATE_EMAIL);
    const passwordHash = await this.deps.hasher.hash(input.password);
    const token = newVerificationToken();
    let user: UserRow;
    try {
      user = await withTransaction(this.deps.pool, async (client) => {
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
        const reference = await tokens.insert(client, {
          userId: created.id,
          tokenHash: token.hash,
          email: created.email,
          expiresAt: new Date(Date.now() + VERIFICATION_TOKEN_TTL_MS),
        });
        await publishUserRegistered(client, created, reference);
        return created;
      });
    } catch (error) {
      if (isUniqueViolation(error, EMAIL_UNIQUE_INDEX)) throw new ConflictError(DUPLICATE_EMAIL);
      throw error;
    }
    this.deps.eventsWritten();
    // The link itself is never logged: whoever reads the logs could verify the address.
    this.deps.logger.info({ userId: user.id }, 'author registered; verification mail queued');
    return user;
  }

  /** Marks the address verified when the token is valid and still matches the account's address. */
  async verifyEmail(rawToken: string): Promise<boolean> {
    if (!rawToken || rawToken.length > 200) return false;
    const outcome = await withTransaction(this.deps.pool, async (client) => {
      const claim = await tokens.consume(client, hashVerificationToken(rawToken));
      if (!claim) return { verified: false, changed: false };
      if (claim.purpose === 'registration') {
        const verified = await users.markEmailVerified(client, claim.user_id, claim.email);
        if (verified) await publishEmailVerified(client, verified);
        return { verified: verified !== undefined, changed: verified !== undefined };
      }
      // An email change: the new address becomes the account's only now, if nobody took it meanwhile.
      const taken = await users.findByEmail(client, claim.email);
      if (taken) return { verified: taken.id === claim.user_id, changed: false };
      await users.findById(client, claim.user_id, { forUpdate: true });
      const { user, previous } = await users.changeEmail(client, claim.user_id, claim.email);
      await publishProfileUpdated(client, user, previous);
      await publishEmailVerified(client, user);
      return { verified: true, changed: true };
    }).catch((error: unknown) => {
      // Registered by someone else between the check and the update: the link proves nothing now.
      if (isUniqueViolation(error, EMAIL_UNIQUE_INDEX)) return { verified: false, changed: false };
      throw error;
    });
    // `changed`: events were written (a verification, or a new address and its verification).
    if (outcome.changed) this.deps.eventsWritten();
    return outcome.verified;
  }
}

export function verificationUrl(publicUrl: string, rawToken: string): string {
  return `${publicUrl.replace(/\/$/, '')}/api/registration/verify-email?token=${encodeURIComponent(rawToken)}`;
}
