// Client-side checks of the review report (issue 12); the server applies the same rules.
import { RECOMMENDATIONS, type Recommendation } from '../../api/peer-review.types';
import type { AnswerValue, ReviewQuestion } from '../../api/review-form.api';

export const MAX_COMMENTS = 20_000;

export interface ReportDraft {
  recommendation: string;
  commentsToAuthor: string;
  commentsToEditor: string;
}

export type ReportErrors = Partial<Record<keyof ReportDraft, string>>;

export const REPORT_MESSAGES = {
  recommendation: 'Please choose a recommendation',
  commentsEmpty: 'Please enter your comments to the author',
  commentsLong: 'Comments to the author must be at most 20,000 characters',
  editorLong: 'Comments to the editor must be at most 20,000 characters',
  answerMissing: 'Please answer this question',
} as const;

/** Each required question left unanswered, by its id (the server refuses the same, issue 42). */
export function answerErrors(
  questions: readonly ReviewQuestion[],
  answers: Record<string, AnswerValue | undefined>,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const q of questions) {
    const value = answers[q.id];
    const empty = value === undefined || (typeof value === 'string' && !value.trim());
    if (q.required && empty) errors[q.id] = REPORT_MESSAGES.answerMissing;
  }
  return errors;
}

/** The answers as sent: trimmed text, nothing for a question left empty. */
export function answersToSend(
  questions: readonly ReviewQuestion[],
  answers: Record<string, AnswerValue | undefined>,
): Record<string, AnswerValue> {
  const sent: Record<string, AnswerValue> = {};
  for (const q of questions) {
    const value = answers[q.id];
    if (value === undefined || (typeof value === 'string' && !value.trim())) continue;
    sent[q.id] = typeof value === 'string' ? value.trim() : value;
  }
  return sent;
}

export function isRecommendation(value: string): value is Recommendation {
  return (RECOMMENDATIONS as readonly string[]).includes(value);
}

export function reportErrors(draft: ReportDraft): ReportErrors {
  const errors: ReportErrors = {};
  if (!isRecommendation(draft.recommendation)) errors.recommendation = REPORT_MESSAGES.recommendation;
  const comments = draft.commentsToAuthor.trim();
  if (!comments) errors.commentsToAuthor = REPORT_MESSAGES.commentsEmpty;
  else if (comments.length > MAX_COMMENTS) errors.commentsToAuthor = REPORT_MESSAGES.commentsLong;
  if (draft.commentsToEditor.trim().length > MAX_COMMENTS)
    errors.commentsToEditor = REPORT_MESSAGES.editorLong;
  return errors;
}
