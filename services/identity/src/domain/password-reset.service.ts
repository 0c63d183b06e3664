import { withTransaction } from '@journal/db';
import { NotFoundError, TooManyRequestsError, ValidationError } from '@journal/errors';
import { publishPasswordResetRequested, type ResetAccount } from '../events/user-events.publisher';
import * as admins from '../repositories/admins.repository';
import * as resets from '../repositories/password-reset-tokens.repository';
import * as users from '../repositories/users.repository';
import type { DomainDeps } from './domain-deps';
import type { LoginThrottle } from '../repositories/login-throttle.port';
import { PASSWORD_RESET_LINK_INVALID, TOO_MANY_PASSWORD_RESETS } from './messages';
import type { PasswordResetConfirmInput } from './password-reset.input';
import { hashVerificationToken, newVerificationToken } from './verification-token';

/** A reset link works for one hour after it was asked for. */
export const PASSWORD_RESET_TTL_SECONDS = 3600;

/**
 * Requests per address (whoever asks, for an account or not: the count tells nothing) and per client
 * address. The first keeps one mailbox from being flooded, as the 3 confirmation mails an hour do; the
 * second keeps one host from probing or mailing many addresses.
 */
export const PASSWORD_RESET_LIMITS = {
  address: { limit: 3, windowSeconds: 3600 },
  ip: { limit: 30, windowSeconds: 3600 },
} as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const invalidLink = () =>
  new ValidationError(PASSWORD_RESET_LINK_INVALID, [
    { field: 'token', message: PASSWORD_RESET_LINK_INVALID },
  ]);

/**
 * Forgotten passwords of authors, editors (author accounts) and administrators. The request answers the
 * same whether an account exists or not; the link's token is minted when the mail is sent (tokenFor) and
 * only its sha256 is stored; the reset ends every session of the account.
 */
export class PasswordResetService {
  constructor(
    private readonly deps: DomainDeps,
    /** The login throttle's counters (Redis across instances, memory embedded), under keys of their own. */
    private readonly counters: LoginThrottle,
  ) {}

  /** Charges the request to its address and client counters; 429 when one is full. */
  async admit(email: string, ip: string | undefined): Promise<void> {
    const reservation = await this.counters.reserve([
      { key: `password-reset:address:${email.trim().toLowerCase()}`, ...PASSWORD_RESET_LIMITS.address },
      { key: `password-reset:ip:${ip ?? 'unknown'}`, ...PASSWORD_RESET_LIMITS.ip },
    ]);
    if (!reservation.granted)
      throw new TooManyRequestsError(TOO_MANY_PASSWORD_RESETS, reservation.retryAfterSeconds);
  }

  /**
   * Creates the links after the request was answered, so its answer and its timing are the same for
   * known and unknown addresses. A failure here can only be logged: the answer never promised a mail.
   */
  sendLinksLater(email: string): void {
    this.createLinks(email).catch((error: unknown) =>
      this.deps.logger.error({ err: error }, 'password reset link not created'),
    );
  }

  /** One link per account of the address (an author's and an administrator's may share one). */
  async createLinks(email: string): Promise<number> {
    const accounts = await this.accountsOf(email);
    for (const account of accounts) {
      await withTransaction(this.deps.pool, async (client) => {
        await resets.supersedePending(client, account.kind, account.id);
        // A placeholder hash nobody holds: the mailed token replaces it when the mail is sent.
        const reference = await resets.insert(client, {
          kind: account.kind,
          subjectId: account.id,
          email: account.email,
          tokenHash: newVerificationToken().hash,
          ttlSeconds: PASSWORD_RESET_TTL_SECONDS,
        });
        await publishPasswordResetRequested(client, account, reference);
      });
      // The link itself is never logged: whoever reads the logs could take over the account.
      this.deps.logger.info({ accountId: account.id, kind: account.kind }, 'password reset mail queued');
    }
    if (accounts.length) this.deps.eventsWritten();
    return accounts.length;
  }

  /** The token for a reset mail (the notification service, when it sends); 404 once used, expired or superseded. */
  async tokenFor(reference: string): Promise<{ token: string; email: string }> {
    const fresh = newVerificationToken();
    const pending = UUID.test(reference)
      ? await resets.rehash(this.deps.pool, reference, fresh.hash)
      : undefined;
    if (!pending) throw new NotFoundError('Password reset no longer pending');
    return { token: fresh.raw, email: pending.email };
  }

  /** Sets the new password once per link and ends every session of the account. */
  async confirm(input: PasswordResetConfirmInput): Promise<void> {
    if (!input.token || input.token.length > 200) throw invalidLink();
    const tokenHash = hashVerificationToken(input.token);
    // Hashing costs: a link that cannot work is refused before paying for it.
    if (!(await resets.isValid(this.deps.pool, tokenHash))) throw invalidLink();
    const passwordHash = await this.deps.hasher.hash(input.password);
    const ended = await withTransaction(this.deps.pool, async (client) => {
      // Consumed under the row's lock: of two parallel uses of one link, one wins, the other gets 400.
      const claim = await resets.consume(client, tokenHash);
      if (!claim) throw invalidLink();
      const { subject_kind: kind, subject_id: id } = claim;
      const changed =
        kind === 'admin'
          ? await admins.setPasswordHash(client, id, passwordHash)
          : await users.setPasswordHash(client, id, passwordHash);
      if (!changed) throw invalidLink();
      await resets.supersedePending(client, kind, id);
      return this.deps.sessions.endAll(client, kind, id, 'password reset');
    });
    await this.deps.sessions.announce(ended);
    this.deps.logger.info({ sessionsEnded: ended.length }, 'password reset; sessions ended');
  }

  private async accountsOf(email: string): Promise<ResetAccount[]> {
    const [user, admin] = await Promise.all([
      users.findByEmail(this.deps.pool, email),
      admins.findByEmail(this.deps.pool, email),
    ]);
    const found: ResetAccount[] = [];
    if (user)
      found.push({
        kind: 'author',
        id: user.id,
        email: user.email,
        givenNames: user.given_names,
        familyName: user.family_name,
        version: user.version,
      });
    if (admin)
      found.push({
        kind: 'admin',
        id: admin.id,
        email: admin.email,
        givenNames: admin.given_names,
        familyName: admin.family_name,
        version: 1,
      });
    return found;
  }
}
