import type { Pool } from 'pg';
import { readMailbox, type StoredMail } from './mailbox';
import { waitFor, type RecordedSocket } from './socket-recorder';

export interface StatusEvent {
  id: string;
  submissionId: string;
  version: number;
  newStatus: string;
  changedAt: string;
  attempts: number;
}

/** The status changes the submission service committed for these submissions: its outbox is the truth. */
export async function committedStatusEvents(pool: Pool, submissionIds: string[]): Promise<StatusEvent[]> {
  const { rows } = await pool.query<StatusEvent>(
    `SELECT id, aggregate_id AS "submissionId", version, payload->>'newStatus' AS "newStatus",
            payload->>'changedAt' AS "changedAt", attempts
       FROM submission.outbox
      WHERE type = 'submission.status_changed.v1' AND aggregate_id = ANY($1::text[])
      ORDER BY seq`,
    [submissionIds],
  );
  return rows;
}

const noticeKey = (n: { id: string; status: string; updatedAt?: string }) =>
  `${n.id}|${n.status}|${n.updatedAt}`;

export interface ExactlyOnceReport {
  /** Events whose mail exists as two files with the same Message-ID (see the caller). */
  mailCopies: string[];
}

/**
 * Waits until every committed status change has had all its effects, then checks each happened once:
 * handled by notification, one status mail (one Message-ID; none for a change to published), one notice on every socket that stayed
 * connected, and the admin read model at the last version. Returns same-Message-ID mail copies.
 */
export async function expectEveryEffectOnce(options: {
  pool: Pool;
  dataDir: string;
  submissionIds: string[];
  expectedEvents: number;
  sockets: RecordedSocket[];
  timeoutMs: number;
}): Promise<ExactlyOnceReport> {
  const { pool, submissionIds } = options;
  const events = await committedStatusEvents(pool, submissionIds);
  if (events.length !== options.expectedEvents)
    throw new Error(`expected ${options.expectedEvents} committed status changes, found ${events.length}`);
  const ids = events.map((e) => e.id);
  // Issue 29 item 8: a change to published is announced by the one "Published" mail, not a status mail.
  const mailed = events.filter((e) => e.newStatus !== 'published').map((e) => e.id);
  const statusMails = async () =>
    (await readMailbox(options.dataDir)).filter((m) => m.kind === 'status-change' && ids.includes(m.eventId));
  const latest = new Map<string, StatusEvent>();
  for (const e of events)
    if ((latest.get(e.submissionId)?.version ?? 0) < e.version) latest.set(e.submissionId, e);
  const expectedNotices = new Set(
    events.map((e) => noticeKey({ id: e.submissionId, status: e.newStatus, updatedAt: e.changedAt })),
  );

  let progress = '';
  await waitFor(
    async () => {
      const handled = await pool.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM notification.processed_events WHERE event_id = ANY($1::uuid[])',
        [ids],
      );
      const sent = await pool.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM submission.outbox WHERE id = ANY($1::uuid[]) AND sent_at IS NOT NULL`,
        [ids],
      );
      const model = await pool.query<{ id: string; status: string; version: number }>(
        'SELECT id::text, status, version FROM admin.submissions WHERE id = ANY($1::uuid[])',
        [submissionIds],
      );
      const modelCurrent = model.rows.filter(
        (r) => latest.get(r.id)?.version === r.version && latest.get(r.id)?.newStatus === r.status,
      ).length;
      const mails = new Set((await statusMails()).map((m) => m.eventId).filter((id) => mailed.includes(id)))
        .size;
      const sockets = options.sockets.map(
        (s) => new Set(s.notices.map((n) => noticeKey(n.payload)).filter((k) => expectedNotices.has(k))).size,
      );
      progress = `published ${sent.rows[0]!.n}/${ids.length}, handled ${handled.rows[0]!.n}/${ids.length}, mails ${mails}/${mailed.length}, read model ${modelCurrent}/${latest.size}, sockets ${sockets.join(',')}/${expectedNotices.size}`;
      return (
        sent.rows[0]!.n === ids.length &&
        handled.rows[0]!.n === ids.length &&
        mails === mailed.length &&
        modelCurrent === latest.size &&
        sockets.every((n) => n === expectedNotices.size)
      );
    },
    options.timeoutMs,
    () => progress,
  );
  await new Promise((resolve) => setTimeout(resolve, 1_500)); // late duplicates would show up by now

  const byEvent = new Map<string, StoredMail[]>();
  for (const mail of await statusMails())
    byEvent.set(mail.eventId, [...(byEvent.get(mail.eventId) ?? []), mail]);
  const mailCopies: string[] = [];
  for (const id of ids) {
    const mails = byEvent.get(id) ?? [];
    const messageIds = new Set(mails.map((m) => m.messageId));
    const expected = mailed.includes(id) ? 1 : 0;
    if (messageIds.size !== expected)
      throw new Error(`event ${id}: ${messageIds.size} distinct status mails (expected ${expected})`);
    if (mails.length > 1) mailCopies.push(id);
  }
  for (const socket of options.sockets) {
    const keys = socket.notices.map((n) => noticeKey(n.payload)).filter((k) => expectedNotices.has(k));
    const repeated = keys.filter((k, i) => keys.indexOf(k) !== i);
    if (repeated.length) throw new Error(`${socket.label}: notices received twice: ${repeated.join(', ')}`);
  }
  return { mailCopies };
}
