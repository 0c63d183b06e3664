import type { Queryable } from '@journal/db';

// SQL over identity.sessions and identity.rotated_refresh_tokens (refresh-token hashes only).

export type SubjectKind = 'author' | 'admin';

export interface SessionRow {
  id: string;
  subject_kind: SubjectKind;
  subject_id: string;
  refresh_hash: string;
  rotated_at: Date;
  expires_at: Date;
  created_at: Date;
  revoked_at: Date | null;
}

export async function insert(
  db: Queryable,
  session: { kind: SubjectKind; subjectId: string; refreshHash: string; expiresAt: Date },
): Promise<SessionRow> {
  const { rows } = await db.query<SessionRow>(
    `INSERT INTO identity.sessions (subject_kind, subject_id, refresh_hash, expires_at)
     VALUES ($1, $2, $3, $4) RETURNING *`,
    [session.kind, session.subjectId, session.refreshHash, session.expiresAt],
  );
  return rows[0]!;
}

export async function findByRefreshHash(
  db: Queryable,
  hash: string,
  forUpdate = false,
): Promise<SessionRow | undefined> {
  const { rows } = await db.query<SessionRow>(
    `SELECT * FROM identity.sessions WHERE refresh_hash = $1${forUpdate ? ' FOR UPDATE' : ''}`,
    [hash],
  );
  return rows[0];
}

/** The session a refresh token belonged to before it was exchanged. */
export async function findByRotatedHash(
  db: Queryable,
  hash: string,
): Promise<(SessionRow & { token_rotated_at: Date }) | undefined> {
  const { rows } = await db.query<SessionRow & { token_rotated_at: Date }>(
    `SELECT s.*, r.rotated_at AS token_rotated_at FROM identity.rotated_refresh_tokens r JOIN identity.sessions s ON s.id = r.session_id
     WHERE r.refresh_hash = $1`,
    [hash],
  );
  return rows[0];
}

export async function rotate(
  db: Queryable,
  session: SessionRow,
  nextHash: string,
  expiresAt: Date,
): Promise<void> {
  await db.query('INSERT INTO identity.rotated_refresh_tokens (refresh_hash, session_id) VALUES ($1, $2)', [
    session.refresh_hash,
    session.id,
  ]);
  await db.query(
    'UPDATE identity.sessions SET refresh_hash = $2, rotated_at = now(), expires_at = $3 WHERE id = $1',
    [session.id, nextHash, expiresAt],
  );
}

/** Ends the given live sessions; returns the ids that were live. */
export async function revoke(db: Queryable, ids: string[], reason: string): Promise<string[]> {
  if (!ids.length) return [];
  const { rows } = await db.query<{ id: string }>(
    `UPDATE identity.sessions SET revoked_at = now(), revoked_reason = $2
     WHERE id = ANY($1::uuid[]) AND revoked_at IS NULL RETURNING id`,
    [ids, reason],
  );
  return rows.map((row) => row.id);
}

/** Live session ids of an account, except `keep`. */
export async function liveIdsOf(
  db: Queryable,
  kind: SubjectKind,
  subjectId: string,
  keep?: string,
): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(
    `SELECT id FROM identity.sessions
     WHERE subject_kind = $1 AND subject_id = $2 AND revoked_at IS NULL AND id IS DISTINCT FROM $3::uuid`,
    [kind, subjectId, keep ?? null],
  );
  return rows.map((row) => row.id);
}
