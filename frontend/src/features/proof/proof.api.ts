import { apiRequest } from '../../api/client';
import { getToken } from '../../api/session';

export interface Proof {
  status: 'none' | 'sent' | 'approved' | 'corrections';
  corrections?: string;
}

/** The proof of the author's paper and its full text (`GET /api/registration/submissions/{id}/proof`). */
export async function fetchProof(submissionId: string): Promise<{ proof: Proof; html: string | null }> {
  const answer = await apiRequest<{ data: { proof: Proof; html: string | null } }>(
    `/registration/submissions/${encodeURIComponent(submissionId)}/proof`,
    { token: getToken() ?? undefined },
  );
  return answer.data;
}

export type ProofAnswer = { decision: 'approve' } | { decision: 'corrections'; corrections: string };

export async function answerProof(submissionId: string, answer: ProofAnswer): Promise<Proof> {
  const result = await apiRequest<{ data: { proof: Proof } }>(
    `/registration/submissions/${encodeURIComponent(submissionId)}/proof`,
    { method: 'POST', json: answer, token: getToken() ?? undefined },
  );
  return result.data.proof;
}
