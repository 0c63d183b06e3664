// /proofs/:token (issue 42): a co-author opens the link of their "Proof ready" mail without an account,
// reads the proof as it will be published and answers it. The answer uses the link up, so the page keeps
// the answer it got instead of reading the link again.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { serverMessageOr } from '../../api/client';
import { LoadingNotice } from '../../components/ui/spinner.component';
import { answerProofByLink, fetchProofByLink, type Proof } from './proof.api';
import { ProofAnswerForm, ProofAnswerSent } from './proof-answer-form.component';
import { ProofDocument } from './proof-document.component';
import './proof.css';

const STATUS_TEXT: Record<Proof['status'], string> = {
  none: 'No proof has been sent yet.',
  sent: 'Please read the proof and approve it or send your corrections.',
  approved: 'This proof has been approved.',
  corrections: 'Corrections to this proof have been sent to the editor.',
};
const ANSWERED_TEXT: Record<'approved' | 'corrections', string> = {
  approved: 'You approved this proof. Thank you.',
  corrections: 'Your corrections were sent to the editor.',
};

function ProofLinkView({ linkToken }: { linkToken: string }) {
  const [answered, setAnswered] = useState<Proof | null>(null);
  const proof = useQuery({
    queryKey: ['proof-link', linkToken],
    queryFn: () => fetchProofByLink(linkToken),
    retry: false,
    staleTime: Infinity,
  });
  if (proof.isPending) return <LoadingNotice className="proof__loading" message="Loading proof…" />;
  if (proof.isError)
    return (
      <p role="alert" className="proof__refused">
        {serverMessageOr(proof.error, 'The proof could not be loaded.')}
      </p>
    );
  const { proof: state, paper, html } = proof.data;
  const status =
    answered && (answered.status === 'approved' || answered.status === 'corrections')
      ? ANSWERED_TEXT[answered.status]
      : STATUS_TEXT[state.status];
  return (
    <>
      <p role="status" className="proof__status">
        {status}
      </p>
      <ProofDocument paper={paper} html={html} />
      {state.status === 'sent' && !answered && (
        <ProofAnswerForm send={(answer) => answerProofByLink(linkToken, answer)} onAnswered={setAnswered} />
      )}
      {answered && <ProofAnswerSent />}
    </>
  );
}

export default function ProofLinkPage() {
  const linkToken = useParams().token ?? '';
  return (
    <div className="article proof">
      <h1 className="proof__heading">Proof</h1>
      <ProofLinkView linkToken={linkToken} />
    </div>
  );
}
