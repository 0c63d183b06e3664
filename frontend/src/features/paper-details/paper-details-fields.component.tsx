import { useId } from 'react';
import { METADATA_LIMITS } from '@journal/metadata';
import { CoAuthorsEditor } from './co-authors-editor.component';
import { KeywordChips } from './keyword-chips.component';
import type { PaperDetailsDraft, PaperDetailsErrors } from './paper-details.draft';
import './paper-details.css';

interface Props {
  draft: PaperDetailsDraft;
  errors: PaperDetailsErrors;
  onChange: (draft: PaperDetailsDraft) => void;
  disabled?: boolean;
  /** Ask each co-author's ROR id (the complete submission form of a journal with a checklist). */
  withRor?: boolean;
}

const numberFormat = new Intl.NumberFormat('en-US');

/** Title, abstract, keywords and co-authors; used on /submit and in the profile's Edit details dialog. */
export function PaperDetailsFields({ draft, errors, onChange, disabled, withRor }: Props) {
  const id = useId();
  const set = (patch: Partial<PaperDetailsDraft>) => onChange({ ...draft, ...patch });
  const overLimit = draft.abstract.length > METADATA_LIMITS.abstract;
  return (
    <div className="paper-details">
      <div className="paper-details__field">
        <label htmlFor={`${id}-title`}>Paper title</label>
        <input
          id={`${id}-title`}
          className="text-input paper-details__input"
          value={draft.paperTitle}
          maxLength={METADATA_LIMITS.paperTitle + 50}
          onChange={(e) => set({ paperTitle: e.target.value })}
          disabled={disabled}
          aria-invalid={errors.paperTitle ? true : undefined}
          aria-describedby={errors.paperTitle ? `${id}-title-error` : undefined}
        />
        {errors.paperTitle && (
          <p id={`${id}-title-error`} className="paper-details__error">
            {errors.paperTitle}
          </p>
        )}
      </div>

      <div className="paper-details__field">
        <label htmlFor={`${id}-abstract`}>Abstract (optional)</label>
        <textarea
          id={`${id}-abstract`}
          className="text-input paper-details__input paper-details__textarea"
          rows={6}
          value={draft.abstract}
          onChange={(e) => set({ abstract: e.target.value })}
          disabled={disabled}
          aria-invalid={errors.abstract ? true : undefined}
          aria-describedby={`${id}-abstract-count${errors.abstract ? ` ${id}-abstract-error` : ''}`}
        />
        <p
          id={`${id}-abstract-count`}
          className={`paper-details__counter${overLimit ? ' paper-details__counter--over' : ''}`}
          data-testid="abstract-counter"
        >
          {numberFormat.format(draft.abstract.length)} / {numberFormat.format(METADATA_LIMITS.abstract)}{' '}
          characters
        </p>
        {errors.abstract && (
          <p id={`${id}-abstract-error`} className="paper-details__error">
            {errors.abstract}
          </p>
        )}
      </div>

      <KeywordChips draft={draft} error={errors.keywords} onChange={onChange} disabled={disabled} />
      <CoAuthorsEditor
        draft={draft}
        errors={errors}
        onChange={onChange}
        disabled={disabled}
        withRor={withRor}
      />
    </div>
  );
}
