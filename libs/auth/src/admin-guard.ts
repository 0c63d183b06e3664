import type { RequestHandler } from 'express';
import { ValidationError } from '@journal/errors';
import { assertSameEmail, authOf, requireAdmin } from './middleware';
import type { TokenVerifier } from './tokens';

/**
 * Admin token required; and the `email` the dashboard sends along (query or JSON body) must be the
 * token's own, so the parameter can never stand in for the token. Used by every service with admin routes.
 */
export function adminGuard(verifier: TokenVerifier): RequestHandler[] {
  const checkEmail: RequestHandler = (req, _res, next) => {
    const fromQuery = req.query.email;
    const fromBody =
      req.body && typeof req.body === 'object' ? (req.body as Record<string, unknown>).email : undefined;
    for (const claimed of [fromQuery, fromBody]) {
      if (claimed === undefined) continue;
      if (typeof claimed !== 'string') return next(new ValidationError('email must be given once, as text'));
      assertSameEmail(authOf(req), claimed, 'The email does not match your admin session');
    }
    next();
  };
  return [requireAdmin(verifier), checkEmail];
}
