import jwt from 'jsonwebtoken';
import { z } from 'zod';
import { ServiceUnavailableError, UnauthorizedError } from '@journal/errors';
import type { Logger } from '@journal/logger';
import type { GoogleIdentity, GoogleTokenVerifier } from '../domain/google-token.port';
import { JwksUnavailableError, type JwksKeySource } from './jwks-key.source';

export const GOOGLE_ISSUERS: [string, ...string[]] = ['accounts.google.com', 'https://accounts.google.com'];
export const GOOGLE_SIGN_IN_FAILED = 'Google sign-in failed. Please try again.';

const claimsSchema = z.object({
  sub: z.string().min(1),
  email: z.email(),
  // Google sends a boolean; older tokens carried the string "true".
  email_verified: z.union([z.literal(true), z.literal('true')]),
  given_name: z.string().optional(),
  family_name: z.string().optional(),
});

/**
 * Google ID token check: RS256 only, signed by a key of the configured JWKS, `aud` = our client id,
 * `iss` Google's, not expired, and a verified email.
 */
export function createGoogleIdTokenVerifier(options: {
  clientId: string;
  keys: JwksKeySource;
  logger: Logger;
}): GoogleTokenVerifier {
  const reject = (reason: string): never => {
    options.logger.warn({ reason }, 'google credential rejected');
    throw new UnauthorizedError(GOOGLE_SIGN_IN_FAILED);
  };
  return {
    async verify(credential): Promise<GoogleIdentity> {
      const decoded = jwt.decode(credential, { complete: true });
      if (!decoded || typeof decoded.payload === 'string') return reject('not a JWT');
      if (decoded.header.alg !== 'RS256') return reject(`algorithm ${decoded.header.alg} not allowed`);
      if (!decoded.header.kid) return reject('no key id');
      let key;
      try {
        key = await options.keys.key(decoded.header.kid);
      } catch (error) {
        if (error instanceof JwksUnavailableError) {
          options.logger.error({ err: error }, 'google JWKS unavailable');
          throw new ServiceUnavailableError('Google sign-in is temporarily unavailable. Please try again.');
        }
        return reject((error as Error).message);
      }
      let payload: unknown;
      try {
        payload = jwt.verify(credential, key, {
          algorithms: ['RS256'],
          audience: options.clientId,
          issuer: GOOGLE_ISSUERS,
          clockTolerance: 5,
        });
      } catch (error) {
        return reject((error as Error).message);
      }
      const claims = claimsSchema.safeParse(payload);
      if (!claims.success)
        return reject(`claims: ${claims.error.issues.map((i) => i.path.join('.')).join(', ')}`);
      const { sub, email, given_name, family_name } = claims.data;
      return { sub, email, givenName: given_name, familyName: family_name };
    },
  };
}
