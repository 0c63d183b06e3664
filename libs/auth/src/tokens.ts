import type { KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { z } from 'zod';
import { UnauthorizedError } from '@journal/errors';

export const TOKEN_ISSUER = 'journal-identity';
export const TOKEN_AUDIENCE = 'journal-platform';
const ALGORITHM = 'ES256';

export type Role = 'author' | 'admin';

export interface AuthClaims {
  sub: string;
  email: string;
  role: Role;
}

const claimsSchema = z.object({
  sub: z.string().min(1),
  email: z.string().email(),
  role: z.enum(['author', 'admin']),
});

export interface TokenSigner {
  sign(claims: AuthClaims): string;
}

export function createTokenSigner(privateKey: KeyObject, ttlSeconds = 3600): TokenSigner {
  return {
    sign: ({ sub, email, role }) =>
      jwt.sign({ email, role }, privateKey, {
        algorithm: ALGORITHM,
        subject: sub,
        issuer: TOKEN_ISSUER,
        audience: TOKEN_AUDIENCE,
        expiresIn: ttlSeconds,
      }),
  };
}

export interface TokenVerifier {
  /** Returns the claims of a valid token; throws UnauthorizedError otherwise. */
  verify(token: string): AuthClaims;
}

/**
 * Accepts only ES256 tokens from our issuer for our audience, signed by one of `publicKeys`
 * (`alg: none`, HS256 with the public key as secret, expired or foreign tokens are all rejected).
 */
export function createTokenVerifier(publicKeys: KeyObject[]): TokenVerifier {
  return {
    verify(token) {
      for (const key of publicKeys) {
        try {
          const payload = jwt.verify(token, key, {
            algorithms: [ALGORITHM],
            issuer: TOKEN_ISSUER,
            audience: TOKEN_AUDIENCE,
          });
          const parsed = claimsSchema.safeParse(payload);
          if (!parsed.success) throw new UnauthorizedError('Invalid token claims');
          return parsed.data;
        } catch (error) {
          if (error instanceof jwt.TokenExpiredError)
            throw new UnauthorizedError('Your session has expired. Please log in again.');
          if (error instanceof UnauthorizedError) throw error;
          // wrong key: try the next one (rotation)
        }
      }
      throw new UnauthorizedError('Invalid authentication token');
    },
  };
}
