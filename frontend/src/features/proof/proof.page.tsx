// /submissions/:id/proof (issue 31): the author reads the converted full text of their accepted paper
// (the proof mail links here) and approves it or sends corrections. The HTML is the publishing service's
// own rendering of a closed document model (every text escaped), shown as the article page will show it.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { serverMessageOr } from '../../api/client';
import { getToken } from '../../api/session';
import { LoadingNotice } from '../../components/ui/spinner.component';
import { answerProof, fetchProof, type Proof, type ProofAnswer } from './proof.api';
import '../publishing/article.css';

const MAX_CORRECTIONS = 20_000;

const STATUS_TEXT: Record<Proof['status'], string> = {
  none: 'No proof has been sent yet.',
  sent: 'Please read the proof and approve it or send your corrections.',
  approved: 'You approved this proof. Thank you.',
  corrections: 'Your corrections were sent to the editor.',
};

function ProofAnswerForm({ submissionId }: { submissionId: string }) {
  const queryClient = useQueryClient();
  const [corrections, setCorrections] = useState('');
  const answer = useMutation({
    mutationFn: (body: ProofAnswer) => answerProof(submissionId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['proof', submissionId] }),
  });
  const tooLong = corrections.length > MAX_CORRECTIONS;
  return (
    <section className="proof__answer" aria-labelledby="proof-answer-title">
      <h2 id="proof-answer-title">Your answer</h2>
      <button
        type="button"
        className="btn btn-primary"
        disabled={answer.isPending}
        onClick={() => answer.mutate({ decision: 'approve' })}
      >
        Approve proof
      </button>
      <label htmlFor="proof-corrections">Corrections</label>
      <textarea
        id="proof-corrections"
        rows={6}
        value={corrections}
        onChange={(event) => setCorrections(event.target.value)}
      />
      {tooLong && <p role="alert">Corrections must be at most 20,000 characters.</p>}
      <button
        type="button"
        className="btn"
        disabled={answer.isPending || !corrections.trim() || tooLong}
        onClick={() => answer.mutate({ decision: 'corrections', corrections })}
      >
        Send corrections
      </button>
      {answer.isError && <p role="alert">{serverMessageOr(answer.error, 'The answer could not be sent.')}</p>}
    </section>
  );
}

function ProofView({ submissionId }: { submissionId: string }) {
  const proof = useQuery({ queryKey: ['proof', submissionId], queryFn: () => fetchProof(submissionId) });
  if (proof.isPending) return <LoadingNotice className="proof__loading" message="Loading proof…" />;
  if (proof.isError)
    return <p role="alert">{serverMessageOr(proof.error, 'The proof could not be loaded.')}</p>;
  const { proof: state, html } = proof.data;
  return (
    <>
      <p role="status" className="proof__status">
        {STATUS_TEXT[state.status]}
      </p>
      {state.status === 'sent' && <ProofAnswerForm submissionId={submissionId} />}
      {html && (
        <section className="article__fulltext" aria-labelledby="proof-text-title">
          <h2 id="proof-text-title">Full text</h2>
          <div dangerouslySetInnerHTML={{ __html: html }} />
        </section>
      )}
    </>
  );
}

export default function ProofPage() {
  const submissionId = useParams().id ?? '';
  if (!getToken()) return <Navigate to="/login" replace />;
  return (
    <div className="article proof">
      <h1 className="article__title">Proof</h1>
      <ProofView submissionId={submissionId} />
    </div>
  );
}
