import { randomUUID } from 'node:crypto';
import type { Queryable } from '@journal/db';

export type DepositStatus = 'queued' | 'depositing' | 'deposited' | 'failed' | 'dead';

export interface CrossrefDeposit {
  id: string;
  articleId: string;
  doi: string;
  status: DepositStatus;
  attempts: number;
  httpStatus: number | null;
  lastError: string | null;
  createdAt: Date;
  updatedAt: Date;
  depositedAt: Date | null;
}

const COLUMNS = `id, article_id AS "articleId", doi, status, attempts, http_status AS "httpStatus",
  last_error AS "lastError", created_at AS "createdAt", updated_at AS "updatedAt", deposited_at AS "depositedAt"`;

/** A queued deposit for the article's DOI, in the publication's transaction; returns its id. */
export async function insertDeposit(db: Queryable, articleId: string, doi: string): Promise<string> {
  const id = randomUUID();
  await db.query(
    `INSERT INTO publishing.crossref_deposits (id, article_id, doi, status) VALUES ($1, $2, $3, 'queued')`,
    [id, articleId, doi],
  );
  return id;
}

/**
 * Starts an attempt: counts it and marks the row depositing. Undefined when the row is finished (deposited
 * or dead) or unknown, so a duplicate job does nothing.
 */
export async function claimDeposit(
  db: Queryable,
  id: string,
): Promise<{ articleId: string; attempts: number } | undefined> {
  const { rows } = await db.query<{ articleId: string; attempts: number }>(
    `UPDATE publishing.crossref_deposits SET status = 'depositing', attempts = attempts + 1, updated_at = now()
      WHERE id = $1 AND status IN ('queued', 'depositing', 'failed')
      RETURNING article_id AS "articleId", attempts`,
    [id],
  );
  return rows[0];
}

export async function recordDepositOutcome(
  db: Queryable,
  id: string,
  outcome: { status: 'deposited' | 'failed' | 'dead'; httpStatus: number | null; error: string | null },
): Promise<void> {
  await db.query(
    `UPDATE publishing.crossref_deposits
        SET status = $2, http_status = $3, last_error = $4, updated_at = now(),
            deposited_at = CASE WHEN $2 = 'deposited' THEN now() ELSE deposited_at END
      WHERE id = $1`,
    [id, outcome.status, outcome.httpStatus, outcome.error],
  );
}

/** Rows whose deposit has not finished (the start-up requeue of jobs lost with a process). */
export async function openDepositIds(db: Queryable): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(
    `SELECT id FROM publishing.crossref_deposits WHERE status IN ('queued', 'depositing', 'failed') ORDER BY created_at`,
  );
  return rows.map((r) => r.id);
}

/** The article's deposits, newest first (the admin view). */
export async function depositsOf(db: Queryable, articleId: string): Promise<CrossrefDeposit[]> {
  const { rows } = await db.query<CrossrefDeposit>(
    `SELECT ${COLUMNS} FROM publishing.crossref_deposits WHERE article_id = $1 ORDER BY created_at DESC, id LIMIT 20`,
    [articleId],
  );
  return rows;
}
