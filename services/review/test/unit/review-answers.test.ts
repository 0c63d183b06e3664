import { ValidationError } from '@journal/errors';
import { parseAnswers } from '../../src/domain/review-form/review-answers.input';
import { parseReviewForm } from '../../src/domain/review-form/review-form.input';
import type { ReviewQuestion } from '../../src/domain/review-form/review-question.types';

const QUESTIONS: ReviewQuestion[] = [
  { id: 'scale', kind: 'scale', label: 'Originality', required: true, visibleToAuthor: true },
  {
    id: 'pick',
    kind: 'choice',
    label: 'Methods',
    options: ['Yes', 'No'],
    required: false,
    visibleToAuthor: false,
  },
  { id: 'data', kind: 'yes-no', label: 'Data', required: false, visibleToAuthor: false },
  { id: 'text', kind: 'text', label: 'Weakness', required: false, visibleToAuthor: false },
];

function refusal(run: () => unknown): [string, string | undefined] {
  try {
    run();
  } catch (error) {
    if (error instanceof ValidationError) return [error.message, error.fieldErrors[0]?.field];
    throw error;
  }
  throw new Error('not refused');
}

describe('review answers (issue 42, item 5)', () => {
  it('keeps answers of each kind and leaves out blank optional ones', () => {
    expect(parseAnswers(QUESTIONS, { scale: 5, pick: 'No', data: true, text: '  ' })).toEqual({
      scale: 5,
      pick: 'No',
      data: true,
    });
  });

  it('without questions, no answers is today’s payload', () => {
    expect(parseAnswers([], undefined)).toEqual({});
    expect(parseAnswers([], {})).toEqual({});
  });

  it('refuses a missing required answer and each wrong kind, naming the question', () => {
    expect(refusal(() => parseAnswers(QUESTIONS, {}))).toEqual(['Please answer this question', 'scale']);
    expect(refusal(() => parseAnswers(QUESTIONS, { scale: 0 }))[1]).toBe('scale');
    expect(refusal(() => parseAnswers(QUESTIONS, { scale: 2.5 }))[1]).toBe('scale');
    expect(refusal(() => parseAnswers(QUESTIONS, { scale: 2, pick: 'yes' }))).toEqual([
      'Please pick one of the options',
      'pick',
    ]);
    expect(refusal(() => parseAnswers(QUESTIONS, { scale: 2, data: 'yes' }))[1]).toBe('data');
    expect(refusal(() => parseAnswers(QUESTIONS, { scale: 2, text: 'x'.repeat(5001) }))).toEqual([
      'An answer must be at most 5,000 characters',
      'text',
    ]);
    expect(refusal(() => parseAnswers(QUESTIONS, { scale: 2, ghost: 'x' }))[1]).toBe('ghost');
  });
});

describe('review form input (issue 42, item 5)', () => {
  it('keeps the order and given ids, names new questions, drops options of no choice', () => {
    const form = parseReviewForm({
      questions: [
        { id: 'keep', kind: 'text', label: ' First ' },
        { kind: 'choice', label: 'Second', options: [' A ', 'B'], required: true },
      ],
    });
    expect(form[0]).toEqual({
      id: 'keep',
      kind: 'text',
      label: 'First',
      required: false,
      visibleToAuthor: false,
    });
    expect(form[1]).toMatchObject({ kind: 'choice', label: 'Second', options: ['A', 'B'], required: true });
    expect(form[1]!.id).toMatch(/^q-[0-9a-f]{8}$/);
  });

  it('refuses duplicate options and more than 30 questions', () => {
    expect(
      refusal(() => parseReviewForm({ questions: [{ kind: 'choice', label: 'x', options: ['A', 'a'] }] })),
    ).toEqual(['The options of a question must differ', 'questions.0.options']);
    const many = Array.from({ length: 31 }, () => ({ kind: 'text', label: 'x' }));
    expect(refusal(() => parseReviewForm({ questions: many }))[0]).toBe(
      'A review form has at most 30 questions',
    );
  });
});
