import type { Queryable } from '@journal/db';

// SQL both one-time link tables share (identity.email_verification_tokens, identity.password_reset_tokens:
// hashes only). A link is valid while unused and unexpired by the database's clock (`now()`), the one every
// identity instance shares, so a link expires at the same moment everywhere.

export type OneTimeTokenTable = 'email_verification_tokens' | 'password_reset_tokens';

/**
 * Gives a pending link a new token hash (the previous link stops working; the mail worker's fetch, just
 * before it sends); undefined when the reference is unknown, used or expired.
 */
export async function rehashToken(
  db: Queryable,
  table: OneTimeTokenTable,
  id: string,
  tokenHash: string,
): Promise<{ email: string } | undefined> {
  const { rows } = await db.query<{ email: string }>(
    `UPDATE identity.${table} SET token_hash = $2
     WHERE id = $1 AND used_at IS NULL AND expires_at > now() RETURNING email`,
    [id, tokenHash],
  );
  return rows[0];
}

/** Marks a valid link used and returns the `returning` columns of its row; undefined otherwise. */
export async function consumeToken<R extends object>(
  db: Queryable,
  table: OneTimeTokenTable,
  tokenHash: string,
  returning: readonly (keyof R & string)[],
): Promise<R | undefined> {
  const { rows } = await db.query<R>(
    `UPDATE identity.${table} SET used_at = now()
     WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()
     RETURNING ${returning.join(', ')}`,
    [tokenHash],
  );
  return rows[0];
}
