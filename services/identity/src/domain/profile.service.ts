import type { AuthClaims } from '@journal/auth';
import { withTransaction, type PoolClient } from '@journal/db';
import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  TooManyRequestsError,
  ValidationError,
} from '@journal/errors';
import {
  publishEditorialProfile,
  publishEmailChangeRequested,
  publishProfileUpdated,
} from '../events/user-events.publisher';
import type { EditorialPreferences } from './editorial-preferences.input';
import * as tokens from '../repositories/email-verification-tokens.repository';
import * as orcidConnections from '../repositories/orcid-connections.repository';
import * as users from '../repositories/users.repository';
import type { UserRow } from '../repositories/users.repository';
import type { ProfileUpdateInput } from './profile-update.input';
import { readAuthorSubmissions } from './author-submissions';
import type { DomainDeps } from './domain-deps';
import type { LoginGuard } from './login-guard';
import type { OrcidSignInService } from './orcid-sign-in.service';
import {
  DUPLICATE_EMAIL,
  EMAIL_CHANGE_NEEDS_PASSWORD,
  NOT_OWN_ACCOUNT,
  TOO_MANY_EMAIL_CHANGES,
  TOO_MANY_MAILS_TO_ADDRESS,
  USER_NOT_FOUND,
  WRONG_CURRENT_PASSWORD,
} from './messages';
import type { SubmissionsReader } from './submissions-reader.port';
import { profileUser, userIdentity, type ProfileUser } from './user.view';
import { newVerificationToken, VERIFICATION_TOKEN_TTL_MS } from './verification-token';

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Verification mails one account may have sent to new addresses in an hour. */
export const EMAIL_CHANGE_MAILS_PER_HOUR = 3;
/** Verification mails one address may receive in an hour, whichever accounts ask (issue 26 item 7). */
export const CONFIRMATION_MAILS_PER_ADDRESS_PER_HOUR = 3;

export interface ProfileUpdateResult {
  user: UserRow;
  /** A change of address was requested (it takes effect when the new address confirms it). */
  emailChanged: boolean;
}

/**
 * The author's own account: profile, profile changes, institution. Access is by the token's subject;
 * an email sent along must be that account's current address, or the call is refused (403).
 */
export class ProfileService {
  constructor(
    private readonly deps: DomainDeps,
    private readonly guard: LoginGuard,
    private readonly submissions: SubmissionsReader,
    private readonly orcid: OrcidSignInService,
  ) {}

  async getByEmail(auth: AuthClaims, email: string | undefined) {
    return this.profileOf(await this.ownAccount(auth, email));
  }

  async getById(auth: AuthClaims, id: string) {
    if (id !== auth.sub) throw new ForbiddenError(NOT_OWN_ACCOUNT);
    return this.profileOf(await this.ownAccount(auth));
  }

  /**
   * Names and password change at once; a new address only when the link mailed to it is opened
   * (confirmEmailChange). Changing either needs the current password; a password change ends every
   * other session of the account.
   */
  async update(
    auth: AuthClaims,
    input: ProfileUpdateInput,
    ip: string | undefined,
  ): Promise<ProfileUpdateResult> {
    const before = await this.ownAccount(auth, input.userEmail);
    const newEmail =
      input.newEmail !== undefined && !sameEmail(input.newEmail, before.email) ? input.newEmail : undefined;
    if (newEmail && !input.currentPassword) throw new ValidationError(EMAIL_CHANGE_NEEDS_PASSWORD);
    if (newEmail && (await users.findByEmail(this.deps.pool, newEmail)))
      throw new ConflictError(DUPLICATE_EMAIL);
    if (input.passwordChange || newEmail)
      await this.checkCurrentPassword(before, input.currentPassword ?? '', ip);
    const newHash = input.passwordChange ? await this.deps.hasher.hash(input.passwordChange.next) : undefined;
    const verification = newEmail ? newVerificationToken() : undefined;
    const unchanged =
      !newHash &&
      !newEmail &&
      input.givenNames === before.given_names &&
      input.familyName === before.family_name &&
      (input.orcid === undefined || input.orcid === before.orcid);
    if (unchanged) return { user: before, emailChanged: false };

    let reference: string | undefined;
    const { user, endedSessions } = await withTransaction(this.deps.pool, async (client) => {
      const locked = await users.findById(client, before.id, { forUpdate: true });
      if (!locked) throw new NotFoundError(USER_NOT_FOUND);
      // The password checked above must still be the account's (no change slipped in between).
      if ((newHash || newEmail) && locked.password_hash !== before.password_hash)
        throw new ValidationError(WRONG_CURRENT_PASSWORD);
      if (newEmail && verification) {
        // Counted under the row lock, so parallel requests cannot all pass the limit.
        if ((await tokens.countRecentEmailChanges(client, locked.id)) >= EMAIL_CHANGE_MAILS_PER_HOUR)
          throw new TooManyRequestsError(TOO_MANY_EMAIL_CHANGES, 3600);
        // Per target address too: many throwaway accounts must not flood one stranger's mailbox.
        await tokens.lockAddress(client, newEmail);
        const toAddress = await tokens.recentMailsTo(client, newEmail);
        if (toAddress.count >= CONFIRMATION_MAILS_PER_ADDRESS_PER_HOUR)
          throw new TooManyRequestsError(TOO_MANY_MAILS_TO_ADDRESS, toAddress.retryAfterSeconds);
        await tokens.supersedePendingEmailChanges(client, locked.id);
        reference = await tokens.insert(client, {
          userId: locked.id,
          tokenHash: verification.hash,
          email: newEmail,
          purpose: 'email_change',
          expiresAt: new Date(Date.now() + VERIFICATION_TOKEN_TTL_MS),
        });
      }
      const updated = await users.updateProfile(client, locked.id, {
        givenNames: input.givenNames,
        familyName: input.familyName,
        passwordHash: newHash,
        orcid: input.orcid,
      });
      // A typed iD replacing the connected one: ORCID's grant was for the other iD, so it is forgotten.
      if (locked.orcid_authenticated && !updated.orcid_authenticated)
        await orcidConnections.remove(client, updated.id);
      if (newEmail && reference) await publishEmailChangeRequested(client, updated, newEmail, reference);
      await publishProfileUpdated(client, updated);
      const ended = newHash ? await this.deps.sessions.endOthers(client, 'author', updated.id, auth.sid) : [];
      return { user: updated, endedSessions: ended };
    });
    this.deps.eventsWritten();
    await this.deps.sessions.announce(endedSessions);
    return { user, emailChanged: newEmail !== undefined };
  }

  async getInstitution(auth: AuthClaims, email: string | undefined): Promise<string | null> {
    return (await this.ownAccount(auth, email)).institution;
  }

  async setInstitution(auth: AuthClaims, email: string | undefined, institution: string): Promise<string> {
    const user = await this.ownAccount(auth, email);
    if (user.institution === institution) return institution;
    // Announced with the profile (issue 30): submissions take the institution as the author's affiliation.
    const updated = await withTransaction(this.deps.pool, async (client) => {
      const row = await users.setInstitution(client, user.id, institution);
      if (row) await publishProfileUpdated(client, row);
      return row;
    });
    if (!updated) throw new NotFoundError(USER_NOT_FOUND);
    this.deps.eventsWritten();
    return updated.institution ?? institution;
  }

  /** Reviewing interests and muted editor mails (issue 29): the lists sent replace the stored ones. */
  async setEditorialPreferences(
    auth: AuthClaims,
    email: string | undefined,
    prefs: EditorialPreferences,
  ): Promise<UserRow> {
    const user = await this.ownAccount(auth, email);
    if (Object.values(prefs).every((value) => value === undefined)) return user;
    return this.changeEditorialSide(user.id, (client) =>
      users.setEditorialPreferences(client, user.id, prefs),
    );
  }

  /** One change of the account with its identity.user.editorial_profile_updated.v1, in one transaction. */
  private async changeEditorialSide(
    id: string,
    change: (client: PoolClient) => Promise<UserRow | undefined>,
  ): Promise<UserRow> {
    const updated = await withTransaction(this.deps.pool, async (client) => {
      const row = await change(client);
      if (!row) throw new NotFoundError(USER_NOT_FOUND);
      await publishEditorialProfile(client, row);
      return row;
    });
    this.deps.eventsWritten();
    return updated;
  }

  /** For other services (GET /internal/users/:userId). */
  async internalUser(id: string) {
    const user = await users.findById(this.deps.pool, id);
    if (!user) throw new NotFoundError(USER_NOT_FOUND);
    return userIdentity(user);
  }

  private async ownAccount(auth: AuthClaims, email?: string): Promise<UserRow> {
    const user = await users.findById(this.deps.pool, auth.sub);
    if (!user) throw new NotFoundError(USER_NOT_FOUND);
    // The token's own address counts too: right after a confirmed email change the browser still holds
    // the old one until its next refresh, and the account is chosen by the token's subject anyway.
    if (email !== undefined && !sameEmail(email, user.email) && !sameEmail(email, auth.email))
      throw new ForbiddenError(NOT_OWN_ACCOUNT);
    return user;
  }

  private async profileOf(user: UserRow): Promise<{ user: ProfileUser; submissionsUnavailable: boolean }> {
    const { result, unavailable } = await readAuthorSubmissions(this.submissions, user.id, this.deps.logger);
    return {
      user: profileUser(user, result, await this.orcid.statusOf(user)),
      submissionsUnavailable: unavailable,
    };
  }

  /** Checks the current password before anything is written; wrong answers count as failed logins. */
  private async checkCurrentPassword(user: UserRow, current: string, ip: string | undefined): Promise<void> {
    await this.guard.attempt(
      { kind: 'author', email: user.email, ip },
      async () =>
        user.password_hash && (await this.deps.hasher.verify(user.password_hash, current)) ? true : undefined,
      () => new ValidationError(WRONG_CURRENT_PASSWORD),
    );
  }
}
