import { AppError } from '@journal/errors';
import type { InternalClient } from '@journal/http';

/** A fresh link token for a reviewer's mail, from the review service; undefined once the link is dead. */
export type ReviewLinkTokens = (assignmentId: string) => Promise<string | undefined>;

/**
 * Asks the review service for a fresh link token (POST /internal/assignments/:id/link-token).
 * 404: the invitation was cancelled or expired, so no mail; any other failure throws and the mail attempt is
 * retried.
 */
export function reviewLinkTokens(review: Pick<InternalClient, 'json'>): ReviewLinkTokens {
  return async (assignmentId) => {
    try {
      const { token } = await review.json<{ token: string }>(
        'POST',
        `/assignments/${encodeURIComponent(assignmentId)}/link-token`,
      );
      return token;
    } catch (error) {
      if (error instanceof AppError && error.status === 404) return undefined;
      throw error;
    }
  };
}
