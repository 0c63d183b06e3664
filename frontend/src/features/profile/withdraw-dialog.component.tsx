import type { AuthorSubmission } from '../../api/profile.api';
import { withdrawSubmission } from '../../api/submission.api';
import { useDialogAction } from './dialog-action.hook';
import { DialogActions, InlineError } from './dialog-parts.component';
import { ProfileDialog } from './profile-dialog.component';
import { PROFILE_MESSAGES } from './profile.messages';

interface Props {
  submission: AuthorSubmission;
  onClose: () => void;
  onWithdrawn: (message: string) => void;
}

/** Asks before withdrawing: a withdrawn paper cannot be withdrawn again or edited. */
export function WithdrawDialog({ submission, onClose, onWithdrawn }: Props) {
  const action = useDialogAction(onWithdrawn);

  const confirm = () =>
    action.run((token) => withdrawSubmission(submission.id, token), {
      done: PROFILE_MESSAGES.withdrawn,
      failed: PROFILE_MESSAGES.withdrawFailed,
    });

  return (
    <ProfileDialog title="Withdraw this paper?" role="alertdialog" onClose={onClose}>
      {({ descriptionId }) => (
        <>
          <InlineError message={action.failure} />
          <p id={descriptionId}>
            &quot;{submission.paper_title}&quot; will be withdrawn from {submission.journal_name}. Its
            co-authors will be told. You cannot undo this yourself.
          </p>
          <DialogActions
            onCancel={onClose}
            busy={action.busy}
            labels={['Withdraw paper', 'Withdrawing...']}
            variant="danger"
            onConfirm={() => void confirm()}
          />
        </>
      )}
    </ProfileDialog>
  );
}
