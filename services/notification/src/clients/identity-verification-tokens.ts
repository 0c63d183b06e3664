import { AppError } from '@journal/errors';
import type { InternalClient } from '@journal/http';

/**
 * The token to put in a verification mail, asked of identity by the event's reference (events never
 * carry it) when the mail is sent; undefined when the verification is no longer pending (used, expired,
 * superseded).
 */
export type VerificationTokens = (reference: string, link?: IdentityLink) => Promise<string | undefined>;

/** The links identity mints for its mails: an address verification (default) or a password reset. */
export type IdentityLink = 'email-verification' | 'password-reset';
const PATHS: Record<IdentityLink, string> = {
  'email-verification': '/email-verifications',
  'password-reset': '/password-resets',
};

/**
 * Asks identity for the token of a pending verification (POST /internal/email-verifications/:ref/token)
 * or password reset (POST /internal/password-resets/:ref/token).
 * 404: no longer pending, so no mail; any other failure throws and the mail attempt is retried.
 */
export function identityVerificationTokens(identity: InternalClient): VerificationTokens {
  return async (reference, link = 'email-verification') => {
    try {
      const { token } = await identity.json<{ token: string }>(
        'POST',
        `${PATHS[link]}/${encodeURIComponent(reference)}/token`,
      );
      return token;
    } catch (error) {
      if (error instanceof AppError && error.status === 404) return undefined;
      throw error;
    }
  };
}
