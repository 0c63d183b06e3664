import type { Queryable } from '@journal/db';
import type { SubjectKind } from './sessions.repository';

// SQL over identity.password_reset_tokens (hashes only). Validity is judged by the database's clock
// (`now()`), the one every identity instance shares, so a link expires at the same moment everywhere.

/** Whose password a valid reset link changes. */
export interface PasswordResetClaim {
  subject_kind: SubjectKind;
  subject_id: string;
}

export async function insert(
  db: Queryable,
  link: { kind: SubjectKind; subjectId: string; email: string; tokenHash: string; ttlSeconds: number },
): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO identity.password_reset_tokens (subject_kind, subject_id, email, token_hash, expires_at)
     VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5)) RETURNING id`,
    [link.kind, link.subjectId, link.email, link.tokenHash, link.ttlSeconds],
  );
  return rows[0]!.id;
}

/** Only the latest requested link of an account works; earlier unused ones stop (kept as used). */
export async function supersedePending(db: Queryable, kind: SubjectKind, subjectId: string): Promise<void> {
  await db.query(
    `UPDATE identity.password_reset_tokens SET used_at = now()
     WHERE subject_kind = $1 AND subject_id = $2 AND used_at IS NULL`,
    [kind, subjectId],
  );
}

/**
 * Gives a pending link a new token hash (the mail worker's fetch, just before it sends); undefined when
 * the reference is unknown, used or expired.
 */
export async function rehash(
  db: Queryable,
  id: string,
  tokenHash: string,
): Promise<{ email: string } | undefined> {
  const { rows } = await db.query<{ email: string }>(
    `UPDATE identity.password_reset_tokens SET token_hash = $2
     WHERE id = $1 AND used_at IS NULL AND expires_at > now() RETURNING email`,
    [id, tokenHash],
  );
  return rows[0];
}

/** Whether the link would work now (read only: the confirmation checks it before hashing the password). */
export async function isValid(db: Queryable, tokenHash: string): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 FROM identity.password_reset_tokens
     WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()`,
    [tokenHash],
  );
  return rows.length > 0;
}

/** Marks a valid (unused, unexpired) link used and returns whose it is; undefined otherwise. */
export async function consume(db: Queryable, tokenHash: string): Promise<PasswordResetClaim | undefined> {
  const { rows } = await db.query<PasswordResetClaim>(
    `UPDATE identity.password_reset_tokens SET used_at = now()
     WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()
     RETURNING subject_kind, subject_id`,
    [tokenHash],
  );
  return rows[0];
}
