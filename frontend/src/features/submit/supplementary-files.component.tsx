import { useId, useState } from 'react';
import {
  SUPPLEMENTARY_EXTENSIONS,
  SUPPLEMENTARY_LIMITS,
  SUPPLEMENTARY_MESSAGES,
  SUPPLEMENTARY_TYPES_TEXT,
  supplementaryFileProblem,
} from '@journal/metadata';
import { describeFileSize } from './submission.validation';

interface Props {
  files: readonly File[];
  onChange: (files: File[]) => void;
  disabled?: boolean;
}

const ACCEPT = SUPPLEMENTARY_EXTENSIONS.map((ext) => `.${ext}`).join(',');

/**
 * Issue 42 item 8: optional supplementary files beside the manuscript (data, figures, code), at most
 * five of 10 MB each. What the browser can tell (count, size, name) is hinted here; the server checks
 * the content and has the last word.
 */
export function SupplementaryFilesField({ files, onChange, disabled }: Props) {
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);

  function add(chosen: File[]) {
    const next = [...files];
    for (const file of chosen) {
      const refusal = supplementaryFileProblem(file);
      if (refusal) return setProblem(refusal);
      if (next.length >= SUPPLEMENTARY_LIMITS.files) return setProblem(SUPPLEMENTARY_MESSAGES.tooMany);
      next.push(file);
    }
    setProblem(null);
    onChange(next);
  }

  return (
    <section className="submit-details" aria-labelledby={`${id}-title`} data-testid="supplementary-files">
      <h3 id={`${id}-title`}>Supplementary files</h3>
      <div className="paper-details__field">
        <label htmlFor={`${id}-input`}>Add supplementary files (optional)</label>
        <p className="form-field__hint" id={`${id}-hint`}>
          Up to {SUPPLEMENTARY_LIMITS.files} files, 10 MB each: {SUPPLEMENTARY_TYPES_TEXT}. Editors see them;
          reviewers do not, so keep your name out of them. They are listed on the article page once published.
        </p>
        <input
          id={`${id}-input`}
          type="file"
          multiple
          accept={ACCEPT}
          disabled={disabled || files.length >= SUPPLEMENTARY_LIMITS.files}
          aria-describedby={problem ? `${id}-hint ${id}-error` : `${id}-hint`}
          onChange={(e) => {
            add(Array.from(e.target.files ?? []));
            e.target.value = '';
          }}
        />
        {problem && (
          <p id={`${id}-error`} className="paper-details__error" role="alert">
            {problem}
          </p>
        )}
      </div>
      {files.length > 0 && (
        <ul className="submit-supplementary__list" aria-label="Chosen supplementary files">
          {files.map((file, index) => (
            <li key={`${file.name}-${index}`}>
              <strong>{file.name}</strong> <span>({describeFileSize(file.size)})</span>{' '}
              <button
                type="button"
                className="link-button"
                disabled={disabled}
                onClick={() => {
                  setProblem(null);
                  onChange(files.filter((_, i) => i !== index));
                }}
                aria-label={`Remove ${file.name}`}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
