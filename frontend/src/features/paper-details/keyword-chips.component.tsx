import { useId, useState, type KeyboardEvent } from 'react';
import { METADATA_LIMITS } from '@journal/metadata';
import { addKeywords, type PaperDetailsDraft } from './paper-details.draft';

interface Props {
  draft: PaperDetailsDraft;
  error?: string;
  onChange: (draft: PaperDetailsDraft) => void;
  disabled?: boolean;
}

/** Keywords as chips: Enter or a comma turns the typed text into chips; each chip can be removed. */
export function KeywordChips({ draft, error, onChange, disabled }: Props) {
  const id = useId();
  const [addError, setAddError] = useState<string | null>(null);
  const shown = addError ?? error;

  function commit() {
    if (!draft.keywordInput.trim()) return;
    const result = addKeywords(draft);
    if ('error' in result) {
      setAddError(result.error);
      return;
    }
    setAddError(null);
    onChange(result.draft);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      commit();
    } else if (event.key === 'Backspace' && !draft.keywordInput && draft.keywords.length > 0) {
      onChange({ ...draft, keywords: draft.keywords.slice(0, -1) });
    }
  }

  return (
    <div className="paper-details__field">
      <label htmlFor={`${id}-keyword`}>Keywords (optional, up to {METADATA_LIMITS.keywords})</label>
      <div className="keyword-chips">
        <ul className="keyword-chips__list" aria-label="Keywords">
          {draft.keywords.map((keyword) => (
            <li key={keyword.toLowerCase()} className="keyword-chip">
              <span>{keyword}</span>
              <button
                type="button"
                className="keyword-chip__remove"
                aria-label={`Remove keyword ${keyword}`}
                onClick={() => onChange({ ...draft, keywords: draft.keywords.filter((k) => k !== keyword) })}
                disabled={disabled}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
        <input
          id={`${id}-keyword`}
          className="text-input paper-details__input keyword-chips__input"
          value={draft.keywordInput}
          placeholder="Type a keyword and press Enter"
          onChange={(e) => {
            setAddError(null);
            onChange({ ...draft, keywordInput: e.target.value });
          }}
          onKeyDown={onKeyDown}
          onBlur={commit}
          disabled={disabled}
          aria-invalid={shown ? true : undefined}
          aria-describedby={shown ? `${id}-keyword-error` : undefined}
        />
      </div>
      {shown && (
        <p id={`${id}-keyword-error`} className="paper-details__error">
          {shown}
        </p>
      )}
    </div>
  );
}
