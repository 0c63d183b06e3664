import type { RequestHandler } from 'express';
import { authOf, requireAuth, type TokenVerifier } from '@journal/auth';
import { ForbiddenError } from '@journal/errors';
import { canManageJournal } from '../domain/journal-access';

/** Signed in, and allowed to manage the journal named by `:slug` (domain/journal-access.ts). */
export function requireJournalManager(verifier: TokenVerifier): RequestHandler[] {
  return [
    requireAuth(verifier),
    (req, _res, next) => {
      if (!canManageJournal(authOf(req), String(req.params.slug))) return next(new ForbiddenError());
      next();
    },
  ];
}
