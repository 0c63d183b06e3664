import { addUtcDays } from '@journal/config/utc-calendar';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { failedAnswer } from '../../api/api-error';
import {
  inviteReviewer,
  type Admin,
  type EarlierReviewer,
  type PoolReviewer,
  type ReviewerAssignment,
} from '../../api/review-admin.api';
import { isApiError } from '../../api/api-error';
import { ReviewerSuggestions } from './reviewer-suggestions.component';
import { InputField, withoutKeys } from '../../components/ui/form-field.component';
import { FormMessage } from '../../components/ui/form-message.component';
import {
  EMPTY_INVITE,
  INVITE_MESSAGES,
  inviteErrors,
  localDate,
  type InviteDraft,
  type InviteErrors,
} from './invite.validation';
import { SolidButton } from '../../components/ui/solid-button.component';

interface Props {
  submissionId: string;
  /** The paper's journal (its slug): the pool searched for suggestions. */
  journalSlug: string;
  admin: Admin;
  /** Reviewers of earlier rounds, offered for the current one. */
  earlierReviewers: EarlierReviewer[];
  currentRound: number;
  assignments: ReviewerAssignment[];
  onInvited: () => void;
}

/** Earlier reviewers not yet invited (or still open) for the current round. */
function invitableAgain(earlier: EarlierReviewer[], assignments: ReviewerAssignment[], round: number) {
  const taken = new Set(
    assignments
      .filter((a) => a.round === round && a.state !== 'cancelled' && a.state !== 'declined')
      .map((a) => a.reviewer.email.toLowerCase()),
  );
  return earlier.filter((reviewer) => !taken.has(reviewer.email.toLowerCase()));
}

/** Server field names map onto the form's, so a 400 shows beside its field. */
function serverFieldErrors(error: unknown): InviteErrors {
  const body = (error as { body?: { errors?: { field?: string; message?: string }[] } } | null)?.body;
  const errors: InviteErrors = {};
  for (const item of body?.errors ?? []) {
    if (item.field && item.message && item.field in EMPTY_INVITE)
      errors[item.field as keyof InviteDraft] = item.message;
  }
  return errors;
}

/** The server refused the invitation for a conflict of interest (409 CONFLICT_OF_INTEREST). */
function isConflictRefusal(error: unknown): boolean {
  return (
    isApiError(error) &&
    error.status === 409 &&
    (error.body as { code?: string } | null)?.code === 'CONFLICT_OF_INTEREST'
  );
}

export function InviteReviewerForm({
  submissionId,
  journalSlug,
  admin,
  earlierReviewers,
  currentRound,
  assignments,
  onInvited,
}: Props) {
  const [draft, setDraft] = useState<InviteDraft>(EMPTY_INVITE);
  const [errors, setErrors] = useState<InviteErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  /** The chosen pool entry's conflicts, shown as a warning while its address is in the form. */
  const [picked, setPicked] = useState<PoolReviewer | null>(null);
  /** The invitation waiting for the editor's confirmation despite a conflict. */
  const [confirming, setConfirming] = useState<InviteDraft | null>(null);
  // The earliest due date the picker offers (the date the form was opened, plus one day).
  const [tomorrow] = useState(() => localDate(addUtcDays(new Date(), 1)));
  const invite = useMutation({
    mutationFn: (payload: InviteDraft) => inviteReviewer(submissionId, payload, admin),
  });

  const set = (patch: Partial<InviteDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setErrors((current) => withoutKeys(current, Object.keys(patch)));
    setDone(null);
    setConfirming(null);
  };
  const pick = (reviewer: PoolReviewer) => {
    set({ reviewerEmail: reviewer.email, givenNames: reviewer.givenNames, familyName: reviewer.familyName });
    setPicked(reviewer);
  };
  const conflicts =
    picked && picked.email.toLowerCase() === draft.reviewerEmail.trim().toLowerCase() ? picked.conflicts : [];

  const again = invitableAgain(earlierReviewers, assignments, currentRound);

  function submit(event: FormEvent) {
    event.preventDefault();
    send(false);
  }

  /** Sends the invitation; with a known conflict, only once the editor confirmed it. */
  function send(overrideConflict: boolean) {
    const found = inviteErrors(draft);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    if (conflicts.length > 0 && !overrideConflict) {
      setConfirming(draft);
      return;
    }
    setConfirming(null);
    const payload = {
      reviewerEmail: draft.reviewerEmail.trim(),
      givenNames: draft.givenNames.trim(),
      familyName: draft.familyName.trim(),
      dueDate: draft.dueDate,
      ...(overrideConflict ? { overrideConflict: true } : {}),
    };
    invite.mutate(payload, {
      onSuccess: (answer) => {
        if (!answer.success) {
          setFailure(answer.message || INVITE_MESSAGES.failed);
          return;
        }
        setDraft(EMPTY_INVITE);
        setPicked(null);
        setDone(`${INVITE_MESSAGES.invited} to ${payload.reviewerEmail}`);
        onInvited();
      },
      onError: (error) => {
        // A conflict the pool did not show (the address was typed): ask, as for a chosen one.
        if (isConflictRefusal(error)) return setConfirming(draft);
        setErrors(serverFieldErrors(error));
        setFailure(failedAnswer(error)?.message || INVITE_MESSAGES.failed);
      },
    });
  }

  return (
    <form className="detail-form" onSubmit={submit} noValidate aria-label="Invite a reviewer">
      <h3>Invite a reviewer for round {currentRound}</h3>
      <ReviewerSuggestions
        journalSlug={journalSlug}
        submissionId={submissionId}
        admin={admin}
        onPick={pick}
      />
      {again.length > 0 && (
        <div className="detail-again">
          <p className="detail-muted">Reviewers of earlier rounds:</p>
          <ul>
            {again.map((reviewer) => (
              <li key={reviewer.email}>
                <SolidButton
                  look="admin"
                  variant="small"
                  ghost
                  onClick={() =>
                    set({
                      reviewerEmail: reviewer.email,
                      givenNames: reviewer.given_names,
                      familyName: reviewer.family_name,
                    })
                  }
                >
                  Invite {reviewer.given_names} {reviewer.family_name} again
                </SolidButton>
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="detail-form__grid">
        <InputField
          label="Reviewer email"
          error={errors.reviewerEmail}
          type="email"
          autoComplete="off"
          value={draft.reviewerEmail}
          onValue={(reviewerEmail) => set({ reviewerEmail })}
        />
        <InputField
          label="Given names"
          error={errors.givenNames}
          value={draft.givenNames}
          onValue={(givenNames) => set({ givenNames })}
        />
        <InputField
          label="Family name"
          error={errors.familyName}
          value={draft.familyName}
          onValue={(familyName) => set({ familyName })}
        />
        <InputField
          label="Due date"
          error={errors.dueDate}
          hint="YYYY-MM-DD, after today"
          type="date"
          min={tomorrow}
          value={draft.dueDate}
          onValue={(dueDate) => set({ dueDate })}
        />
      </div>
      {conflicts.length > 0 && !confirming && (
        <p className="detail-pool__conflict" role="note">
          Conflict of interest: {conflicts.join(', ')}
        </p>
      )}
      {confirming && (
        <div className="detail-confirm" role="alertdialog" aria-labelledby="invite-conflict-title">
          <p id="invite-conflict-title">
            <strong>This reviewer has a conflict of interest with the paper</strong>
            {conflicts.length > 0 ? ` (${conflicts.join(', ')})` : ''}. Invite anyway? The override is
            recorded in the paper&apos;s activity log.
          </p>
          <div className="detail-confirm__actions">
            <SolidButton look="admin" onClick={() => send(true)}>
              Invite anyway
            </SolidButton>
            <SolidButton look="admin" ghost onClick={() => setConfirming(null)}>
              Cancel
            </SolidButton>
          </div>
        </div>
      )}
      <FormMessage error={failure} success={done} />
      <SolidButton type="submit" look="admin" disabled={invite.isPending}>
        {invite.isPending ? 'Inviting...' : 'Send invitation'}
      </SolidButton>
    </form>
  );
}
