import type { ArticleAuthorView } from '@journal/metadata';
import { apiRequest } from '../../api/client';
import { getToken } from '../../api/session';

export interface Proof {
  status: 'none' | 'sent' | 'approved' | 'corrections';
  corrections?: string;
}

/**
 * The metadata the article will be published with (issue 42), spelt as the article API spells it.
 * `section` is there once the journal's sections are known to publishing; the page shows it only then.
 */
export interface ProofPaper {
  title: string;
  abstract: string;
  keywords: string[];
  authors: ArticleAuthorView[];
  journal: { id: string; name: string };
  licence: string;
  licence_url: string;
  section?: { title: string } | null;
}

export interface ProofRead {
  proof: Proof;
  paper: ProofPaper | null;
  html: string | null;
}

export type ProofAnswer = { decision: 'approve' } | { decision: 'corrections'; corrections: string };

/** The proof of the author's paper and its full text (`GET /api/registration/submissions/{id}/proof`). */
export async function fetchProof(submissionId: string): Promise<ProofRead> {
  const answer = await apiRequest<{ data: ProofRead }>(
    `/registration/submissions/${encodeURIComponent(submissionId)}/proof`,
    { token: getToken() ?? undefined },
  );
  return answer.data;
}

export async function answerProof(submissionId: string, answer: ProofAnswer): Promise<Proof> {
  const result = await apiRequest<{ data: { proof: Proof } }>(
    `/registration/submissions/${encodeURIComponent(submissionId)}/proof`,
    { method: 'POST', json: answer, token: getToken() ?? undefined },
  );
  return result.data.proof;
}

/** A co-author's proof through the link of their mail, without an account (`GET /api/proofs/{token}`). */
export async function fetchProofByLink(linkToken: string): Promise<ProofRead> {
  const answer = await apiRequest<{ data: ProofRead }>(`/proofs/${encodeURIComponent(linkToken)}`);
  return answer.data;
}

/** The co-author's answer; the link is used up by it (`POST /api/proofs/{token}/answer`). */
export async function answerProofByLink(linkToken: string, answer: ProofAnswer): Promise<Proof> {
  const result = await apiRequest<{ data: { proof: Proof } }>(
    `/proofs/${encodeURIComponent(linkToken)}/answer`,
    { method: 'POST', json: answer },
  );
  return result.data.proof;
}
