import { AppError } from '@journal/errors';
import type { InternalClient } from '@journal/http';

/**
 * The token to put in a verification mail, asked of identity by the event's reference (events never
 * carry it) when the mail is sent; undefined when the verification is no longer pending (used, expired,
 * superseded).
 */
export type VerificationTokens = (reference: string) => Promise<string | undefined>;

/**
 * Asks identity for the token of a pending verification (POST /internal/email-verifications/:ref/token).
 * 404: no longer pending, so no mail; any other failure throws and the mail attempt is retried.
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
