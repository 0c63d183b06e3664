import { useId } from 'react';
import { ARTICLE_TYPE_LABELS, type JournalSection } from '../../api/sections.api';

/**
 * The section of a new paper (issue 42 item 2), shown only when the journal has more than one open
 * section: with one, the paper goes there and SPEC's form is unchanged.
 */
export function SectionPicker({
  sections,
  value,
  onChange,
  error,
  disabled,
}: {
  sections: JournalSection[];
  value: string;
  onChange: (sectionId: string) => void;
  error?: string;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <div className="submit-section-picker form-field">
      <label htmlFor={id}>Section</label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        <option value="">Choose the kind of paper</option>
        {sections.map((s) => (
          <option key={s.id} value={s.id}>
            {s.title} ({ARTICLE_TYPE_LABELS[s.articleType]})
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} className="form-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
