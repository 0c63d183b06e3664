import type { Queryable } from '@journal/db';

/** A co-author's proof link as stored: the token's hash only. */
export interface ProofLink {
  submissionId: string;
  generation: number;
  email: string;
  expiresAt: Date;
  usedAt: Date | null;
}

const COLUMNS = `submission_id AS "submissionId", generation, email, expires_at AS "expiresAt", used_at AS "usedAt"`;

export async function insertProofLink(
  db: Queryable,
  link: { tokenHash: Buffer; submissionId: string; generation: number; email: string; expiresAt: Date },
): Promise<void> {
  await db.query(
    `INSERT INTO publishing.proof_links (token_hash, submission_id, generation, email, expires_at)
     VALUES ($1, $2, $3, $4, $5)`,
    [link.tokenHash, link.submissionId, link.generation, link.email.toLowerCase(), link.expiresAt],
  );
}

export async function findProofLink(db: Queryable, tokenHash: Buffer): Promise<ProofLink | undefined> {
  const { rows } = await db.query<ProofLink>(
    `SELECT ${COLUMNS} FROM publishing.proof_links WHERE token_hash = $1`,
    [tokenHash],
  );
  return rows[0];
}

/**
 * Marks the link used, once: false when it was used already or has expired (a concurrent answer through
 * the same link loses here, in the row's lock).
 */
export async function claimProofLink(db: Queryable, tokenHash: Buffer, now: Date): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE publishing.proof_links SET used_at = $2
      WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2`,
    [tokenHash, now],
  );
  return rowCount === 1;
}
