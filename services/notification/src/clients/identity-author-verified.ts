import { AppError } from '@journal/errors';
import type { InternalClient } from '@journal/http';

/** Whether the account's address is verified, asked of identity (GET /internal/users/:id). */
export type AuthorVerified = (userId: string) => Promise<boolean>;

/**
 * Asks identity whether an author's address is verified (GET /internal/users/:id). An unknown account
 * (404) counts as unverified; any other failure throws and the event is retried.
 */
export function identityAuthorVerified(identity: InternalClient): AuthorVerified {
  return async (userId) => {
    try {
      const user = await identity.json<{ email_verified?: boolean }>(
        'GET',
        `/users/${encodeURIComponent(userId)}`,
      );
      return user.email_verified === true;
    } catch (error) {
      if (error instanceof AppError && error.status === 404) return false;
      throw error;
    }
  };
}
