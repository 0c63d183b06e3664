import { useState, type FormEvent } from 'react';
import { failedAnswer } from '../../api/api-error';
import type { AuthorSubmission } from '../../api/profile.api';
import { getEmail, getToken } from '../../api/session';
import { updateSubmissionDetails } from '../../api/submission.api';
import { PaperDetailsFields } from '../paper-details/paper-details-fields.component';
import {
  draftFromSubmission,
  validateDraft,
  type PaperDetailsErrors,
} from '../paper-details/paper-details.draft';
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
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const checked = validateDraft(draft, getEmail() ?? authorEmail);
    setErrors(checked.errors);
    const token = getToken();
    if (!checked.details) return;
    if (!token) {
      setFailure(PROFILE_MESSAGES.noToken);
      return;
    }
    setSaving(true);
    try {
      const answer = await updateSubmissionDetails(submission.id, checked.details, token);
      if (answer.success) {
        onSaved(answer.message || PROFILE_MESSAGES.detailsUpdated);
        return;
      }
      setFailure(answer.message || PROFILE_MESSAGES.detailsFailed);
    } catch (err) {
      setFailure(failedAnswer(err)?.message || PROFILE_MESSAGES.detailsFailed);
    }
    setSaving(false);
  }

  return (
    <ProfileDialog title="Edit paper details" wide onClose={onClose}>
      {() => (
        <form onSubmit={onSubmit} noValidate className="profile-modal__form">
          {failure && (
            <p className="profile-inline-error" role="alert">
              {failure}
            </p>
          )}
          <PaperDetailsFields draft={draft} errors={errors} onChange={setDraft} disabled={saving} />
          <div className="profile-modal__actions">
            <button
              type="button"
              className="solid-button profile-button solid-button--ghost"
              onClick={onClose}
            >
              Cancel
            </button>
            <button type="submit" className="solid-button profile-button" disabled={saving}>
              {saving ? 'Saving...' : 'Save details'}
            </button>
          </div>
        </form>
      )}
    </ProfileDialog>
  );
}
