import type { Request, RequestHandler } from 'express';
import { z } from 'zod';
import { ForbiddenError, NotFoundError } from '@journal/errors';
import { authOf, claimedEmailIsOwn, requireAuth } from './middleware';
import { rememberScopeHolder } from './role-at-commit';
import type { TokenVerifier } from './tokens';
import type { EditorialRoles, EditorialScope } from './editorial-scope.types';

/** The journals service's answer about one user (`GET /internal/editorial/users/:userId`). */
const editorialJournal = z.object({
  slug: z.string().min(1),
  name: z.string(),
  role: z.enum(['manager', 'editor']),
});
export const editorialJournalsAnswer = z.object({ journals: z.array(editorialJournal) });
/** `GET /internal/editorial/users?ids=`: each asked id's journals. */
export const editorialJournalsOfEachAnswer = z.object({
  users: z.record(z.string(), z.array(editorialJournal)),
});

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      editorial?: EditorialScope;
    }
  }
}

export const ADMIN_ACCESS_REQUIRED = 'Administrator access required';
export const SUBMISSION_NOT_FOUND = 'Submission not found';
export const ADMINISTRATOR_SCOPE: EditorialScope = Object.freeze({ administrator: true });

/** The caller's scope; only behind editorialGuard. */
export function editorialScopeOf(req: Request): EditorialScope {
  if (!req.editorial) throw new ForbiddenError(ADMIN_ACCESS_REQUIRED);
  return req.editorial;
}

/** The journal ids (slugs) the scope is limited to; undefined for the administrator (every journal). */
export function scopeJournalIds(scope: EditorialScope): string[] | undefined {
  return scope.administrator ? undefined : scope.journals.map((j) => j.slug);
}

export function inEditorialScope(scope: EditorialScope, journalId: string | null | undefined): boolean {
  if (scope.administrator) return true;
  return journalId != null && scope.journals.some((j) => j.slug === journalId);
}

/**
 * A submission (or article) of a journal outside the caller's scope does not exist for them: 404 with the
 * same message an unknown id gets, so nobody learns of another journal's papers by probing ids.
 */
export function assertInEditorialScope(
  req: Request,
  journalId: string | null | undefined,
  notFoundMessage = SUBMISSION_NOT_FOUND,
): void {
  if (!inEditorialScope(editorialScopeOf(req), journalId)) throw new NotFoundError(notFoundMessage);
}

export interface EditorialGuardOptions {
  verifier: TokenVerifier;
  /** Unset (a standalone service without JOURNALS_URL): only the administrator's token gets in. */
  roles?: EditorialRoles;
  /**
   * For routes about one submission (`:id`): its journal, or undefined when there is no such submission.
   * Asked for a non-administrator only; a journal outside their scope answers 404 `notFoundMessage`.
   */
  submissionJournal?: (submissionId: string) => Promise<string | null | undefined>;
  notFoundMessage?: string;
}

/**
 * The one guard of every `/api/admin/*` route that editors use (issue 28): a valid token; the
 * administrator's passes at once with every journal in scope (no call: their path is as fast as before);
 * anyone else is asked about (once per request) and passes with the journals of their roles, or gets 403
 * when they hold none. The `email` the dashboard sends along (query or JSON body) must be the token's own.
 */
export function editorialGuard(options: EditorialGuardOptions): RequestHandler[] {
  const notFound = options.notFoundMessage ?? SUBMISSION_NOT_FOUND;
  const scope: RequestHandler = (req, _res, next) => {
    const auth = authOf(req);
    if (auth.role === 'admin') {
      req.editorial = ADMINISTRATOR_SCOPE;
      return next();
    }
    if (!options.roles || auth.role !== 'author') return next(new ForbiddenError(ADMIN_ACCESS_REQUIRED));
    const roles = options.roles;
    roles.journalsOf(auth.sub).then((journals) => {
      if (journals.length === 0) return next(new ForbiddenError(ADMIN_ACCESS_REQUIRED));
      const scope: EditorialScope = { administrator: false, journals };
      rememberScopeHolder(scope, auth.sub, roles);
      req.editorial = scope;
      next();
    }, next);
  };
  const guards = [requireAuth(options.verifier), scope, claimedEmailIsOwn];
  const { submissionJournal } = options;
  if (!submissionJournal) return guards;
  const ownSubmission: RequestHandler = (req, _res, next) => {
    const current = editorialScopeOf(req);
    if (current.administrator) return next();
    const id = req.params.id;
    if (typeof id !== 'string') return next(new NotFoundError(notFound));
    submissionJournal(id).then((journalId) => {
      if (!inEditorialScope(current, journalId)) return next(new NotFoundError(notFound));
      next();
    }, next);
  };
  return [...guards, ownSubmission];
}
