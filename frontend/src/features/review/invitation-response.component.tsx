import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { failedAnswer } from '../../api/api-error';
import { acceptInvitation, declineInvitation, type ReviewInvitation } from '../../api/review.api';
import { FormField } from '../../components/ui/form-field.component';
import { CompetingInterests, declarationOf, type CompetingChoice } from './competing-interests.component';
import { REVIEW_MESSAGES } from './review.messages';
import { FormMessage } from '../../components/ui/form-message.component';
import { SolidButton } from '../../components/ui/solid-button.component';

interface Props {
  token: string;
  onAnswered: (invitation?: ReviewInvitation) => void;
}

/** Accept, or decline with an optional reason for the editor. */
export function InvitationResponse({ token, onAnswered }: Props) {
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [competing, setCompeting] = useState<CompetingChoice>({ kind: '', statement: '' });
  const [competingError, setCompetingError] = useState<string | undefined>();
  const answer = useMutation({
    mutationFn: (choice: { accept: string } | 'decline') =>
      choice === 'decline' ? declineInvitation(token, reason) : acceptInvitation(token, choice.accept),
    onSuccess: (result) => {
      if (result.success) onAnswered(result.review);
      else setFailure(result.message || REVIEW_MESSAGES.actionFailed);
    },
    onError: (error) => setFailure(failedAnswer(error)?.message || REVIEW_MESSAGES.actionFailed),
  });
  const act = (choice: 'accept' | 'decline') => {
    setFailure(null);
    if (choice === 'decline') return answer.mutate('decline');
    const declaration = declarationOf(competing);
    setCompetingError('error' in declaration ? declaration.error : undefined);
    if ('value' in declaration) answer.mutate({ accept: declaration.value });
  };

  return (
    <section className="review-card panel" aria-labelledby="review-answer">
      <h2 id="review-answer">Will you review this paper?</h2>
      <FormMessage error={failure} />
      {declining ? (
        <div className="review-form">
          <FormField label="Reason (optional)" hint="Shared with the editor only.">
            {(control) => (
              <textarea
                {...control}
                rows={4}
                maxLength={2000}
                value={reason}
                onChange={(e) => setReason(e.target.value)}
              />
            )}
          </FormField>
          <div className="review-actions">
            <SolidButton
              look="review"
              variant="danger"
              onClick={() => act('decline')}
              disabled={answer.isPending}
            >
              {answer.isPending ? 'Sending...' : 'Confirm decline'}
            </SolidButton>
            <SolidButton look="review" ghost onClick={() => setDeclining(false)}>
              Back
            </SolidButton>
          </div>
        </div>
      ) : (
        <>
          <CompetingInterests
            choice={competing}
            onChange={(next) => {
              setCompeting(next);
              setCompetingError(undefined);
            }}
            error={competingError}
          />
          <div className="review-actions">
            <SolidButton look="review" onClick={() => act('accept')} disabled={answer.isPending}>
              {answer.isPending ? 'Sending...' : 'Accept invitation'}
            </SolidButton>
            <SolidButton look="review" ghost onClick={() => setDeclining(true)} disabled={answer.isPending}>
              Decline
            </SolidButton>
          </div>
        </>
      )}
    </section>
  );
}
