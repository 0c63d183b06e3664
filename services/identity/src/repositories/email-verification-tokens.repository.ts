import type { Queryable } from '@journal/db';
import { consumeToken, rehashToken } from './one-time-tokens.repository';

// SQL over identity.email_verification_tokens (hashes only).

export type VerificationPurpose = 'registration' | 'email_change';
export interface VerificationClaim {
  user_id: string;
  email: string;
  purpose: VerificationPurpose;
}

export async function insert(
  db: Queryable,
  token: {
    userId: string;
    tokenHash: string;
    email: string;
    expiresAt: Date;
    purpose?: VerificationPurpose;
  },
): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO identity.email_verification_tokens (user_id, token_hash, email, expires_at, purpose)
     VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [token.userId, token.tokenHash, token.email, token.expiresAt, token.purpose ?? 'registration'],
  );
  return rows[0]!.id;
}

/** Gives a pending verification a new token hash (see rehashToken). */
export function rehash(db: Queryable, id: string, tokenHash: string): Promise<{ email: string } | undefined> {
  return rehashToken(db, 'email_verification_tokens', id, tokenHash);
}

/** Email-change links created for the account in the last hour (used or not): the mail limit. */
export async function countRecentEmailChanges(db: Queryable, userId: string): Promise<number> {
  const { rows } = await db.query<{ count: string }>(
    `SELECT count(*) FROM identity.email_verification_tokens
     WHERE user_id = $1 AND purpose = 'email_change' AND created_at > now() - interval '1 hour'`,
    [userId],
  );
  return Number(rows[0]?.count ?? 0);
}

/**
 * Verification mails sent to `email` in the last hour by any account (registration or email change),
 * and when the oldest of them leaves the window. Call under lockAddress, so parallel requests from
 * different accounts are counted one after the other.
 */
export async function recentMailsTo(
  db: Queryable,
  email: string,
): Promise<{ count: number; retryAfterSeconds: number }> {
  const { rows } = await db.query<{ count: string; retry: number | null }>(
    `SELECT count(*) AS count,
            ceil(extract(epoch FROM min(created_at) + interval '1 hour' - now()))::int AS retry
     FROM identity.email_verification_tokens
     WHERE lower(email) = lower($1) AND created_at > now() - interval '1 hour'`,
    [email],
  );
  return { count: Number(rows[0]?.count ?? 0), retryAfterSeconds: Math.max(1, rows[0]?.retry ?? 1) };
}

/** A transaction lock on one address (released at COMMIT or ROLLBACK). */
export async function lockAddress(db: Queryable, email: string): Promise<void> {
  await db.query(`SELECT pg_advisory_xact_lock(hashtextextended('identity.mail-to:' || lower($1), 0))`, [
    email,
  ]);
}

/** Only the latest requested address can be confirmed; earlier links stop working (kept for the count). */
export async function supersedePendingEmailChanges(db: Queryable, userId: string): Promise<void> {
  await db.query(
    `UPDATE identity.email_verification_tokens SET used_at = now()
     WHERE user_id = $1 AND purpose = 'email_change' AND used_at IS NULL`,
    [userId],
  );
}

/** Marks a valid (unused, unexpired) token used and returns whom it verifies; undefined otherwise. */
export function consume(db: Queryable, tokenHash: string): Promise<VerificationClaim | undefined> {
  return consumeToken<VerificationClaim>(db, 'email_verification_tokens', tokenHash, [
    'user_id',
    'email',
    'purpose',
  ]);
}

/** Drops pending tokens of a user (their address changed, so the old links must stop working). */
export async function deletePendingForUser(db: Queryable, userId: string): Promise<void> {
  await db.query('DELETE FROM identity.email_verification_tokens WHERE user_id = $1 AND used_at IS NULL', [
    userId,
  ]);
}
