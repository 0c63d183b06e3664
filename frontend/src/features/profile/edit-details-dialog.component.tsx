import { useState, type FormEvent } from 'react';
import type { AuthorSubmission } from '../../api/profile.api';
import { getEmail } from '../../api/session';
import { updateSubmissionDetails } from '../../api/submission.api';
import { PaperDetailsFields } from '../paper-details/paper-details-fields.component';
import {
  draftFromSubmission,
  validateDraft,
  type PaperDetailsErrors,
} from '../paper-details/paper-details.draft';
import { useDialogAction } from './dialog-action.hook';
import { DialogActions, InlineError } from './dialog-parts.component';
import { ProfileDialog } from './profile-dialog.component';
import { PROFILE_MESSAGES } from './profile.messages';

interface Props {
  submission: AuthorSubmission;
  authorEmail: string;
  onClose: () => void;
  onSaved: (message: string) => void;
}

/** Edit details of a submission that is still Submitted: the same fields and rules as /submit. */
export function EditDetailsDialog({ submission, authorEmail, onClose, onSaved }: Props) {
  const [draft, setDraft] = useState(() => draftFromSubmission(submission));
  const [errors, setErrors] = useState<PaperDetailsErrors>({});
  const action = useDialogAction(onSaved);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    action.setFailure(null);
    const checked = validateDraft(draft, getEmail() ?? authorEmail);
    setErrors(checked.errors);
    const details = checked.details;
    if (!details) return;
    await action.run((token) => updateSubmissionDetails(submission.id, details, token), {
      done: PROFILE_MESSAGES.detailsUpdated,
      failed: PROFILE_MESSAGES.detailsFailed,
    });
  }

  return (
    <ProfileDialog title="Edit paper details" wide onClose={onClose}>
      {() => (
        <form onSubmit={onSubmit} noValidate className="profile-modal__form">
          <InlineError message={action.failure} />
          <PaperDetailsFields draft={draft} errors={errors} onChange={setDraft} disabled={action.busy} />
          <DialogActions onCancel={onClose} busy={action.busy} labels={['Save details', 'Saving...']} />
        </form>
      )}
    </ProfileDialog>
  );
}
