import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { failedAnswer } from '../../api/api-error';
import { DECISIONS, decisionLabel, type DecisionKind } from '../../api/peer-review.types';
import { recordDecision, type Admin } from '../../api/review-admin.api';
import { FormField } from '../../components/ui/form-field.component';
import { DETAIL_MESSAGES } from './submission-detail.messages';
import { FormMessage } from '../../components/ui/form-message.component';
import { SolidButton } from '../../components/ui/solid-button.component';

interface Props {
  submissionId: string;
  admin: Admin;
  onDecided: () => void;
}

const DECISION_CHOICES: Record<DecisionKind, string> = {
  accept: 'Accept',
  reject: 'Reject',
  revisions: 'Request revisions',
};

/** Accept, reject or ask for revisions, with the letter the author (and co-authors) receive. */
export function DecisionForm({ submissionId, admin, onDecided }: Props) {
  const [decision, setDecision] = useState<DecisionKind | ''>('');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<{ decision?: string; message?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const record = useMutation({
    mutationFn: (payload: { decision: DecisionKind; message: string }) =>
      recordDecision(submissionId, payload, admin),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = {
      decision: decision ? undefined : DETAIL_MESSAGES.decisionMissing,
      message: message.trim() ? undefined : DETAIL_MESSAGES.messageMissing,
    };
    setErrors(found);
    setFailure(null);
    setDone(null);
    if (!decision || found.message) return;
    record.mutate(
      { decision, message: message.trim() },
      {
        onSuccess: (answer) => {
          if (!answer.success) {
            setFailure(answer.message || DETAIL_MESSAGES.decisionFailed);
            return;
          }
          setDone(`${decisionLabel(decision)}: ${DETAIL_MESSAGES.decisionRecorded}`);
          setDecision('');
          setMessage('');
          onDecided();
        },
        onError: (error) => setFailure(failedAnswer(error)?.message || DETAIL_MESSAGES.decisionFailed),
      },
    );
  }

  return (
    <form className="detail-form" onSubmit={submit} noValidate aria-label="Record a decision">
      <h3>Record a decision</h3>
      <fieldset className="detail-choices" aria-describedby={errors.decision ? 'decision-error' : undefined}>
        <legend>Decision</legend>
        {DECISIONS.map((choice) => (
          <label key={choice} className="detail-choice">
            <input
              type="radio"
              name="decision"
              value={choice}
              checked={decision === choice}
              onChange={() => {
                setDecision(choice);
                setErrors((current) => ({ ...current, decision: undefined }));
              }}
            />
            {DECISION_CHOICES[choice]}
          </label>
        ))}
      </fieldset>
      {errors.decision && (
        <p id="decision-error" className="form-field__error">
          {errors.decision}
        </p>
      )}
      <FormField label="Message to the author" error={errors.message}>
        {(control) => (
          <textarea
            {...control}
            rows={6}
            value={message}
            onChange={(e) => {
              setMessage(e.target.value);
              setErrors((current) => ({ ...current, message: undefined }));
            }}
          />
        )}
      </FormField>
      <FormMessage error={failure} success={done} />
      <SolidButton type="submit" look="admin" disabled={record.isPending}>
        {record.isPending ? 'Recording...' : 'Record decision'}
      </SolidButton>
    </form>
  );
}
