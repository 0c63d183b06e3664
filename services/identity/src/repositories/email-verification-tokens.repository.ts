import type { Queryable } from '@journal/db';

/** SQL over identity.email_verification_tokens (hashes only). */
export const emailVerificationTokensRepository = {
  async insert(
    db: Queryable,
    token: { userId: string; tokenHash: string; email: string; expiresAt: Date },
  ): Promise<void> {
    await db.query(
      'INSERT INTO identity.email_verification_tokens (user_id, token_hash, email, expires_at) VALUES ($1, $2, $3, $4)',
      [token.userId, token.tokenHash, token.email, token.expiresAt],
    );
  },

  /** Marks a valid (unused, unexpired) token used and returns whom it verifies; undefined otherwise. */
  async consume(db: Queryable, tokenHash: string): Promise<{ user_id: string; email: string } | undefined> {
    const { rows } = await db.query<{ user_id: string; email: string }>(
      `UPDATE identity.email_verification_tokens SET used_at = now()
       WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()
       RETURNING user_id, email`,
      [tokenHash],
    );
    return rows[0];
  },

  /** Drops pending tokens of a user (their address changed, so the old links must stop working). */
  async deletePendingForUser(db: Queryable, userId: string): Promise<void> {
    await db.query('DELETE FROM identity.email_verification_tokens WHERE user_id = $1 AND used_at IS NULL', [
      userId,
    ]);
  },
};
