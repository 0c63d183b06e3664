import type { Pool, PoolClient, Queryable } from '@journal/db';
import { mailId, mailSubmissionId, type MailJob } from './mail-job';

export const MAIL_STATUSES = ['queued', 'sending', 'sent', 'failed', 'dead', 'cancelled'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

export interface MailRow {
  id: string;
  eventId: string;
  kind: string;
  recipient: string;
  submissionId: string | null;
  content: MailJob;
  messageId: string;
  status: MailStatus;
  attempts: number;
  lastError: string | null;
  createdAt: Date;
  updatedAt: Date;
  sentAt: Date | null;
}

const COLUMNS = `id, event_id AS "eventId", kind, recipient, submission_id AS "submissionId", content,
  message_id AS "messageId", status, attempts, last_error AS "lastError", created_at AS "createdAt",
  updated_at AS "updatedAt", sent_at AS "sentAt"`;

/** What a worker found when it tried to take a row for sending. */
export type MailClaim =
  | { kind: 'claimed'; row: MailRow }
  /** sent or dead: nothing to do (a duplicate or late job). */
  | { kind: 'finished' }
  /** Another worker is sending it (its lease has not lapsed). */
  | { kind: 'busy' }
  | { kind: 'missing' };

/**
 * Writes one row per mail inside the caller's transaction (the event handler's), before anything is queued,
 * in one statement for all the mails of a batch. A duplicate event maps to the same ids (mailId) and inserts
 * nothing. Returns the ids of all the mails.
 */
export async function insertMails(
  client: PoolClient,
  jobs: MailJob[],
  messageIdDomain: string,
): Promise<string[]> {
  if (jobs.length === 0) return [];
  const ids = jobs.map(mailId);
  await client.query(
    `INSERT INTO notification.mails (id, event_id, kind, recipient, submission_id, content, message_id)
     SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::text[], $4::text[], $5::text[], $6::jsonb[], $7::text[])
     ON CONFLICT DO NOTHING`,
    [
      ids,
      jobs.map((job) => job.eventId),
      jobs.map((job) => job.kind),
      jobs.map((job) => job.to),
      jobs.map(mailSubmissionId),
      jobs.map((job) => JSON.stringify(job)),
      jobs.map((job, i) => `<${job.kind}-${ids[i]}@${messageIdDomain}>`),
    ],
  );
  return ids;
}

/**
 * Takes a row for one send attempt: queued or failed rows, and sending rows whose worker went silent for
 * `leaseMs` (it died; whether its SMTP server accepted the mail is unknown, see docs/adr/0010-durable-mail.md). Committed at
 * once, so a second job for the same row sees 'busy' or 'finished' and never sends in parallel.
 */
export async function claimMail(pool: Pool, id: string, leaseMs: number): Promise<MailClaim> {
  const { rows } = await pool.query<MailRow>(
    `UPDATE notification.mails SET status = 'sending', attempts = attempts + 1, sending_started_at = now(), updated_at = now()
     WHERE id = $1 AND (status IN ('queued', 'failed')
       OR (status = 'sending' AND sending_started_at < now() - make_interval(secs => $2::double precision / 1000)))
     RETURNING ${COLUMNS}`,
    [id, leaseMs],
  );
  if (rows[0]) return { kind: 'claimed', row: rows[0] };
  const found = await pool.query<{ status: MailStatus }>(
    'SELECT status FROM notification.mails WHERE id = $1',
    [id],
  );
  const status = found.rows[0]?.status;
  if (!status) return { kind: 'missing' };
  return status === 'sending' ? { kind: 'busy' } : { kind: 'finished' };
}

export async function markMailSent(pool: Queryable, id: string): Promise<void> {
  await pool.query(
    `UPDATE notification.mails SET status = 'sent', sent_at = now(), updated_at = now(), last_error = NULL WHERE id = $1`,
    [id],
  );
}

/** Records a failed attempt with the SMTP answer: 'failed' (retried) or 'dead' (given up). */
export async function markMailFailed(
  pool: Queryable,
  id: string,
  error: string,
  dead: boolean,
): Promise<void> {
  await pool.query(
    `UPDATE notification.mails SET status = $3, last_error = $2, updated_at = now() WHERE id = $1 AND status = 'sending'`,
    [id, error.slice(0, 2000), dead ? 'dead' : 'failed'],
  );
}

/** The mail's link is no longer valid (issue 27): it is not sent, now or later. */
export async function markMailCancelled(pool: Queryable, id: string, reason: string): Promise<void> {
  await pool.query(
    `UPDATE notification.mails SET status = 'cancelled', last_error = $2, updated_at = now() WHERE id = $1 AND status = 'sending'`,
    [id, reason],
  );
}

/**
 * Unfinished rows the queue may have lost: queued or failed and untouched for `graceMs` (a queued job
 * touches its row on every attempt), or sending with a lapsed lease. Oldest first.
 */
export async function listStrandedMails(
  pool: Queryable,
  options: { graceMs: number; leaseMs: number; limit: number },
): Promise<string[]> {
  const { rows } = await pool.query<{ id: string }>(
    `SELECT id FROM notification.mails
     WHERE (status IN ('queued', 'failed') AND updated_at < now() - make_interval(secs => $1::double precision / 1000))
        OR (status = 'sending' AND sending_started_at < now() - make_interval(secs => $2::double precision / 1000))
     ORDER BY updated_at LIMIT $3`,
    [options.graceMs, options.leaseMs, options.limit],
  );
  return rows.map((r) => r.id);
}

/** How many rows each status holds (the mail backlog gauge); a status without rows is absent. */
export async function countMailsByStatus(db: Queryable): Promise<{ status: MailStatus; count: number }[]> {
  const { rows } = await db.query<{ status: MailStatus; count: string }>(
    'SELECT status, count(*) AS count FROM notification.mails GROUP BY status',
  );
  return rows.map((r) => ({ status: r.status, count: Number(r.count) }));
}

/** A submission's mails, newest first; `statuses` narrows (e.g. failed and dead for the admin). */
export async function listSubmissionMails(
  pool: Queryable,
  submissionId: string,
  statuses: readonly MailStatus[] = MAIL_STATUSES,
): Promise<MailRow[]> {
  const { rows } = await pool.query<MailRow>(
    `SELECT ${COLUMNS} FROM notification.mails WHERE submission_id = $1 AND status = ANY($2::text[])
     ORDER BY created_at DESC, id`,
    [submissionId, statuses],
  );
  return rows;
}

/** Puts a failed or dead mail back to queued with fresh attempts; null when it is not failed or dead. */
export async function requeueMailForResend(pool: Queryable, id: string): Promise<MailRow | null> {
  const { rows } = await pool.query<MailRow>(
    `UPDATE notification.mails SET status = 'queued', attempts = 0, updated_at = now()
     WHERE id = $1 AND status IN ('failed', 'dead') RETURNING ${COLUMNS}`,
    [id],
  );
  return rows[0] ?? null;
}

export async function findMail(pool: Queryable, id: string): Promise<MailRow | null> {
  const { rows } = await pool.query<MailRow>(`SELECT ${COLUMNS} FROM notification.mails WHERE id = $1`, [id]);
  return rows[0] ?? null;
}
