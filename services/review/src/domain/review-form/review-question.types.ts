// A journal's review questions (issue 42, item 5): what the form asks, as stored and as the API sends it.

// The stored shapes are the repository's (ADR 0043); the domain names them from here.
export {
  QUESTION_KINDS,
  type AnswerValue,
  type QuestionKind,
  type ReviewAnswers,
  type ReviewQuestion,
} from '../../repositories/review-forms.repository';
import type { AnswerValue, ReviewQuestion } from '../../repositories/review-forms.repository';

/** The lowest and highest value of a `scale` question. */
export const SCALE_MIN = 1;
export const SCALE_MAX = 5;

/** An answer as a person reads it (the decision letter, the editor's page). */
export function answerText(question: ReviewQuestion, value: AnswerValue): string {
  if (question.kind === 'yes-no') return value === true ? 'Yes' : 'No';
  if (question.kind === 'scale') return `${String(value)} of ${SCALE_MAX}`;
  return String(value);
}
