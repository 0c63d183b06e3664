import type { RequestHandler } from 'express';
import { authOf, requireAuth, type TokenVerifier } from '@journal/auth';
import { ForbiddenError, NotFoundError } from '@journal/errors';
import { JOURNAL_NOT_FOUND } from '../domain/board.service';
import { slugField } from '../domain/journal.input';
import { canManageJournal, NOT_ALLOWED_TO_MANAGE } from '../domain/journal-access';
import type { MembersService } from '../domain/members.service';

/**
 * Signed in, and allowed to manage the journal named by `:slug` (domain/journal-access.ts): the
 * administrator's token at once, anyone else after one read of their role in that journal.
 */
export function requireJournalManager(
  verifier: TokenVerifier,
  members: Pick<MembersService, 'roleIn'>,
): RequestHandler[] {
  return [
    requireAuth(verifier),
    (req, _res, next) => {
      const auth = authOf(req);
      // A slug no journal can have (a NUL, which Postgres refuses in text) is no journal, not a 500.
      if (!slugField.safeParse(req.params.slug).success) return next(new NotFoundError(JOURNAL_NOT_FOUND));
      const role =
        auth.role === 'admin' ? Promise.resolve(undefined) : members.roleIn(req.params.slug, auth.sub);
      role.then((roleHere) => {
        if (!canManageJournal(auth, roleHere)) return next(new ForbiddenError(NOT_ALLOWED_TO_MANAGE));
        next();
      }, next);
    },
  ];
}
