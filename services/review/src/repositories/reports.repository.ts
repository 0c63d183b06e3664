import type { Queryable } from '@journal/db';
import type { ReviewRecommendation } from '@journal/events';
import type { ReviewAnswers, ReviewQuestion } from './review-forms.repository';

export interface Report {
  id: string;
  assignmentId: string;
  submissionId: string;
  round: number;
  recommendation: ReviewRecommendation;
  commentsToAuthor: string;
  commentsToEditor: string | null;
  /** The answers by question id, and the questions as the reviewer was asked them (issue 42, item 5). */
  answers: ReviewAnswers;
  questions: ReviewQuestion[];
  /** Issue 44 item 1: the reviewer's consent to pass the report on to a sister journal. */
  shareWithSisterJournal: boolean;
  submittedAt: Date;
}

interface ReportRow {
  id: string;
  assignment_id: string;
  submission_id: string;
  round: number;
  recommendation: Report['recommendation'];
  comments_to_author: string;
  comments_to_editor: string | null;
  answers: ReviewAnswers;
  questions: ReviewQuestion[];
  share_with_sister_journal: boolean;
  submitted_at: Date;
}

const COLUMNS =
  'id, assignment_id, submission_id, round, recommendation, comments_to_author, comments_to_editor, answers, questions, share_with_sister_journal, submitted_at';

const toReport = (r: ReportRow): Report => ({
  id: r.id,
  assignmentId: r.assignment_id,
  submissionId: r.submission_id,
  round: r.round,
  recommendation: r.recommendation,
  commentsToAuthor: r.comments_to_author,
  commentsToEditor: r.comments_to_editor,
  answers: r.answers ?? {},
  questions: r.questions ?? [],
  shareWithSisterJournal: r.share_with_sister_journal,
  submittedAt: r.submitted_at,
});

export async function insertReport(db: Queryable, r: Omit<Report, 'submittedAt'>): Promise<Report> {
  const { rows } = await db.query<ReportRow>(
    `INSERT INTO review.reports (id, assignment_id, submission_id, round, recommendation, comments_to_author,
       comments_to_editor, answers, questions, share_with_sister_journal)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING ${COLUMNS}`,
    [
      r.id,
      r.assignmentId,
      r.submissionId,
      r.round,
      r.recommendation,
      r.commentsToAuthor,
      r.commentsToEditor,
      JSON.stringify(r.answers),
      JSON.stringify(r.questions),
      r.shareWithSisterJournal,
    ],
  );
  return toReport(rows[0]!);
}

export async function findReportOf(db: Queryable, assignmentId: string): Promise<Report | undefined> {
  const { rows } = await db.query<ReportRow>(
    `SELECT ${COLUMNS} FROM review.reports WHERE assignment_id = $1`,
    [assignmentId],
  );
  return rows[0] ? toReport(rows[0]) : undefined;
}

export async function listReports(db: Queryable, submissionId: string, round?: number): Promise<Report[]> {
  const { rows } = await db.query<ReportRow>(
    `SELECT ${COLUMNS} FROM review.reports WHERE submission_id = $1 AND ($2::int IS NULL OR round = $2)
      ORDER BY submitted_at, id`,
    [submissionId, round ?? null],
  );
  return rows.map(toReport);
}
