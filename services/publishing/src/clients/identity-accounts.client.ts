import { AppError } from '@journal/errors';
import type { InternalClient } from '@journal/http';

/** Whether the account holds `email` and has proven it, asked of identity (GET /internal/users/:id). */
export type ProvenAddress = (userId: string, email: string) => Promise<boolean>;

/**
 * Asks identity, the owner of accounts, at the request: a confirmation or an address change counts at
 * once. The account's current address must be the token's (a token outlives an address change by up to
 * 15 minutes); an unknown account (404) has proven nothing. Any other failure is the caller's 5xx.
 */
export function identityProvenAddress(identity: InternalClient): ProvenAddress {
  return async (userId, email) => {
    try {
      const user = await identity.json<{ email?: string; email_verified?: boolean }>(
        'GET',
        `/users/${encodeURIComponent(userId)}`,
      );
      return user.email_verified === true && user.email?.toLowerCase() === email.toLowerCase();
    } catch (error) {
      if (error instanceof AppError && error.status === 404) return false;
      throw error;
    }
  };
}
