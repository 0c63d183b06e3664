import type { Request, RequestHandler } from 'express';
import { requireAuth, type TokenVerifier } from '@journal/auth';
import { ForbiddenError, ValidationError } from '@journal/errors';

/** Author-only calls: a valid token whose role is author (an admin token is refused with 403). */
export function requireAuthor(verifier: TokenVerifier): RequestHandler {
  const authenticate = requireAuth(verifier);
  return (req, res, next) =>
    authenticate(req, res, (error?: unknown) => {
      if (error) return next(error);
      next(
        req.auth?.role === 'author'
          ? undefined
          : new ForbiddenError('This is only available to author accounts'),
      );
    });
}

/**
 * Puts the caller's claims on `req.auth` when a valid token came with the request; an anonymous or
 * invalid one passes as anonymous (for calls open to visitors that record more for signed-in users).
 */
export function optionalAuth(verifier: TokenVerifier): RequestHandler {
  const authenticate = requireAuth(verifier);
  return (req, res, next) =>
    authenticate(req, res, (error?: unknown) => {
      if (error) req.auth = undefined;
      next();
    });
}

/** A single optional string query parameter (`?email=a&email=b` is refused, not silently picked). */
export function queryString(req: Request, name: string): string | undefined {
  const value = req.query[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw new ValidationError(`Query parameter "${name}" must be given once`);
  return value.trim();
}
