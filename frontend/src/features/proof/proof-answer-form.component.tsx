// The proof's answer (issue 31, styled in issue 42): approve it, or write the corrections and send them.
// The same form for the signed-in author and for a co-author's link; `send` says where it goes.
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { serverMessageOr } from '../../api/client';
import type { Proof, ProofAnswer } from './proof.api';

const MAX_CORRECTIONS = 20_000;

export function ProofAnswerForm({
  send,
  onAnswered,
}: {
  send: (answer: ProofAnswer) => Promise<Proof>;
  onAnswered: (proof: Proof) => void;
}) {
  const [corrections, setCorrections] = useState('');
  const answer = useMutation({ mutationFn: send, onSuccess: onAnswered });
  const tooLong = corrections.length > MAX_CORRECTIONS;
  return (
    <section className="proof__answer" aria-labelledby="proof-answer-title">
      <h2 id="proof-answer-title">Your answer</h2>
      <p className="proof__answer-hint">
        Approve the proof if the article can be published as shown, or describe what must change.
      </p>
      <div className="proof__approve">
        <button
          type="button"
          className="btn btn-primary"
          disabled={answer.isPending}
          onClick={() => answer.mutate({ decision: 'approve' })}
        >
          Approve proof
        </button>
      </div>
      <div className="form-field">
        <label htmlFor="proof-corrections">Corrections</label>
        <textarea
          id="proof-corrections"
          rows={6}
          value={corrections}
          aria-invalid={tooLong || undefined}
          aria-describedby="proof-corrections-hint"
          onChange={(event) => setCorrections(event.target.value)}
        />
        <p id="proof-corrections-hint" className="form-field__hint">
          Name the section, figure or reference each correction is about (at most 20,000 characters).
        </p>
        {tooLong && (
          <p role="alert" className="form-field__error">
            Corrections must be at most 20,000 characters.
          </p>
        )}
      </div>
      <div>
        <button
          type="button"
          className="btn"
          disabled={answer.isPending || !corrections.trim() || tooLong}
          onClick={() => answer.mutate({ decision: 'corrections', corrections })}
        >
          Send corrections
        </button>
      </div>
      {answer.isError && (
        <p role="alert" className="form-field__error">
          {serverMessageOr(answer.error, 'The answer could not be sent.')}
        </p>
      )}
    </section>
  );
}

/**
 * Where the form was, once the answer is sent: the reader is at the end of the proof then, far from the
 * page's status line at the top.
 */
export function ProofAnswerSent() {
  return <p className="proof__answered">Thank you: your answer has been sent to the editor.</p>;
}
