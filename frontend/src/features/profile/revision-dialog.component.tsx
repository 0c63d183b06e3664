import { useState, type FormEvent } from 'react';
import type { AuthorSubmission } from '../../api/profile.api';
import { submitRevision } from '../../api/submission.api';
import { FormField } from '../../components/ui/form-field.component';
import { ACCEPT_ATTRIBUTE, describeFileSize, fileProblem } from '../submit/submission.validation';
import { useDialogAction } from './dialog-action.hook';
import { DialogActions, InlineError } from './dialog-parts.component';
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
  const action = useDialogAction(onUploaded);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    action.setFailure(null);
    const found = {
      file: file ? (fileProblem(file) ?? undefined) : PROFILE_MESSAGES.noRevisionFile,
      response: response.length > MAX_RESPONSE ? PROFILE_MESSAGES.responseTooLong : undefined,
    };
    setErrors(found);
    if (!file || found.file || found.response) return;
    await action.run(
      (token) => submitRevision(submission.id, { paperFile: file, responseToReviewers: response }, token),
      { done: PROFILE_MESSAGES.revisionUploaded, failed: PROFILE_MESSAGES.revisionFailed },
    );
  }

  return (
    <ProfileDialog title="Upload revision" wide onClose={onClose}>
      {() => (
        <form onSubmit={(e) => void onSubmit(e)} noValidate className="profile-modal__form">
          <p>
            &quot;{submission.paper_title}&quot;: the revised file becomes the next version for the editor.
          </p>
          <InlineError message={action.failure} />
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
          <DialogActions
            onCancel={onClose}
            busy={action.busy}
            labels={['Upload revision', 'Uploading...']}
            variant="accent"
          />
        </form>
      )}
    </ProfileDialog>
  );
}
