import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { serverMessageOr } from '../../api/api-error';
import { assignmentStateLabel } from '../../api/peer-review.types';
import { cancelInvitation, type Admin, type ReviewerAssignment } from '../../api/review-admin.api';
import { formatLongDate } from '../profile/format-date';
import { DETAIL_MESSAGES, reviewerName } from './submission-detail.messages';
import { FormMessage } from '../../components/ui/form-message.component';
import { SolidButton } from '../../components/ui/solid-button.component';

/** An invitation's state in the status colours (components.css): grey unless listed. */
const STATE_COLOURS: Record<string, string> = {
  invited: 'blue',
  accepted: 'yellow',
  completed: 'green',
  declined: 'red',
  expired: 'red',
};
const stateColour = (state: string) => STATE_COLOURS[state] ?? 'grey';

interface Props {
  submissionId: string;
  admin: Admin;
  assignments: ReviewerAssignment[];
  onChanged: () => void;
}

/** An invitation can be cancelled until its report is in (its link stops working). */
const CANCELLABLE = new Set(['invited', 'accepted']);

/** Every invitation, newest round first, with its state and a Cancel while it is open. */
export function ReviewerAssignments({ submissionId, admin, assignments, onChanged }: Props) {
  const [failure, setFailure] = useState<string | null>(null);
  const cancel = useMutation({
    mutationFn: (assignment: ReviewerAssignment) => cancelInvitation(submissionId, assignment.id, admin),
    onSuccess: (answer) => {
      if (!answer.success) setFailure(answer.message || DETAIL_MESSAGES.cancelFailed);
      else onChanged();
    },
    onError: (error) => setFailure(serverMessageOr(error, DETAIL_MESSAGES.cancelFailed)),
  });

  if (assignments.length === 0) return <p className="detail-empty">{DETAIL_MESSAGES.noAssignments}</p>;
  const ordered = [...assignments].sort((a, b) => (b.round ?? 1) - (a.round ?? 1));
  return (
    <>
      <FormMessage error={failure} />
      <ul className="detail-list" aria-label="Reviewer assignments">
        {ordered.map((assignment) => {
          const name = `${assignment.reviewer.given_names} ${assignment.reviewer.family_name}`;
          return (
            <li key={assignment.id} className="detail-list__item" data-testid={`assignment-${assignment.id}`}>
              <div className="detail-list__main">
                <strong>{reviewerName(assignment.reviewer, assignment.reviewer_number)}</strong>
                <span className="detail-muted">{assignment.reviewer.email}</span>
                <span className="detail-muted">
                  Round {assignment.round ?? 1} · due {formatLongDate(assignment.due_date)}
                </span>
                {assignment.decline_reason && (
                  <span className="detail-muted">Reason: {assignment.decline_reason}</span>
                )}
              </div>
              <span
                className={`detail-state detail-state--${assignment.state} status-badge--${stateColour(assignment.state)}`}
              >
                {assignmentStateLabel(assignment.state)}
              </span>
              {CANCELLABLE.has(assignment.state) && (
                <SolidButton
                  look="admin"
                  variant="small"
                  ghost
                  onClick={() => {
                    setFailure(null);
                    cancel.mutate(assignment);
                  }}
                  disabled={cancel.isPending}
                  aria-label={`Cancel the invitation of ${name}`}
                >
                  Cancel invitation
                </SolidButton>
              )}
            </li>
          );
        })}
      </ul>
    </>
  );
}
