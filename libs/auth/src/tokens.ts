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

/** How many verified tokens a verifier remembers (an admin's session reuses one token for 15 minutes). */
export const VERIFIED_TOKEN_CACHE_SIZE = 1_000;

/**
 * Accepts only ES256 tokens from our issuer for our audience, signed by one of `publicKeys`
 * (`alg: none`, HS256 with the public key as secret, expired or foreign tokens are all rejected), and
 * refuses tokens of revoked sessions (logout, password change) before they expire.
 *
 * A token whose signature and claims were verified is remembered, by its exact text, until its `exp`
 * (at most `cacheSize` tokens, the oldest forgotten first): the same token again skips the ES256
 * verification (~0.3 ms of CPU) and the claims' parse, but is still refused once expired (the same
 * `now >= exp` rule as jsonwebtoken) and checked against the revocations on every call. Any other text,
 * a single changed byte included, is verified in full. `ignoreExpiration` (logout) never uses it.
 */
export function createTokenVerifier(
  publicKeys: KeyObject[],
  options: { revocations?: SessionRevocations; cacheSize?: number; now?: () => number } = {},
): TokenVerifier {
  const cacheSize = options.cacheSize ?? VERIFIED_TOKEN_CACHE_SIZE;
  const now = options.now ?? (() => Date.now());
  const verified = new Map<string, { claims: AuthClaims; expiresAtMs: number }>();
  const remember = (token: string, claims: AuthClaims, exp: unknown) => {
    if (cacheSize <= 0 || typeof exp !== 'number') return;
    if (verified.size >= cacheSize) verified.delete(verified.keys().next().value as string);
    verified.set(token, { claims, expiresAtMs: exp * 1000 });
  };
  const live = (claims: AuthClaims, ignoreExpiration: boolean): AuthClaims => {
    if (!ignoreExpiration && options.revocations?.isRevoked(claims.sid))
      throw new UnauthorizedError(SESSION_EXPIRED_MESSAGE);
    return claims;
  };
  return {
    verify(token, verifyOptions = {}) {
      const ignoreExpiration = verifyOptions.ignoreExpiration ?? false;
      if (!ignoreExpiration) {
        const known = verified.get(token);
        if (known) {
          if (now() >= known.expiresAtMs) {
            verified.delete(token);
            throw new UnauthorizedError(SESSION_EXPIRED_MESSAGE);
          }
          return live({ ...known.claims }, false);
        }
      }
      for (const key of publicKeys) {
        try {
          const payload = jwt.verify(token, key, {
            algorithms: [ALGORITHM],
            issuer: TOKEN_ISSUER,
            audience: TOKEN_AUDIENCE,
            ignoreExpiration,
            clockTimestamp: Math.floor(now() / 1000),
          });
          const parsed = claimsSchema.safeParse(payload);
          if (!parsed.success) throw new UnauthorizedError('Invalid token claims');
          const claims = live(parsed.data, ignoreExpiration);
          if (!ignoreExpiration) remember(token, { ...claims }, (payload as jwt.JwtPayload).exp);
          return claims;
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
