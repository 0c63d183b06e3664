import { useState, type FormEvent } from 'react';
import { failedAnswer } from '../../api/api-error';
import type { AuthorSubmission } from '../../api/profile.api';
import { getToken } from '../../api/session';
import { submitRevision } from '../../api/submission.api';
import { FormField } from '../../components/ui/form-field.component';
import { ACCEPT_ATTRIBUTE, describeFileSize, fileProblem } from '../submit/submission.validation';
import { ProfileDialog } from './profile-dialog.component';
import { PROFILE_MESSAGES } from './profile.messages';

export const MAX_RESPONSE = 20_000;

interface Props {
  submission: AuthorSubmission;
  onClose: () => void;
  onUploaded: (message: string) => void;
}

/** A revised file (same type and size rules as a submission) and the response to the reviewers. */
export function RevisionDialog({ submission, onClose, onUploaded }: Props) {
  const [file, setFile] = useState<File | null>(null);
  const [response, setResponse] = useState('');
  const [errors, setErrors] = useState<{ file?: string; response?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const found = {
      file: file ? (fileProblem(file) ?? undefined) : PROFILE_MESSAGES.noRevisionFile,
      response: response.length > MAX_RESPONSE ? PROFILE_MESSAGES.responseTooLong : undefined,
    };
    setErrors(found);
    const token = getToken();
    if (!file || found.file || found.response) return;
    if (!token) {
      setFailure(PROFILE_MESSAGES.noToken);
      return;
    }
    setBusy(true);
    try {
      const answer = await submitRevision(
        submission.id,
        { paperFile: file, responseToReviewers: response },
        token,
      );
      if (answer.success) {
        onUploaded(answer.message || PROFILE_MESSAGES.revisionUploaded);
        return;
      }
      setFailure(answer.message || PROFILE_MESSAGES.revisionFailed);
    } catch (err) {
      setFailure(failedAnswer(err)?.message || PROFILE_MESSAGES.revisionFailed);
    }
    setBusy(false);
  }

  return (
    <ProfileDialog title="Upload revision" wide onClose={onClose}>
      {() => (
        <form onSubmit={(e) => void onSubmit(e)} noValidate className="profile-modal__form">
          <p>
            &quot;{submission.paper_title}&quot;: the revised file becomes the next version for the editor.
          </p>
          {failure && (
            <p className="profile-inline-error" role="alert">
              {failure}
            </p>
          )}
          <FormField
            label="Revised paper (.doc, .docx or .txt, under 10 MB)"
            error={errors.file}
            hint={file ? `${file.name} · ${describeFileSize(file.size)}` : undefined}
          >
            {(control) => (
              <input
                {...control}
                type="file"
                accept={ACCEPT_ATTRIBUTE}
                onChange={(e) => setFile(e.target.files?.[0] ?? null)}
              />
            )}
          </FormField>
          <FormField
            label="Response to reviewers (optional)"
            error={errors.response}
            hint={`${response.length.toLocaleString('en-US')} / ${MAX_RESPONSE.toLocaleString('en-US')} characters`}
          >
            {(control) => (
              <textarea
                {...control}
                rows={8}
                value={response}
                onChange={(e) => setResponse(e.target.value)}
              />
            )}
          </FormField>
          <div className="profile-modal__actions">
            <button
              type="button"
              className="solid-button profile-button solid-button--ghost"
              onClick={onClose}
            >
              Cancel
            </button>
            <button
              type="submit"
              className="solid-button profile-button profile-button--accent"
              disabled={busy}
            >
              {busy ? 'Uploading...' : 'Upload revision'}
            </button>
          </div>
        </form>
      )}
    </ProfileDialog>
  );
}
