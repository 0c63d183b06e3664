import type { Queryable } from '@journal/db';
import { consumeToken, rehashToken } from './one-time-tokens.repository';
import type { SubjectKind } from './sessions.repository';

// SQL over identity.password_reset_tokens (hashes only; validity as one-time-tokens.repository says).

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

/** Gives a pending link a new token hash (see rehashToken). */
export function rehash(db: Queryable, id: string, tokenHash: string): Promise<{ email: string } | undefined> {
  return rehashToken(db, 'password_reset_tokens', id, tokenHash);
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
export function consume(db: Queryable, tokenHash: string): Promise<PasswordResetClaim | undefined> {
  return consumeToken<PasswordResetClaim>(db, 'password_reset_tokens', tokenHash, [
    'subject_kind',
    'subject_id',
  ]);
}
