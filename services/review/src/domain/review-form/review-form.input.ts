import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { assertSafeText, ValidationError } from '@journal/errors';
import { parseInput } from '../parse-input';
import { QUESTION_KINDS, type ReviewQuestion } from './review-question.types';

export const REVIEW_FORM_MESSAGES = {
  questions: 'Please send the questions as a list',
  tooMany: 'A review form has at most 30 questions',
  kind: `Question kind must be one of ${QUESTION_KINDS.join(', ')}`,
  label: 'Please enter the question',
  labelTooLong: 'A question must be at most 500 characters',
  options: 'A choice question needs between 2 and 10 options',
  option: 'Please enter every option (at most 200 characters each)',
  optionTwice: 'The options of a question must differ',
  optionsOnlyForChoice: 'Only a choice question has options',
  id: 'A question id is 1 to 40 letters, digits, - or _',
  idTwice: 'Two questions have the same id',
  flag: 'required and visibleToAuthor must be true or false',
} as const;

const MAX_QUESTIONS = 30;
const trimmed = z.preprocess((v) => (typeof v === 'string' ? v.trim() : v), z.string());

const questionSchema = z.object({
  // Absent for a new question: the server names it; kept as sent for an existing one.
  id: z
    .string({ error: REVIEW_FORM_MESSAGES.id })
    .regex(/^[A-Za-z0-9_-]{1,40}$/, REVIEW_FORM_MESSAGES.id)
    .optional(),
  kind: z.enum(QUESTION_KINDS, { error: REVIEW_FORM_MESSAGES.kind }),
  label: trimmed
    .pipe(z.string({ error: REVIEW_FORM_MESSAGES.label }).min(1, REVIEW_FORM_MESSAGES.label))
    .pipe(z.string().max(500, REVIEW_FORM_MESSAGES.labelTooLong)),
  options: z
    .array(
      trimmed.pipe(z.string().min(1, REVIEW_FORM_MESSAGES.option).max(200, REVIEW_FORM_MESSAGES.option)),
      {
        error: REVIEW_FORM_MESSAGES.options,
      },
    )
    .optional(),
  required: z.boolean({ error: REVIEW_FORM_MESSAGES.flag }).default(false),
  visibleToAuthor: z.boolean({ error: REVIEW_FORM_MESSAGES.flag }).default(false),
});

const formSchema = z.object({
  questions: z
    .array(z.unknown(), { error: REVIEW_FORM_MESSAGES.questions })
    .max(MAX_QUESTIONS, REVIEW_FORM_MESSAGES.tooMany),
});

/** A refusal about one question: `field` is `questions.<index>.<key>`, as the managers' screen marks it. */
const refuse = (index: number, key: string, message: string): never => {
  throw new ValidationError(message, [{ field: `questions.${index}.${key}`, message }]);
};

/** The PUT body: the whole form, in order; every question checked, ids kept or given. */
export function parseReviewForm(body: unknown): ReviewQuestion[] {
  const { questions } = parseInput(formSchema, body);
  const seen = new Set<string>();
  return questions.map((raw, index) => {
    const parsed = questionSchema.safeParse(raw && typeof raw === 'object' ? raw : {});
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      return refuse(index, String(issue.path[0] ?? 'kind'), issue.message);
    }
    const q = parsed.data;
    assertSafeText(`questions.${index}.label`, 'The question', q.label);
    const id = q.id ?? `q-${randomUUID().slice(0, 8)}`;
    if (seen.has(id)) refuse(index, 'id', REVIEW_FORM_MESSAGES.idTwice);
    seen.add(id);
    const question: ReviewQuestion = {
      id,
      kind: q.kind,
      label: q.label,
      required: q.required,
      visibleToAuthor: q.visibleToAuthor,
    };
    if (q.kind !== 'choice') {
      if (q.options && q.options.length > 0)
        refuse(index, 'options', REVIEW_FORM_MESSAGES.optionsOnlyForChoice);
      return question;
    }
    const options = q.options ?? [];
    if (options.length < 2 || options.length > 10) refuse(index, 'options', REVIEW_FORM_MESSAGES.options);
    if (new Set(options.map((o) => o.toLowerCase())).size !== options.length)
      refuse(index, 'options', REVIEW_FORM_MESSAGES.optionTwice);
    options.forEach((o) => assertSafeText(`questions.${index}.options`, 'An option', o));
    return { ...question, options };
  });
}
