import { FormField } from '../../components/ui/form-field.component';
import { REVIEW_MESSAGES } from './review.messages';

/** The reviewer's choice before accepting: nothing chosen yet, none, or a statement. */
export interface CompetingChoice {
  kind: '' | 'none' | 'statement';
  statement: string;
}

/** The declaration the API takes ('none' or the statement), or the message that stops the acceptance. */
export function declarationOf(choice: CompetingChoice): { value: string } | { error: string } {
  if (choice.kind === 'none') return { value: 'none' };
  const statement = choice.statement.trim();
  if (choice.kind === '' || !statement) return { error: REVIEW_MESSAGES.competingMissing };
  if (statement.length > 2000) return { error: REVIEW_MESSAGES.competingTooLong };
  return { value: statement };
}

const OPTIONS = [
  ['none', REVIEW_MESSAGES.competingNone],
  ['statement', REVIEW_MESSAGES.competingDeclare],
] as const;

interface Props {
  choice: CompetingChoice;
  onChange: (choice: CompetingChoice) => void;
  error?: string;
}

/** Asked before every acceptance (issue 29, item 5): the editor reads the answer beside the report. */
export function CompetingInterests({ choice, onChange, error }: Props) {
  return (
    <fieldset className="review-competing">
      <legend>{REVIEW_MESSAGES.competingLegend}</legend>
      {OPTIONS.map(([kind, label]) => (
        <label key={kind} className="review-competing__option">
          <input
            type="radio"
            name="competing-interests"
            checked={choice.kind === kind}
            onChange={() => onChange({ ...choice, kind })}
          />
          {label}
        </label>
      ))}
      {choice.kind === 'statement' && (
        <FormField
          label={REVIEW_MESSAGES.competingStatement}
          hint={REVIEW_MESSAGES.competingHint}
          error={error}
        >
          {(control) => (
            <textarea
              {...control}
              rows={3}
              maxLength={2000}
              value={choice.statement}
              onChange={(e) => onChange({ ...choice, statement: e.target.value })}
            />
          )}
        </FormField>
      )}
      {choice.kind !== 'statement' && error && (
        <p className="form-field__error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
