import { useId, useState } from 'react';
import type { CoAuthorKey } from '@journal/metadata';
import {
  TOO_MANY_CO_AUTHORS,
  canAddCoAuthor,
  emptyCoAuthor,
  type CoAuthorDraft,
  type PaperDetailsDraft,
  type PaperDetailsErrors,
} from './paper-details.draft';

interface Props {
  draft: PaperDetailsDraft;
  errors: PaperDetailsErrors;
  onChange: (draft: PaperDetailsDraft) => void;
  disabled?: boolean;
  /** Ask each co-author's ROR id (the complete submission form of a journal with a checklist). */
  withRor?: boolean;
}

const FIELDS: { key: CoAuthorKey; label: string; type: string; autoComplete: string }[] = [
  { key: 'givenNames', label: 'Given names', type: 'text', autoComplete: 'off' },
  { key: 'familyName', label: 'Family name', type: 'text', autoComplete: 'off' },
  { key: 'email', label: 'Email', type: 'email', autoComplete: 'off' },
  { key: 'affiliation', label: 'Affiliation (optional)', type: 'text', autoComplete: 'off' },
  { key: 'orcid', label: 'ORCID iD (optional)', type: 'text', autoComplete: 'off' },
];
/** Issue 42 item 8: the affiliation's ROR id, on the complete submission form only. */
const ROR_FIELD = {
  key: 'rorId',
  label: 'ROR ID of the affiliation (optional)',
  type: 'text',
  autoComplete: 'off',
} as const;

/** Co-authors in order: add, remove, move up or down; each row validated as the server does. */
export function CoAuthorsEditor({ draft, errors, onChange, disabled, withRor = false }: Props) {
  const fields = withRor ? [...FIELDS, ROR_FIELD] : FIELDS;
  const id = useId();
  const [limitError, setLimitError] = useState<string | null>(null);
  const rows = draft.coAuthors;
  const setRows = (coAuthors: CoAuthorDraft[]) => onChange({ ...draft, coAuthors });

  function move(index: number, by: -1 | 1) {
    const next = [...rows];
    const [row] = next.splice(index, 1);
    next.splice(index + by, 0, row!);
    setRows(next);
  }

  function add() {
    if (!canAddCoAuthor(draft)) {
      setLimitError(TOO_MANY_CO_AUTHORS);
      return;
    }
    setLimitError(null);
    setRows([...rows, emptyCoAuthor()]);
  }

  const listError = limitError ?? errors.coAuthors;
  return (
    <fieldset className="co-authors">
      <legend>Co-authors (optional)</legend>
      {rows.length === 0 && <p className="co-authors__empty">No co-authors listed.</p>}
      <ol className="co-authors__list">
        {rows.map((row, index) => {
          const rowErrors = errors.coAuthorFields?.[index] ?? {};
          const name = `${row.givenNames} ${row.familyName}`.trim() || `co-author ${index + 1}`;
          return (
            <li key={row.key} className="co-author" data-testid={`co-author-${index}`}>
              <p className="co-author__heading">Co-author {index + 1}</p>
              <div className="co-author__fields">
                {fields.map((field) => {
                  const inputId = `${id}-${row.key}-${field.key}`;
                  const error = rowErrors[field.key];
                  return (
                    <div key={field.key} className="paper-details__field">
                      <label htmlFor={inputId}>{field.label}</label>
                      <input
                        id={inputId}
                        className="text-input paper-details__input"
                        type={field.type}
                        autoComplete={field.autoComplete}
                        value={row[field.key] ?? ''}
                        onChange={(e) =>
                          setRows(
                            rows.map((r, i) => (i === index ? { ...r, [field.key]: e.target.value } : r)),
                          )
                        }
                        disabled={disabled}
                        aria-invalid={error ? true : undefined}
                        aria-describedby={error ? `${inputId}-error` : undefined}
                      />
                      {error && (
                        <p id={`${inputId}-error`} className="paper-details__error">
                          {error}
                        </p>
                      )}
                    </div>
                  );
                })}
              </div>
              <div className="co-author__actions">
                <button
                  type="button"
                  className="paper-details__small-button"
                  onClick={() => move(index, -1)}
                  disabled={disabled || index === 0}
                  aria-label={`Move ${name} up`}
                >
                  ↑ Up
                </button>
                <button
                  type="button"
                  className="paper-details__small-button"
                  onClick={() => move(index, 1)}
                  disabled={disabled || index === rows.length - 1}
                  aria-label={`Move ${name} down`}
                >
                  ↓ Down
                </button>
                <button
                  type="button"
                  className="paper-details__small-button paper-details__small-button--danger"
                  onClick={() => {
                    setLimitError(null);
                    setRows(rows.filter((_, i) => i !== index));
                  }}
                  disabled={disabled}
                  aria-label={`Remove ${name}`}
                >
                  Remove
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      {listError && <p className="paper-details__error">{listError}</p>}
      <button type="button" className="paper-details__add" onClick={add} disabled={disabled}>
        + Add co-author
      </button>
    </fieldset>
  );
}
