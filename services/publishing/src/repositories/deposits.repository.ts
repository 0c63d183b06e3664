import { randomUUID } from 'node:crypto';
import type { Queryable } from '@journal/db';

export const REGISTRIES = ['crossref', 'doaj', 'orcid'] as const;
export type Registry = (typeof REGISTRIES)[number];
export type DepositState = 'not configured' | 'queued' | 'depositing' | 'deposited' | 'failed' | 'dead';
export type AttemptOutcome = 'accepted' | 'pending' | 'deposited' | 'refused' | 'rejected' | 'unreachable';

export interface Deposit {
  id: string;
  registry: Registry;
  articleId: string;
  metadataVersion: number | null;
  target: string;
  doi: string;
  state: DepositState;
  attempts: number;
  httpStatus: number | null;
  lastMessage: string | null;
  remoteRef: string | null;
  retryAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  depositedAt: Date | null;
}

const COLUMNS = `id, registry, article_id AS "articleId", metadata_version AS "metadataVersion", target, doi, state,
  attempts, http_status AS "httpStatus", last_message AS "lastMessage", remote_ref AS "remoteRef",
  retry_at AS "retryAt", created_at AS "createdAt", updated_at AS "updatedAt", deposited_at AS "depositedAt"`;

/**
 * A live deposit: the version is sent or on its way (the 409 of a repeat; the unique index of 025). A
 * failed row is live while a retry is due; one the registry rejected (no retry) is not, nor a dead one.
 */
const LIVE = `(state IN ('queued', 'depositing', 'deposited') OR (state = 'failed' AND retry_at IS NOT NULL))`;

export interface NewDeposit {
  registry: Registry;
  articleId: string;
  metadataVersion: number;
  target?: string;
  doi: string;
  /** false: the registry has no settings; the deposit is held as `not configured`. */
  configured: boolean;
}

/**
 * Prepares a deposit: queued when the registry is configured, held otherwise. Undefined when a live
 * deposit of that version exists already (idempotence: the same version is never sent twice).
 */
export async function insertDeposit(db: Queryable, d: NewDeposit): Promise<string | undefined> {
  const id = randomUUID();
  const { rowCount } = await db.query(
    `INSERT INTO publishing.deposits (id, registry, article_id, metadata_version, target, doi, state)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (registry, article_id, metadata_version, target) WHERE ${LIVE} DO NOTHING`,
    [
      id,
      d.registry,
      d.articleId,
      d.metadataVersion,
      d.target ?? '',
      d.doi,
      d.configured ? 'queued' : 'not configured',
    ],
  );
  return rowCount ? id : undefined;
}

/** The article's current metadata version (its submission's), or undefined for no such article. */
export async function currentMetadataVersion(db: Queryable, articleId: string): Promise<number | undefined> {
  const { rows } = await db.query<{ version: number }>(
    `SELECT s.version FROM publishing.submissions s JOIN publishing.articles a ON a.id = s.id WHERE a.id = $1`,
    [articleId],
  );
  return rows[0]?.version;
}

/** A live deposit of this version (queued, in flight or deposited), if any. */
export async function liveDepositOf(
  db: Queryable,
  key: { registry: Registry; articleId: string; metadataVersion: number; target?: string },
): Promise<Deposit | undefined> {
  const { rows } = await db.query<Deposit>(
    `SELECT ${COLUMNS} FROM publishing.deposits
      WHERE registry = $1 AND article_id = $2 AND metadata_version = $3 AND target = $4 AND ${LIVE}`,
    [key.registry, key.articleId, key.metadataVersion, key.target ?? ''],
  );
  return rows[0];
}

export async function findDeposit(db: Queryable, id: string): Promise<Deposit | undefined> {
  const { rows } = await db.query<Deposit>(`SELECT ${COLUMNS} FROM publishing.deposits WHERE id = $1`, [id]);
  return rows[0];
}

/** How long a `depositing` row is left to the worker that claimed it before another may take it over. */
const CLAIM_LEASE = '5 minutes';

/**
 * Starts a send attempt: counts it and marks the row depositing. Undefined when the row is finished
 * (deposited, dead, or rejected: failed without a retry due), held, being sent by another worker (within
 * its lease) or unknown, so a duplicate job sends nothing.
 */
export async function claimDeposit(db: Queryable, id: string): Promise<Deposit | undefined> {
  const { rows } = await db.query<Deposit>(
    `UPDATE publishing.deposits SET state = 'depositing', attempts = attempts + 1, retry_at = NULL, updated_at = now()
      WHERE id = $1 AND remote_ref IS NULL
        AND (state = 'queued'
             OR (state = 'failed' AND retry_at IS NOT NULL)
             OR (state = 'depositing' AND updated_at < now() - interval '${CLAIM_LEASE}'))
      RETURNING ${COLUMNS}`,
    [id],
  );
  return rows[0];
}

export interface Outcome {
  state: 'depositing' | 'deposited' | 'failed' | 'dead';
  httpStatus: number | null;
  message: string | null;
  /** The registry's name for the deposit (kept when undefined). */
  remoteRef?: string;
  /** When the next attempt (retry or poll) is due; none when undefined. */
  retryAt?: Date;
}

export async function recordOutcome(db: Queryable, id: string, o: Outcome): Promise<void> {
  await db.query(
    `UPDATE publishing.deposits
        SET state = $2, http_status = $3, last_message = $4, remote_ref = COALESCE($5, remote_ref),
            retry_at = $6, updated_at = now(),
            deposited_at = CASE WHEN $2 = 'deposited' THEN now() ELSE deposited_at END
      WHERE id = $1`,
    [id, o.state, o.httpStatus, o.message, o.remoteRef ?? null, o.retryAt ?? null],
  );
}

export interface AttemptRecord {
  depositId: string;
  kind: 'send' | 'result';
  requestId: string;
  httpStatus: number | null;
  answer: string | null;
  outcome: AttemptOutcome;
  at: Date;
}

export async function recordAttempt(db: Queryable, a: AttemptRecord): Promise<void> {
  await db.query(
    `INSERT INTO publishing.deposit_attempts (deposit_id, kind, request_id, http_status, answer, outcome, at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [a.depositId, a.kind, a.requestId, a.httpStatus, a.answer?.slice(0, 4000) ?? null, a.outcome, a.at],
  );
}

export async function attemptsOf(db: Queryable, depositId: string): Promise<AttemptRecord[]> {
  const { rows } = await db.query<AttemptRecord>(
    `SELECT deposit_id AS "depositId", kind, request_id AS "requestId", http_status AS "httpStatus", answer,
            outcome, at FROM publishing.deposit_attempts WHERE deposit_id = $1 ORDER BY id`,
    [depositId],
  );
  return rows;
}

/** Rows with work left (the start-up requeue of jobs lost with a process), with when it is due. */
export async function openDeposits(
  db: Queryable,
  registries: readonly Registry[],
): Promise<{ id: string; registry: Registry; attempts: number; retryAt: Date | null }[]> {
  const { rows } = await db.query<{ id: string; registry: Registry; attempts: number; retryAt: Date | null }>(
    `SELECT id, registry, attempts, retry_at AS "retryAt" FROM publishing.deposits
      WHERE registry = ANY($1::text[])
        AND (state IN ('queued', 'depositing') OR (state = 'failed' AND retry_at IS NOT NULL))
      ORDER BY created_at`,
    [registries],
  );
  return rows;
}

/**
 * Held deposits of a registry configured since: the newest held row of each (article, target) becomes
 * queued, unless that version or a later one is live already. Returns the ids queued.
 */
export async function releaseHeld(db: Queryable, registry: Registry): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(
    `UPDATE publishing.deposits d SET state = 'queued', updated_at = now()
      WHERE d.id IN (
        SELECT DISTINCT ON (h.article_id, h.target) h.id FROM publishing.deposits h
         WHERE h.registry = $1 AND h.state = 'not configured' AND (h.registry <> 'orcid' OR h.target <> '')
         ORDER BY h.article_id, h.target, h.metadata_version DESC NULLS LAST, h.created_at DESC)
        AND NOT EXISTS (
          SELECT 1 FROM publishing.deposits l
           WHERE l.registry = d.registry AND l.article_id = d.article_id AND l.target = d.target
             AND (l.state IN ('queued', 'depositing', 'deposited') OR (l.state = 'failed' AND l.retry_at IS NOT NULL))
             AND l.metadata_version >= d.metadata_version)
      RETURNING d.id`,
    [registry],
  );
  return rows.map((r) => r.id);
}

/** The newest row of each (registry, target) of the article (the admin view). */
export async function latestDepositsOf(db: Queryable, articleId: string): Promise<Deposit[]> {
  const { rows } = await db.query<Deposit>(
    `SELECT DISTINCT ON (registry, target) ${COLUMNS} FROM publishing.deposits
      WHERE article_id = $1 ORDER BY registry, target, created_at DESC, id`,
    [articleId],
  );
  return rows;
}

/** The newest row of each (article, registry, target) of the journal's live articles (the Indexing page). */
export async function latestDepositsOfJournal(db: Queryable, journalId: string): Promise<Deposit[]> {
  const { rows } = await db.query<Deposit>(
    `SELECT DISTINCT ON (article_id, registry, target) ${COLUMNS} FROM publishing.deposits
      WHERE article_id IN (SELECT id FROM publishing.articles WHERE journal_id = $1)
      ORDER BY article_id, registry, target, created_at DESC, id`,
    [journalId],
  );
  return rows;
}

/** The article's Crossref deposits, newest first (the admin article JSON of before issue 43). */
export async function crossrefDepositsOf(db: Queryable, articleId: string): Promise<Deposit[]> {
  const { rows } = await db.query<Deposit>(
    `SELECT ${COLUMNS} FROM publishing.deposits
      WHERE article_id = $1 AND registry = 'crossref' AND state <> 'not configured'
      ORDER BY created_at DESC, id LIMIT 20`,
    [articleId],
  );
  return rows;
}

/** The registry's name of the article from its newest earlier deposit (DOAJ id, ORCID put-code), if any. */
export async function previousRemoteRef(
  db: Queryable,
  d: Pick<Deposit, 'id' | 'registry' | 'articleId' | 'target'>,
): Promise<string | null> {
  const { rows } = await db.query<{ ref: string }>(
    `SELECT remote_ref AS ref FROM publishing.deposits
      WHERE registry = $1 AND article_id = $2 AND target = $3 AND id <> $4 AND state = 'deposited'
        AND remote_ref IS NOT NULL
      ORDER BY deposited_at DESC LIMIT 1`,
    [d.registry, d.articleId, d.target, d.id],
  );
  return rows[0]?.ref ?? null;
}

/** The live articles naming this ORCID iD among their authors, with their current metadata versions. */
export async function articlesOfOrcid(
  db: Queryable,
  orcid: string,
): Promise<{ id: string; doi: string; version: number }[]> {
  const { rows } = await db.query<{ id: string; doi: string; version: number }>(
    `SELECT a.id, a.doi, s.version FROM publishing.articles a JOIN publishing.submissions s ON s.id = a.id
      WHERE a.withdrawn_at IS NULL
        AND EXISTS (SELECT 1 FROM jsonb_array_elements(a.authors) au WHERE au->>'orcid' = $1)
      ORDER BY a.published_at`,
    [orcid],
  );
  return rows;
}
