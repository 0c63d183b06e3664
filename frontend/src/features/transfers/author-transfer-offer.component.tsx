import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { serverMessageOr } from '../../api/api-error';
import type { AuthorSubmission } from '../../api/profile.api';
import { queryKeys } from '../../api/query-client';
import { getToken } from '../../api/session';
import { answerTransfer } from '../../api/transfers.api';
import { SolidButton } from '../../components/ui/solid-button.component';
import { formatLongDate } from '../profile/format-date';

const ANSWER_FAILED = 'Your answer could not be sent. Please try again.';

/**
 * On the author's submission card (issue 44 item 1): an editor's offer to transfer the paper to a sister
 * journal, with Accept and Decline, and where an accepted transfer took the paper or brought it from.
 */
export function AuthorTransferOffer({ submission }: { submission: AuthorSubmission }) {
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<{ error: boolean; text: string } | null>(null);
  const offer = submission.transfer_offer;

  async function respond(accept: boolean) {
    setBusy(true);
    setAnswer(null);
    try {
      const done = await answerTransfer(String(submission.id), accept, getToken() ?? '');
      setAnswer({ error: false, text: done.message });
      await client.invalidateQueries({ queryKey: queryKeys.profileAll });
    } catch (failure) {
      setAnswer({ error: true, text: serverMessageOr(failure, ANSWER_FAILED) });
    }
    setBusy(false);
  }

  return (
    <>
      {submission.transferred_to && (
        <p className="submission-card__transfer" data-testid="transferred-to">
          Transferred to {submission.transferred_to.journal_name} on{' '}
          {formatLongDate(submission.transferred_to.at)}
        </p>
      )}
      {submission.transferred_from && (
        <p className="submission-card__transfer" data-testid="transferred-from">
          Transferred from {submission.transferred_from.journal_name} on{' '}
          {formatLongDate(submission.transferred_from.at)}
        </p>
      )}
      {offer && (
        <div className="submission-card__transfer-offer" data-testid="transfer-offer">
          <h4>Transfer offer to {offer.to_journal_name}</h4>
          <p>
            The editors of {offer.from_journal_name} offer to transfer this paper to {offer.to_journal_name} (
            {formatLongDate(offer.offered_at)}). It would become a new submission there with its files, its
            details and the reports its reviewers agreed to pass on.
          </p>
          <blockquote>{offer.message}</blockquote>
          <div className="submission-card__actions">
            <SolidButton look="profile" variant="accent" disabled={busy} onClick={() => void respond(true)}>
              Accept transfer
            </SolidButton>
            <SolidButton look="profile" ghost disabled={busy} onClick={() => void respond(false)}>
              Decline
            </SolidButton>
          </div>
        </div>
      )}
      {answer && (
        <p role={answer.error ? 'alert' : 'status'} className={answer.error ? 'profile-error' : undefined}>
          {answer.text}
        </p>
      )}
    </>
  );
}
