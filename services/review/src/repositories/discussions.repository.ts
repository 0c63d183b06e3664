import type { Queryable } from '@journal/db';

export type DiscussionParticipant = 'author' | 'reviewer';
export type DiscussionSide = 'editor' | 'author' | 'reviewer';

/** A thread of a submission's discussions (issue 42 item 6). */
export interface DiscussionThread {
  id: string;
  submissionId: string;
  participant: DiscussionParticipant;
  /** The reviewer's invitation, for a 'reviewer' thread; null for the author's. */
  assignmentId: string | null;
  subject: string;
  startedBy: string;
  createdAt: Date;
}

export interface DiscussionMessage {
  id: string;
  threadId: string;
  side: DiscussionSide;
  /** The editor's address; null when the author or the reviewer wrote it. */
  senderEmail: string | null;
  body: string;
  createdAt: Date;
}

interface ThreadRow {
  id: string;
  submission_id: string;
  participant: DiscussionParticipant;
  assignment_id: string | null;
  subject: string;
  started_by: string;
  created_at: Date;
}

interface MessageRow {
  id: string;
  thread_id: string;
  side: DiscussionSide;
  sender_email: string | null;
  body: string;
  created_at: Date;
}

const THREAD_COLUMNS = 'id, submission_id, participant, assignment_id, subject, started_by, created_at';
const MESSAGE_COLUMNS = 'id, thread_id, side, sender_email, body, created_at';

const toThread = (r: ThreadRow): DiscussionThread => ({
  id: r.id,
  submissionId: r.submission_id,
  participant: r.participant,
  assignmentId: r.assignment_id,
  subject: r.subject,
  startedBy: r.started_by,
  createdAt: r.created_at,
});

const toMessage = (r: MessageRow): DiscussionMessage => ({
  id: r.id,
  threadId: r.thread_id,
  side: r.side,
  senderEmail: r.sender_email,
  body: r.body,
  createdAt: r.created_at,
});

export async function insertThread(
  db: Queryable,
  t: Omit<DiscussionThread, 'createdAt'>,
): Promise<DiscussionThread> {
  const { rows } = await db.query<ThreadRow>(
    `INSERT INTO review.discussion_threads (id, submission_id, participant, assignment_id, subject, started_by)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${THREAD_COLUMNS}`,
    [t.id, t.submissionId, t.participant, t.assignmentId, t.subject, t.startedBy],
  );
  return toThread(rows[0]!);
}

export async function insertMessage(
  db: Queryable,
  m: Omit<DiscussionMessage, 'createdAt'>,
): Promise<DiscussionMessage> {
  const { rows } = await db.query<MessageRow>(
    `INSERT INTO review.discussion_messages (id, thread_id, side, sender_email, body)
     VALUES ($1, $2, $3, $4, $5) RETURNING ${MESSAGE_COLUMNS}`,
    [m.id, m.threadId, m.side, m.senderEmail, m.body],
  );
  return toMessage(rows[0]!);
}

/** The submission's threads, oldest first; only the author's, or only one invitation's, when asked. */
export async function listThreads(
  db: Queryable,
  submissionId: string,
  only?: { participant: 'author' } | { assignmentId: string },
): Promise<DiscussionThread[]> {
  const filter = !only
    ? ''
    : 'participant' in only
      ? ` AND participant = 'author'`
      : ` AND assignment_id = $2`;
  const params = only && 'assignmentId' in only ? [submissionId, only.assignmentId] : [submissionId];
  const { rows } = await db.query<ThreadRow>(
    `SELECT ${THREAD_COLUMNS} FROM review.discussion_threads WHERE submission_id = $1${filter}
      ORDER BY created_at, id`,
    params,
  );
  return rows.map(toThread);
}

export async function findThread(
  db: Queryable,
  submissionId: string,
  threadId: string,
): Promise<DiscussionThread | undefined> {
  const { rows } = await db.query<ThreadRow>(
    `SELECT ${THREAD_COLUMNS} FROM review.discussion_threads WHERE id = $1 AND submission_id = $2`,
    [threadId, submissionId],
  );
  return rows[0] ? toThread(rows[0]) : undefined;
}

/** Every message of these threads, oldest first. */
export async function listMessages(db: Queryable, threadIds: string[]): Promise<DiscussionMessage[]> {
  if (threadIds.length === 0) return [];
  const { rows } = await db.query<MessageRow>(
    `SELECT ${MESSAGE_COLUMNS} FROM review.discussion_messages WHERE thread_id = ANY ($1::uuid[])
      ORDER BY created_at, id`,
    [threadIds],
  );
  return rows.map(toMessage);
}
