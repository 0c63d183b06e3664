import { useId } from 'react';
import type { AnswerValue, ReviewQuestion } from '../../api/review-form.api';
import { FormField } from '../../components/ui/form-field.component';

const SCALE = [1, 2, 3, 4, 5] as const;

interface Props {
  questions: readonly ReviewQuestion[];
  answers: Record<string, AnswerValue | undefined>;
  errors: Record<string, string | undefined>;
  onAnswer: (id: string, value: AnswerValue | undefined) => void;
}

/** The journal's review questions as the invitation was sent with them (issue 42, item 5). */
export function ReviewQuestions({ questions, answers, errors, onAnswer }: Props) {
  if (questions.length === 0) return null;
  return (
    <div className="review-questions" role="group" aria-label="Review questions">
      {questions.map((q) => (
        <Question key={q.id} question={q} value={answers[q.id]} error={errors[q.id]} onAnswer={onAnswer} />
      ))}
    </div>
  );
}

function Question({
  question: q,
  value,
  error,
  onAnswer,
}: {
  question: ReviewQuestion;
  value: AnswerValue | undefined;
  error?: string;
  onAnswer: Props['onAnswer'];
}) {
  const label = `${q.label}${q.required ? '' : ' (optional)'}`;
  const hint = q.visibleToAuthor ? 'Your answer is shared with the author without your name.' : undefined;
  if (q.kind === 'text')
    return (
      <FormField label={label} error={error} hint={hint}>
        {(control) => (
          <textarea
            {...control}
            rows={3}
            value={typeof value === 'string' ? value : ''}
            onChange={(e) => onAnswer(q.id, e.target.value)}
          />
        )}
      </FormField>
    );
  if (q.kind === 'choice')
    return (
      <FormField label={label} error={error} hint={hint}>
        {(control) => (
          <select
            {...control}
            value={typeof value === 'string' ? value : ''}
            onChange={(e) => onAnswer(q.id, e.target.value || undefined)}
          >
            <option value="">Choose an answer</option>
            {(q.options ?? []).map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        )}
      </FormField>
    );
  const choices: { value: AnswerValue; text: string }[] =
    q.kind === 'scale'
      ? SCALE.map((n) => ({ value: n, text: String(n) }))
      : [
          { value: true, text: 'Yes' },
          { value: false, text: 'No' },
        ];
  return (
    <RadioGroup
      label={label}
      hint={hint}
      error={error}
      choices={choices}
      value={value}
      onChange={(v) => onAnswer(q.id, v)}
      scale={q.kind === 'scale'}
    />
  );
}

function RadioGroup({
  label,
  hint,
  error,
  choices,
  value,
  onChange,
  scale,
}: {
  label: string;
  hint?: string;
  error?: string;
  choices: { value: AnswerValue; text: string }[];
  value: AnswerValue | undefined;
  onChange: (value: AnswerValue) => void;
  scale: boolean;
}) {
  const id = useId();
  return (
    <fieldset
      className="form-field review-question__choices"
      aria-invalid={error ? true : undefined}
      aria-describedby={
        [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined
      }
    >
      <legend>{label}</legend>
      <div className="review-question__options">
        {scale && <span className="review-question__end">1 = lowest</span>}
        {choices.map((choice) => (
          <label key={String(choice.value)} className="review-question__option">
            <input
              type="radio"
              name={id}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
            />{' '}
            {choice.text}
          </label>
        ))}
        {scale && <span className="review-question__end">5 = highest</span>}
      </div>
      {hint && (
        <p id={`${id}-hint`} className="form-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="form-field__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
