import { addUtcDays } from '@journal/config/utc-calendar';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { failedAnswer } from '../../api/api-error';
import {
  inviteReviewer,
  type Admin,
  type AnonymityFinding,
  type EarlierReviewer,
  type PoolReviewer,
  type ReviewerAssignment,
} from '../../api/review-admin.api';
import { isApiError } from '../../api/api-error';
import { ReviewerSuggestions } from './reviewer-suggestions.component';
import { InputField, withoutKeys } from '../../components/ui/form-field.component';
import { FormMessage } from '../../components/ui/form-message.component';
import { DETAIL_MESSAGES, describeFinding } from './submission-detail.messages';
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
  /** What the reviewers' copy's body still names: inviting asks the editor to confirm (issue 42 item 9). */
  bodyFindings?: AnonymityFinding[];
  onInvited: () => void;
}

/** What the editor confirmed for this invitation; each key is sent only once confirmed. */
interface Confirmation {
  overrideConflict?: true;
  confirmFindings?: true;
  confirmLoad?: true;
}
/** The key each confirmation sends. */
const CONFIRMS: Record<'conflict' | 'findings' | 'load', keyof Confirmation> = {
  conflict: 'overrideConflict',
  findings: 'confirmFindings',
  load: 'confirmLoad',
};
/** The confirmation the form waits for, and what was confirmed before it. */
interface Asking {
  about: 'conflict' | 'findings' | 'load';
  confirmed: Confirmation;
  /** The server's words, for the load limit ("This reviewer already has 2 reviews in progress"). */
  message?: string;
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

/**
 * Which confirmation a 409 asks for: a conflict of interest (CONFLICT_OF_INTEREST) or names left in
 * the reviewers' copy's body (REVIEWER_COPY_NAMES_AUTHORS) or the publisher's load limit (REVIEWER_LOAD,
 * issue 44 item 2); undefined for any other answer.
 */
function refusalAsks(error: unknown): Asking['about'] | undefined {
  if (!isApiError(error) || error.status !== 409) return undefined;
  const code = (error.body as { code?: string } | null)?.code;
  if (code === 'CONFLICT_OF_INTEREST') return 'conflict';
  if (code === 'REVIEWER_COPY_NAMES_AUTHORS') return 'findings';
  if (code === 'REVIEWER_LOAD') return 'load';
  return undefined;
}

export function InviteReviewerForm({
  submissionId,
  journalSlug,
  admin,
  earlierReviewers,
  currentRound,
  assignments,
  bodyFindings = [],
  onInvited,
}: Props) {
  const [draft, setDraft] = useState<InviteDraft>(EMPTY_INVITE);
  const [errors, setErrors] = useState<InviteErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  /** The chosen pool entry's conflicts, shown as a warning while its address is in the form. */
  const [picked, setPicked] = useState<PoolReviewer | null>(null);
  /** The invitation waiting for the editor's confirmation (a conflict, or names left in the copy). */
  const [confirming, setConfirming] = useState<Asking | null>(null);
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
    send({});
  }

  /**
   * Sends the invitation; with a known conflict, or names left in the copy's body, only once the
   * editor confirmed each.
   */
  function send(confirmed: Confirmation) {
    const found = inviteErrors(draft);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    if (conflicts.length > 0 && !confirmed.overrideConflict)
      return setConfirming({ about: 'conflict', confirmed });
    if (bodyFindings.length > 0 && !confirmed.confirmFindings)
      return setConfirming({ about: 'findings', confirmed });
    setConfirming(null);
    const payload = {
      reviewerEmail: draft.reviewerEmail.trim(),
      givenNames: draft.givenNames.trim(),
      familyName: draft.familyName.trim(),
      dueDate: draft.dueDate,
      ...confirmed,
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
        // A conflict the pool did not show (the address was typed), or names the page did not know of
        // yet (the copy was still being checked): ask, as for known ones.
        const about = refusalAsks(error);
        if (about) return setConfirming({ about, confirmed, message: failedAnswer(error)?.message });
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
        <div
          className="detail-confirm"
          role="alertdialog"
          aria-labelledby={`invite-${confirming.about}-title`}
        >
          {confirming.about === 'load' ? (
            <p id="invite-load-title">
              <strong>{confirming.message || DETAIL_MESSAGES.inviteLoad}</strong>. Invite anyway?
            </p>
          ) : confirming.about === 'conflict' ? (
            <p id="invite-conflict-title">
              <strong>This reviewer has a conflict of interest with the paper</strong>
              {conflicts.length > 0 ? ` (${conflicts.join(', ')})` : ''}. Invite anyway? The override is
              recorded in the paper&apos;s activity log.
            </p>
          ) : (
            <>
              <p id="invite-findings-title">
                <strong>{DETAIL_MESSAGES.inviteNamesAuthors}</strong>
              </p>
              {bodyFindings.length > 0 && (
                <ul className="detail-findings" data-testid="invite-findings">
                  {bodyFindings.map((finding) => (
                    <li key={`${finding.kind}-${finding.value}`}>{describeFinding(finding)}</li>
                  ))}
                </ul>
              )}
              <p>{DETAIL_MESSAGES.inviteNamesAuthorsConfirm}</p>
            </>
          )}
          <div className="detail-confirm__actions">
            <SolidButton
              look="admin"
              onClick={() => send({ ...confirming.confirmed, [CONFIRMS[confirming.about]]: true })}
            >
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
