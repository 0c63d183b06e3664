import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { isApiError, serverMessageOr } from '../../api/api-error';
import { queryKeys } from '../../api/query-client';
import { fetchInvitation, type ReviewInvitation } from '../../api/review.api';
import { REVIEW_MESSAGES } from './review.messages';

/** A read that failed; `gone` when the server says the link is unknown, cancelled or expired (404). */
export class InvitationReadError extends Error {
  constructor(
    message: string,
    readonly gone: boolean,
  ) {
    super(message);
  }
}

async function readInvitation(token: string): Promise<ReviewInvitation> {
  try {
    const answer = await fetchInvitation(token);
    if (!answer.success || !answer.review)
      throw new InvitationReadError(answer.message || REVIEW_MESSAGES.loadFailed, false);
    return answer.review;
  } catch (error) {
    if (error instanceof InvitationReadError) throw error;
    const gone = isApiError(error) && error.status === 404;
    throw new InvitationReadError(serverMessageOr(error, REVIEW_MESSAGES.loadFailed), gone);
  }
}

export function useReviewInvitation(token: string) {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: queryKeys.reviewInvitation(token),
    queryFn: () => readInvitation(token),
  });
  /** An answer that carries the invitation replaces it; otherwise it is read again. */
  const update = useCallback(
    (invitation?: ReviewInvitation) => {
      if (invitation) client.setQueryData(queryKeys.reviewInvitation(token), invitation);
      else void client.invalidateQueries({ queryKey: queryKeys.reviewInvitation(token) });
    },
    [client, token],
  );
  return { query, update };
}
