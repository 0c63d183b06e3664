import type { RequestHandler } from 'express';
import { claimedEmailIsOwn, requireAdmin } from './middleware';
import type { TokenVerifier } from './tokens';

/**
 * Admin token required; and the `email` the dashboard sends along (query or JSON body) must be the
 * token's own, so the parameter can never stand in for the token. Used by every service with admin routes.
 */
export function adminGuard(verifier: TokenVerifier): RequestHandler[] {
  return [requireAdmin(verifier), claimedEmailIsOwn];
}
