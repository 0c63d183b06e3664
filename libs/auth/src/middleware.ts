import { timingSafeEqual } from 'node:crypto';
import type { Request, RequestHandler } from 'express';
import { ForbiddenError, UnauthorizedError, ValidationError } from '@journal/errors';
import type { AuthClaims, Role, TokenVerifier } from './tokens';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      auth?: AuthClaims;
    }
  }
}

export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1];
}

/** Verifies the bearer token and puts its claims on `req.auth`; 401 without a valid one. */
export function requireAuth(verifier: TokenVerifier, role?: Role): RequestHandler {
  return (req, _res, next) => {
    const token = bearerToken(req.headers.authorization);
    if (!token) return next(new UnauthorizedError('No authentication token found'));
    try {
      req.auth = verifier.verify(token);
    } catch (error) {
      return next(error);
    }
    if (role && req.auth.role !== role) return next(new ForbiddenError('Administrator access required'));
    next();
  };
}

export const requireAdmin = (verifier: TokenVerifier) => requireAuth(verifier, 'admin');

/** The authenticated caller; only call behind requireAuth. */
export function authOf(req: Request): AuthClaims {
  if (!req.auth) throw new UnauthorizedError();
  return req.auth;
}

/**
 * The spec's clients send the caller's email alongside the token; it must be the token's own
 * (case-insensitive) or the call is refused, so nobody acts as someone else by changing a parameter.
 */
export function assertSameEmail(auth: AuthClaims, email: string | undefined, message?: string): void {
  if (email !== undefined && email.trim().toLowerCase() !== auth.email.toLowerCase())
    throw new ForbiddenError(message ?? 'You can only access your own account');
}

/**
 * The `email` the dashboard sends along (query or JSON body) must be the token's own, so the parameter can
 * never stand in for the token. Behind requireAuth (adminGuard, editorialGuard).
 */
export const claimedEmailIsOwn: RequestHandler = (req, _res, next) => {
  const fromQuery = req.query.email;
  const fromBody =
    req.body && typeof req.body === 'object' ? (req.body as Record<string, unknown>).email : undefined;
  for (const claimed of [fromQuery, fromBody]) {
    if (claimed === undefined) continue;
    if (typeof claimed !== 'string') return next(new ValidationError('email must be given once, as text'));
    try {
      assertSameEmail(authOf(req), claimed, 'The email does not match your admin session');
    } catch (error) {
      return next(error);
    }
  }
  next();
};

export const INTERNAL_SCHEME = 'Internal';

/** Guards `/internal/*` routes: service-to-service calls carry the shared INTERNAL_TOKEN. */
export function requireInternal(secret: string): RequestHandler {
  const expected = Buffer.from(secret);
  return (req, _res, next) => {
    const header = req.headers.authorization ?? '';
    const given = Buffer.from(
      header.startsWith(`${INTERNAL_SCHEME} `) ? header.slice(INTERNAL_SCHEME.length + 1) : '',
    );
    if (given.length !== expected.length || !timingSafeEqual(given, expected))
      return next(new UnauthorizedError('Internal call not authorised'));
    next();
  };
}

export function internalAuthHeader(secret: string): Record<string, string> {
  return { authorization: `${INTERNAL_SCHEME} ${secret}` };
}
