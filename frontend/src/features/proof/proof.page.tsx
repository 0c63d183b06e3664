// /submissions/:id/proof (issue 31): the signed-in author reads the proof of their accepted paper as it
// will be published (issue 42: metadata, full text, references) and approves it or sends corrections.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { serverMessageOr } from '../../api/client';
import { getToken } from '../../api/session';
import { LoadingNotice } from '../../components/ui/spinner.component';
import { answerProof, fetchProof, type Proof } from './proof.api';
import { ProofAnswerForm, ProofAnswerSent } from './proof-answer-form.component';
import { ProofDocument } from './proof-document.component';
import './proof.css';

const STATUS_TEXT: Record<Proof['status'], string> = {
  none: 'No proof has been sent yet.',
  sent: 'Please read the proof and approve it or send your corrections.',
  approved: 'You approved this proof. Thank you.',
  corrections: 'Your corrections were sent to the editor.',
};

function ProofView({ submissionId }: { submissionId: string }) {
  const queryClient = useQueryClient();
  const [answered, setAnswered] = useState(false);
  const proof = useQuery({ queryKey: ['proof', submissionId], queryFn: () => fetchProof(submissionId) });
  if (proof.isPending) return <LoadingNotice className="proof__loading" message="Loading proof…" />;
  if (proof.isError)
    return <p role="alert">{serverMessageOr(proof.error, 'The proof could not be loaded.')}</p>;
  const { proof: state, paper, html } = proof.data;
  return (
    <>
      <p role="status" className="proof__status">
        {STATUS_TEXT[state.status]}
      </p>
      <ProofDocument paper={paper} html={html} />
      {state.status === 'sent' && (
        <ProofAnswerForm
          send={(answer) => answerProof(submissionId, answer)}
          onAnswered={() => {
            setAnswered(true);
            return queryClient.invalidateQueries({ queryKey: ['proof', submissionId] });
          }}
        />
      )}
      {answered && state.status !== 'sent' && <ProofAnswerSent />}
    </>
  );
}

export default function ProofPage() {
  const submissionId = useParams().id ?? '';
  if (!getToken()) return <Navigate to="/login" replace />;
  return (
    <div className="article proof">
      <h1 className="proof__heading">Proof</h1>
      <ProofView submissionId={submissionId} />
    </div>
  );
}
