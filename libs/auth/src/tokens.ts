import { randomUUID, type KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { z } from 'zod';
import { UnauthorizedError } from '@journal/errors';
import type { SessionRevocations } from './session-revocations';

export const TOKEN_ISSUER = 'journal-identity';
export const TOKEN_AUDIENCE = 'journal-platform';
const ALGORITHM = 'ES256';
/** Access tokens are short: a stolen one is worth minutes; the session lives on in the refresh cookie. */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please log in again.';

export type Role = 'author' | 'admin';

export interface AuthClaims {
  sub: string;
  email: string;
  role: Role;
  /** The session (refresh family) the token belongs to; revoking it ends every token of it. */
  sid: string;
  /**
   * The account's names when the token was signed (identity signs every access token with them), so
   * a service meeting a user before identity's events reached it names them without calling identity
   * (ADR 0026). Optional: tokens of tools and tests carry none.
   */
  given_names?: string;
  family_name?: string;
}

const claimsSchema = z.object({
  sub: z.string().min(1),
  email: z.string().email(),
  role: z.enum(['author', 'admin']),
  sid: z.string().min(1),
  given_names: z.string().max(200).optional(),
  family_name: z.string().max(200).optional(),
});

export interface TokenSigner {
  /** Without a `sid` the token gets a session of its own that nothing can refresh (tools, tests). */
  sign(claims: Omit<AuthClaims, 'sid'> & { sid?: string }): string;
}

export function createTokenSigner(privateKey: KeyObject, ttlSeconds = ACCESS_TOKEN_TTL_SECONDS): TokenSigner {
  return {
    sign: ({ sub, email, role, sid, given_names, family_name }) =>
      jwt.sign({ email, role, sid: sid ?? randomUUID(), given_names, family_name }, privateKey, {
        algorithm: ALGORITHM,
        subject: sub,
        issuer: TOKEN_ISSUER,
        audience: TOKEN_AUDIENCE,
        expiresIn: ttlSeconds,
      }),
  };
}

export interface TokenVerifier {
  /**
   * Returns the claims of a valid token of a live session; throws UnauthorizedError otherwise.
   * `ignoreExpiration` serves logout only: an expired token still names the session to end.
   */
  verify(token: string, options?: { ignoreExpiration?: boolean }): AuthClaims;
}

/**
 * Accepts only ES256 tokens from our issuer for our audience, signed by one of `publicKeys`
 * (`alg: none`, HS256 with the public key as secret, expired or foreign tokens are all rejected), and
 * refuses tokens of revoked sessions (logout, password change) before they expire.
 */
export function createTokenVerifier(
  publicKeys: KeyObject[],
  options: { revocations?: SessionRevocations } = {},
): TokenVerifier {
  return {
    verify(token, verifyOptions = {}) {
      for (const key of publicKeys) {
        try {
          const payload = jwt.verify(token, key, {
            algorithms: [ALGORITHM],
            issuer: TOKEN_ISSUER,
            audience: TOKEN_AUDIENCE,
            ignoreExpiration: verifyOptions.ignoreExpiration ?? false,
          });
          const parsed = claimsSchema.safeParse(payload);
          if (!parsed.success) throw new UnauthorizedError('Invalid token claims');
          if (!verifyOptions.ignoreExpiration && options.revocations?.isRevoked(parsed.data.sid))
            throw new UnauthorizedError(SESSION_EXPIRED_MESSAGE);
          return parsed.data;
        } catch (error) {
          if (error instanceof jwt.TokenExpiredError) throw new UnauthorizedError(SESSION_EXPIRED_MESSAGE);
          if (error instanceof UnauthorizedError) throw error;
          // wrong key: try the next one (rotation)
        }
      }
      throw new UnauthorizedError('Invalid authentication token');
    },
  };
}
