import { assertSafeText, ValidationError } from '@journal/errors';
import {
  SCALE_MAX,
  SCALE_MIN,
  type AnswerValue,
  type ReviewAnswers,
  type ReviewQuestion,
} from './review-question.types';

export const ANSWER_MESSAGES = {
  missing: 'Please answer this question',
  answers: 'Answers must be an object of question ids and values',
  unknown: 'This question is not on your review form',
  text: 'Please answer this question in words',
  textTooLong: 'An answer must be at most 5,000 characters',
  choice: 'Please pick one of the options',
  scale: `Please answer with a whole number from ${SCALE_MIN} to ${SCALE_MAX}`,
  yesNo: 'Please answer yes or no (true or false)',
} as const;
const MAX_TEXT = 5000;

const refuse = (field: string, message: string): never => {
  throw new ValidationError(message, [{ field, message }]);
};

/** Absent, null and blank text are no answer. */
const isEmpty = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && !v.trim());

/**
 * The report's `answers` checked against the questions its invitation was sent with (issue 42, item 5):
 * every required one answered, each value of its question's kind, no answer to a question not asked.
 * Without questions (no form, or an invitation from before the form) the field is optional and ignored
 * only when empty, so today's report payload keeps working.
 */
export function parseAnswers(questions: readonly ReviewQuestion[], raw: unknown): ReviewAnswers {
  if (raw !== undefined && raw !== null && (typeof raw !== 'object' || Array.isArray(raw)))
    refuse('answers', ANSWER_MESSAGES.answers);
  const given = (raw ?? {}) as Record<string, unknown>;
  const asked = new Set(questions.map((q) => q.id));
  for (const [id, value] of Object.entries(given))
    if (!asked.has(id) && !isEmpty(value)) refuse(id, ANSWER_MESSAGES.unknown);
  const answers: ReviewAnswers = {};
  for (const question of questions) {
    const value = given[question.id];
    if (isEmpty(value)) {
      if (question.required) refuse(question.id, ANSWER_MESSAGES.missing);
      continue;
    }
    answers[question.id] = valueOf(question, value);
  }
  return answers;
}

function valueOf(question: ReviewQuestion, value: unknown): AnswerValue {
  const field = question.id;
  switch (question.kind) {
    case 'text': {
      if (typeof value !== 'string') return refuse(field, ANSWER_MESSAGES.text);
      const text = value.trim();
      if (text.length > MAX_TEXT) refuse(field, ANSWER_MESSAGES.textTooLong);
      assertSafeText(field, 'An answer', text, 'multi-line');
      return text;
    }
    case 'choice': {
      if (typeof value !== 'string') return refuse(field, ANSWER_MESSAGES.choice);
      const option = question.options?.find((o) => o === value.trim());
      return option ?? refuse(field, ANSWER_MESSAGES.choice);
    }
    case 'scale':
      if (typeof value !== 'number' || !Number.isInteger(value) || value < SCALE_MIN || value > SCALE_MAX)
        return refuse(field, ANSWER_MESSAGES.scale);
      return value;
    case 'yes-no':
      if (typeof value !== 'boolean') return refuse(field, ANSWER_MESSAGES.yesNo);
      return value;
  }
}
