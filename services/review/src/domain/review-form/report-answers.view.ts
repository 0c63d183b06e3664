import type { Report } from '../review.types';
import { answerText } from './review-question.types';

/**
 * A report's answers in its questions' order, as editors read them beside the recommendation: every
 * question the reviewer was asked, with `value` null where an optional one was left out.
 */
export function answersView(report: Pick<Report, 'answers' | 'questions'>) {
  return report.questions.map((q) => {
    const value = report.answers[q.id];
    return {
      question_id: q.id,
      kind: q.kind,
      label: q.label,
      ...(q.options ? { options: q.options } : {}),
      required: q.required,
      visible_to_author: q.visibleToAuthor,
      value: value ?? null,
      text: value === undefined ? null : answerText(q, value),
    };
  });
}

/** What the authors may read of a report's answers: the questions `visibleToAuthor` that were answered. */
export function answersForAuthors(report: Report): { question: string; answer: string }[] {
  return report.questions.flatMap((q) => {
    const value = report.answers[q.id];
    return q.visibleToAuthor && value !== undefined
      ? [{ question: q.label, answer: answerText(q, value) }]
      : [];
  });
}
