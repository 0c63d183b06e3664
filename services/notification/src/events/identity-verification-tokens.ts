import { AppError } from '@journal/errors';
import type { InternalClient } from '@journal/http';
import type { VerificationTokens } from '../mail/mail-jobs-for-event';

/**
 * Asks identity for the token of a pending verification (POST /internal/email-verifications/:ref/token).
 * 404: no longer pending, so no mail; any other failure throws and the event is retried.
 */
export function identityVerificationTokens(identity: InternalClient): VerificationTokens {
  return async (reference) => {
    try {
      const { token } = await identity.json<{ token: string }>(
        'POST',
        `/email-verifications/${encodeURIComponent(reference)}/token`,
      );
      return token;
    } catch (error) {
      if (error instanceof AppError && error.status === 404) return undefined;
      throw error;
    }
  };
}
