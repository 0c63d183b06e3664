import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SUPPLEMENTARY_LIMITS, SUPPLEMENTARY_MESSAGES, supplementaryFileProblem } from '@journal/metadata';
import { failedAnswer } from '../../api/api-error';
import { getToken } from '../../api/session';
import {
  addSupplementaryFiles,
  fetchSupplementaryFiles,
  removeSupplementaryFile,
} from '../../api/submission.api';
import { describeFileSize } from '../submit/submission.validation';

/**
 * Issue 42 item 8, on the author's card while the paper is Submitted or a revision is open: the paper's
 * supplementary files, each removable, and more to add (at most five in all; the server checks them).
 */
export function AuthorSupplementary({ submissionId }: { submissionId: string }) {
  const token = getToken() ?? '';
  const key = ['supplementary-files', submissionId];
  const client = useQueryClient();
  const [problem, setProblem] = useState<string | null>(null);
  const files = useQuery({ queryKey: key, queryFn: () => fetchSupplementaryFiles(submissionId, token) });
  const change = useMutation({
    mutationFn: (run: () => Promise<unknown>) => run(),
    onSuccess: (list) => {
      setProblem(null);
      client.setQueryData(key, list);
    },
    onError: (error) => setProblem(failedAnswer(error)?.message ?? 'The change could not be saved.'),
  });
  const list = files.data ?? [];

  function add(chosen: File[]) {
    const refusal =
      chosen.map(supplementaryFileProblem).find(Boolean) ??
      (list.length + chosen.length > SUPPLEMENTARY_LIMITS.files ? SUPPLEMENTARY_MESSAGES.tooMany : undefined);
    if (refusal) return setProblem(refusal);
    if (chosen.length) change.mutate(() => addSupplementaryFiles(submissionId, chosen, token));
  }

  return (
    <div className="submission-card__supplementary" data-testid="author-supplementary">
      <h4>Supplementary files</h4>
      {list.length > 0 ? (
        <ul aria-label="Supplementary files">
          {list.map((file) => (
            <li key={file.id}>
              {file.name} ({describeFileSize(file.size)}){' '}
              <button
                type="button"
                className="link-button"
                disabled={change.isPending}
                aria-label={`Remove ${file.name}`}
                onClick={() => change.mutate(() => removeSupplementaryFile(submissionId, file.id, token))}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      ) : (
        files.isSuccess && <p className="form-field__hint">None.</p>
      )}
      {list.length < SUPPLEMENTARY_LIMITS.files && (
        <label>
          Add supplementary files{' '}
          <input
            type="file"
            multiple
            disabled={change.isPending || !files.isSuccess}
            onChange={(e) => {
              add(Array.from(e.target.files ?? []));
              e.target.value = '';
            }}
          />
        </label>
      )}
      {problem && (
        <p className="paper-details__error" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
