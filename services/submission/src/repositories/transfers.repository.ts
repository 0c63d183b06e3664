import type { Queryable } from '@journal/db';
import type { NoteWriter } from './editor-notes.repository';

export type TransferState = 'offered' | 'accepted' | 'declined';

/** An editor's offer to move a paper to a sister journal (issue 44 item 1) and the author's answer. */
export interface Transfer {
  id: string;
  submissionId: string;
  fromJournal: string;
  toJournal: string;
  message: string;
  offeredBy: NoteWriter;
  offeredAt: Date;
  state: TransferState;
  answeredAt: Date | null;
  /** The paper's new submission in `toJournal`, once accepted. */
  toSubmissionId: string | null;
}

interface TransferRow {
  id: string;
  submission_id: string;
  from_journal: string;
  to_journal: string;
  message: string;
  offered_by: NoteWriter;
  offered_at: Date;
  state: TransferState;
  answered_at: Date | null;
  to_submission_id: string | null;
}

const COLUMNS =
  'id, submission_id, from_journal, to_journal, message, offered_by, offered_at, state, answered_at, to_submission_id';

const toTransfer = (row: TransferRow): Transfer => ({
  id: row.id,
  submissionId: row.submission_id,
  fromJournal: row.from_journal,
  toJournal: row.to_journal,
  message: row.message,
  offeredBy: row.offered_by,
  offeredAt: row.offered_at,
  state: row.state,
  answeredAt: row.answered_at,
  toSubmissionId: row.to_submission_id,
});

export async function insertTransferOffer(
  db: Queryable,
  offer: Pick<Transfer, 'id' | 'submissionId' | 'fromJournal' | 'toJournal' | 'message' | 'offeredBy'>,
): Promise<Transfer> {
  const { rows } = await db.query<TransferRow>(
    `INSERT INTO submission.transfers (id, submission_id, from_journal, to_journal, message, offered_by)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${COLUMNS}`,
    [
      offer.id,
      offer.submissionId,
      offer.fromJournal,
      offer.toJournal,
      offer.message,
      JSON.stringify(offer.offeredBy),
    ],
  );
  return toTransfer(rows[0]!);
}

/** Every offer made for a paper, oldest first (its journal's record of them). */
export async function listTransfersOf(db: Queryable, submissionId: string): Promise<Transfer[]> {
  const { rows } = await db.query<TransferRow>(
    `SELECT ${COLUMNS} FROM submission.transfers WHERE submission_id = $1 ORDER BY offered_at, id`,
    [submissionId],
  );
  return rows.map(toTransfer);
}

/** The accepted transfer that made `submissionId` (the paper's record in its new journal), if any. */
export async function findTransferInto(db: Queryable, submissionId: string): Promise<Transfer | undefined> {
  const { rows } = await db.query<TransferRow>(
    `SELECT ${COLUMNS} FROM submission.transfers WHERE to_submission_id = $1`,
    [submissionId],
  );
  return rows[0] ? toTransfer(rows[0]) : undefined;
}

/** The open offers of several papers (the author's profile), keyed by paper. */
export async function openOffersOf(db: Queryable, submissionIds: string[]): Promise<Map<string, Transfer>> {
  if (submissionIds.length === 0) return new Map();
  const { rows } = await db.query<TransferRow>(
    `SELECT ${COLUMNS} FROM submission.transfers WHERE submission_id = ANY($1::uuid[]) AND state = 'offered'`,
    [submissionIds],
  );
  return new Map(rows.map((row) => [row.submission_id, toTransfer(row)]));
}

/** The accepted transfers out of, or into, several papers (the author's profile), keyed by paper. */
export async function acceptedTransfersOf(db: Queryable, submissionIds: string[]): Promise<Transfer[]> {
  if (submissionIds.length === 0) return [];
  const { rows } = await db.query<TransferRow>(
    `SELECT ${COLUMNS} FROM submission.transfers
      WHERE state = 'accepted' AND (submission_id = ANY($1::uuid[]) OR to_submission_id = ANY($1::uuid[]))`,
    [submissionIds],
  );
  return rows.map(toTransfer);
}

/** Records the author's answer on an open offer; undefined when it was no longer open. */
export async function answerTransfer(
  db: Queryable,
  id: string,
  answer: { state: 'accepted' | 'declined'; toSubmissionId: string | null },
): Promise<Transfer | undefined> {
  const { rows } = await db.query<TransferRow>(
    `UPDATE submission.transfers SET state = $2, answered_at = clock_timestamp(), to_submission_id = $3
      WHERE id = $1 AND state = 'offered' RETURNING ${COLUMNS}`,
    [id, answer.state, answer.toSubmissionId],
  );
  return rows[0] ? toTransfer(rows[0]) : undefined;
}
