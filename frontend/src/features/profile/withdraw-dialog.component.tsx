import { useState } from 'react';
import { failedAnswer } from '../../api/api-error';
import type { AuthorSubmission } from '../../api/profile.api';
import { getToken } from '../../api/session';
import { withdrawSubmission } from '../../api/submission.api';
import { ProfileDialog } from './profile-dialog.component';
import { PROFILE_MESSAGES } from './profile.messages';

interface Props {
  submission: AuthorSubmission;
  onClose: () => void;
  onWithdrawn: (message: string) => void;
}

/** Asks before withdrawing: a withdrawn paper cannot be withdrawn again or edited. */
export function WithdrawDialog({ submission, onClose, onWithdrawn }: Props) {
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function confirm() {
    const token = getToken();
    if (!token) {
      setFailure(PROFILE_MESSAGES.noToken);
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      const answer = await withdrawSubmission(submission.id, token);
      if (answer.success) {
        onWithdrawn(answer.message || PROFILE_MESSAGES.withdrawn);
        return;
      }
      setFailure(answer.message || PROFILE_MESSAGES.withdrawFailed);
    } catch (err) {
      setFailure(failedAnswer(err)?.message || PROFILE_MESSAGES.withdrawFailed);
    }
    setBusy(false);
  }

  return (
    <ProfileDialog title="Withdraw this paper?" role="alertdialog" onClose={onClose}>
      {({ descriptionId }) => (
        <>
          {failure && (
            <p className="profile-inline-error" role="alert">
              {failure}
            </p>
          )}
          <p id={descriptionId}>
            &quot;{submission.paper_title}&quot; will be withdrawn from {submission.journal_name}. Its
            co-authors will be told. You cannot undo this yourself.
          </p>
          <div className="profile-modal__actions">
            <button
              type="button"
              className="solid-button profile-button solid-button--ghost"
              onClick={onClose}
            >
              Cancel
            </button>
            <button
              type="button"
              className="solid-button profile-button profile-button--danger"
              onClick={() => void confirm()}
              disabled={busy}
            >
              {busy ? 'Withdrawing...' : 'Withdraw paper'}
            </button>
          </div>
        </>
      )}
    </ProfileDialog>
  );
}
