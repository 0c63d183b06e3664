import type { Queryable } from '@journal/db';

// A journal's review questions (issue 42, item 5), as stored on the form, each invitation and report.
export const QUESTION_KINDS = ['text', 'choice', 'scale', 'yes-no'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

export interface ReviewQuestion {
  /** Stable across edits of the form, so a report's answers stay tied to the question they answer. */
  id: string;
  kind: QuestionKind;
  label: string;
  /** `choice` only: the options the reviewer picks one of. */
  options?: string[];
  required: boolean;
  /** Its answers are quoted in the decision letter to the authors. */
  visibleToAuthor: boolean;
}

/** One answer as stored: text, the chosen option, 1-5, or yes/no as a boolean. */
export type AnswerValue = string | number | boolean;
export type ReviewAnswers = Record<string, AnswerValue>;

/**
 * A journal's review questions in order: its own form, else the publisher's (issue 44 item 3, read now),
 * else none. `inherited`: the journal has no form of its own; `publisher`: the publisher's questions.
 */
export async function findReviewFormState(
  db: Queryable,
  journalId: string,
): Promise<{ questions: ReviewQuestion[]; inherited: boolean; publisher: ReviewQuestion[] }> {
  const { rows } = await db.query<{ own: ReviewQuestion[] | null; publisher: ReviewQuestion[] | null }>(
    `SELECT (SELECT questions FROM review.review_forms WHERE journal_id = $1) AS own,
            (SELECT questions FROM review.publisher_review_form) AS publisher`,
    [journalId],
  );
  const { own, publisher } = rows[0] ?? { own: null, publisher: null };
  return { questions: own ?? publisher ?? [], inherited: own === null, publisher: publisher ?? [] };
}

/** The questions a journal's invitation asks now (its own form, else the publisher's). */
export async function findReviewForm(db: Queryable, journalId: string): Promise<ReviewQuestion[]> {
  return (await findReviewFormState(db, journalId)).questions;
}

/** Drops the journal's own form: it inherits the publisher's again. */
export async function deleteReviewForm(db: Queryable, journalId: string): Promise<void> {
  await db.query('DELETE FROM review.review_forms WHERE journal_id = $1', [journalId]);
}

/** The publisher's questions (none without a form). */
export async function findPublisherReviewForm(db: Queryable): Promise<ReviewQuestion[]> {
  const { rows } = await db.query<{ questions: ReviewQuestion[] }>(
    'SELECT questions FROM review.publisher_review_form',
  );
  return rows[0]?.questions ?? [];
}

export async function savePublisherReviewForm(
  db: Queryable,
  questions: ReviewQuestion[],
  updatedBy: string,
): Promise<ReviewQuestion[]> {
  const { rows } = await db.query<{ questions: ReviewQuestion[] }>(
    `INSERT INTO review.publisher_review_form (questions, updated_by) VALUES ($1, $2)
     ON CONFLICT (id) DO UPDATE SET questions = EXCLUDED.questions, updated_by = EXCLUDED.updated_by,
       updated_at = now()
     RETURNING questions`,
    [JSON.stringify(questions), updatedBy],
  );
  return rows[0]!.questions;
}

/** Replaces the journal's form as a whole (the order is the array's). */
export async function saveReviewForm(
  db: Queryable,
  journalId: string,
  questions: ReviewQuestion[],
  updatedBy: string,
): Promise<ReviewQuestion[]> {
  const { rows } = await db.query<{ questions: ReviewQuestion[] }>(
    `INSERT INTO review.review_forms (journal_id, questions, updated_by) VALUES ($1, $2, $3)
     ON CONFLICT (journal_id) DO UPDATE SET questions = EXCLUDED.questions, updated_by = EXCLUDED.updated_by,
       updated_at = now()
     RETURNING questions`,
    [journalId, JSON.stringify(questions), updatedBy],
  );
  return rows[0]!.questions;
}
