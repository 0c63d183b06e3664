import { useId } from 'react';
import type { ChecklistItem } from '../../api/checklist.api';
import {
  emptyFundingRow,
  type CompleteDraft,
  type CompleteErrors,
  type FundingRow,
} from './complete-submission.draft';

interface Props {
  items: readonly ChecklistItem[];
  licence: string;
  draft: CompleteDraft;
  errors: CompleteErrors;
  onChange: (draft: CompleteDraft) => void;
  disabled?: boolean;
}

function FieldError({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p id={id} className="paper-details__error">
      {message}
    </p>
  ) : null;
}

/**
 * Issue 42 item 8, shown only for a journal whose managers set a checklist (SPEC's form is unchanged
 * otherwise): the items to tick, the licence agreement, a cover letter to the editors, funding, data
 * availability and the author's ROR id.
 */
export function CompleteSubmissionFields({ items, licence, draft, errors, onChange, disabled }: Props) {
  const id = useId();
  const set = (patch: Partial<CompleteDraft>) => onChange({ ...draft, ...patch });
  const setRow = (key: string, patch: Partial<FundingRow>) =>
    set({ funding: draft.funding.map((row) => (row.key === key ? { ...row, ...patch } : row)) });
  const text = (name: 'coverLetter' | 'dataAvailability', label: string, hint: string) => (
    <div className="paper-details__field">
      <label htmlFor={`${id}-${name}`}>{label}</label>
      <p className="form-field__hint">{hint}</p>
      <textarea
        id={`${id}-${name}`}
        className="text-input paper-details__input"
        rows={4}
        maxLength={5000}
        value={draft[name]}
        onChange={(e) => set({ [name]: e.target.value })}
        disabled={disabled}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${id}-${name}-error` : undefined}
      />
      <FieldError id={`${id}-${name}-error`} message={errors[name]} />
    </div>
  );

  return (
    <section className="submit-details" aria-labelledby={`${id}-title`} data-testid="complete-submission">
      <h3 id={`${id}-title`}>Before you submit</h3>
      <fieldset
        className="paper-details__field"
        aria-describedby={errors.checklist ? `${id}-checklist-error` : undefined}
      >
        <legend>Please confirm</legend>
        {items.map((item) => (
          <label key={item.id} className="submit-check">
            <input
              type="checkbox"
              checked={draft.ticked.includes(item.id)}
              onChange={(e) =>
                set({
                  ticked: e.target.checked
                    ? [...draft.ticked, item.id]
                    : draft.ticked.filter((ticked) => ticked !== item.id),
                })
              }
              disabled={disabled}
            />{' '}
            {item.text}
          </label>
        ))}
        <FieldError id={`${id}-checklist-error`} message={errors.checklist} />
        <label className="submit-check">
          <input
            type="checkbox"
            checked={draft.licenceAgreed}
            onChange={(e) => set({ licenceAgreed: e.target.checked })}
            disabled={disabled}
          />{' '}
          I hold the rights to this work and agree to publish it under the journal&apos;s licence, {licence}.
        </label>
        <FieldError id={`${id}-licence-error`} message={errors.licenceAgreed} />
      </fieldset>

      {text(
        'coverLetter',
        'Cover letter to the editors (optional)',
        'Only the editors read it; reviewers never see it.',
      )}

      <div className="paper-details__field">
        <label htmlFor={`${id}-ror`}>ROR ID of your affiliation (optional)</label>
        <input
          id={`${id}-ror`}
          className="text-input paper-details__input"
          placeholder="https://ror.org/04v76ef78"
          value={draft.authorRorId}
          onChange={(e) => set({ authorRorId: e.target.value })}
          disabled={disabled}
          aria-invalid={errors.authorRorId ? true : undefined}
          aria-describedby={errors.authorRorId ? `${id}-ror-error` : undefined}
        />
        <FieldError id={`${id}-ror-error`} message={errors.authorRorId} />
      </div>

      <fieldset className="paper-details__field">
        <legend>Funding (optional)</legend>
        <FieldError id={`${id}-funding-error`} message={errors.funding} />
        <ol className="submit-funding">
          {draft.funding.map((row, index) => (
            <li key={row.key} aria-label={`Funder ${index + 1}`}>
              {(
                [
                  ['funderName', 'Funder'],
                  ['funderRorId', "Funder's ROR ID (optional)"],
                  ['awardIds', 'Award numbers, separated by commas (optional)'],
                ] as const
              ).map(([key, label]) => {
                const inputId = `${id}-${row.key}-${key}`;
                const error = errors[`funding[${index}].${key}`];
                return (
                  <div key={key} className="paper-details__field">
                    <label htmlFor={inputId}>{label}</label>
                    <input
                      id={inputId}
                      className="text-input paper-details__input"
                      value={row[key]}
                      onChange={(e) => setRow(row.key, { [key]: e.target.value })}
                      disabled={disabled}
                      aria-invalid={error ? true : undefined}
                      aria-describedby={error ? `${inputId}-error` : undefined}
                    />
                    <FieldError id={`${inputId}-error`} message={error} />
                  </div>
                );
              })}
              <button
                type="button"
                className="solid-button solid-button--ghost"
                onClick={() => set({ funding: draft.funding.filter((r) => r.key !== row.key) })}
                disabled={disabled}
                aria-label={`Remove funder ${index + 1}`}
              >
                Remove funder
              </button>
            </li>
          ))}
        </ol>
        <button
          type="button"
          className="solid-button solid-button--ghost"
          onClick={() => set({ funding: [...draft.funding, emptyFundingRow()] })}
          disabled={disabled || draft.funding.length >= 20}
        >
          Add funder
        </button>
      </fieldset>

      {text(
        'dataAvailability',
        'Data availability statement (optional)',
        'Where the data behind the results can be found, e.g. a repository and its DOI.',
      )}
    </section>
  );
}
