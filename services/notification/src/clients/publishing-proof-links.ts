import { AppError } from '@journal/errors';
import type { InternalClient } from '@journal/http';

/**
 * A fresh proof link for one author's "Proof ready" mail (issue 42): the co-author's link URL, null for
 * the submitting author (whose mail keeps the signed-in page), undefined when the proof no longer waits
 * for an answer (no mail).
 */
export type ProofLinks = (request: {
  submissionId: string;
  generation: number;
  email: string;
}) => Promise<string | null | undefined>;

/** Asks the publishing service (POST /internal/proofs/:id/link); 404 is "no mail", anything else retries. */
export function publishingProofLinks(publishing: Pick<InternalClient, 'json'>): ProofLinks {
  return async ({ submissionId, generation, email }) => {
    try {
      const { url } = await publishing.json<{ url: string | null }>(
        'POST',
        `/proofs/${encodeURIComponent(submissionId)}/link`,
        { email, generation },
      );
      return url;
    } catch (error) {
      if (error instanceof AppError && error.status === 404) return undefined;
      throw error;
    }
  };
}
