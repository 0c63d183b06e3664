import type { Queryable } from '@journal/db';
import type { ReviewRecommendation } from '@journal/events';
import type { ReviewAnswers, ReviewQuestion } from './review-forms.repository';

/** A consenting reviewer's report as it came with a transferred paper (issue 44 item 1), anonymous. */
export interface TransferredReport {
  id: string;
  submissionId: string;
  fromJournal: string;
  reviewerLabel: string;
  round: number;
  recommendation: ReviewRecommendation;
  commentsToAuthor: string;
  answers: ReviewAnswers;
  questions: ReviewQuestion[];
  submittedAt: Date;
}

interface Row {
  id: string;
  submission_id: string;
  from_journal: string;
  reviewer_label: string;
  round: number;
  recommendation: ReviewRecommendation;
  comments_to_author: string;
  answers: ReviewAnswers;
  questions: ReviewQuestion[];
  submitted_at: Date;
}

/**
 * Copies the reports of `from` whose reviewers consented to the transferred paper `to`, in one
 * statement: the recommendation, the comments to the author and the answers to the questions authors may
 * read; never the reviewer's name, address, comments to the editor or confidential answers. Once per
 * report (a redelivered event copies nothing again).
 */
export async function copyConsentedReports(
  db: Queryable,
  transfer: { from: string; to: string; fromJournal: string },
): Promise<number> {
  const { rowCount } = await db.query(
    `INSERT INTO review.transferred_reports
       (id, submission_id, from_submission_id, from_report_id, from_journal, reviewer_label, round, recommendation,
        comments_to_author, answers, questions, submitted_at)
     SELECT gen_random_uuid(), $2, r.submission_id, r.id, $3, 'Reviewer ' || a.reviewer_number, r.round,
            r.recommendation, r.comments_to_author,
            coalesce((SELECT jsonb_object_agg(q->>'id', r.answers -> (q->>'id'))
                        FROM jsonb_array_elements(r.questions) q
                       WHERE (q->>'visibleToAuthor')::boolean AND r.answers ? (q->>'id')), '{}'::jsonb),
            coalesce((SELECT jsonb_agg(q) FROM jsonb_array_elements(r.questions) q
                       WHERE (q->>'visibleToAuthor')::boolean), '[]'::jsonb),
            r.submitted_at
       FROM review.reports r JOIN review.assignments a ON a.id = r.assignment_id
      WHERE r.submission_id = $1 AND r.share_with_sister_journal
      ORDER BY r.submitted_at, r.id
     ON CONFLICT (submission_id, from_report_id) DO NOTHING`,
    [transfer.from, transfer.to, transfer.fromJournal],
  );
  return rowCount ?? 0;
}

export async function listTransferredReports(
  db: Queryable,
  submissionId: string,
): Promise<TransferredReport[]> {
  const { rows } = await db.query<Row>(
    `SELECT id, submission_id, from_journal, reviewer_label, round, recommendation, comments_to_author, answers,
            questions, submitted_at
       FROM review.transferred_reports WHERE submission_id = $1 ORDER BY submitted_at, id`,
    [submissionId],
  );
  return rows.map((r) => ({
    id: r.id,
    submissionId: r.submission_id,
    fromJournal: r.from_journal,
    reviewerLabel: r.reviewer_label,
    round: r.round,
    recommendation: r.recommendation,
    commentsToAuthor: r.comments_to_author,
    answers: r.answers,
    questions: r.questions,
    submittedAt: r.submitted_at,
  }));
}
