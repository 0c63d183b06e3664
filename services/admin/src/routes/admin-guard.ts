import type { Request, RequestHandler } from 'express';
import {
  authOf,
  editorialGuard,
  type AuthClaims,
  type EditorialRoles,
  type TokenVerifier,
} from '@journal/auth';
import type { Pool } from '@journal/db';
import { submissionJournal } from '../domain/submission-journal';

export const adminOf = (req: Request): AuthClaims => authOf(req);

/** What the admin routes need to tell who may see what (issue 28): the shared guard's inputs. */
export interface EditorialAccess {
  verifier: TokenVerifier;
  /** The journals service's answer about a non-administrator; unset: only the administrator gets in. */
  roles?: EditorialRoles;
  /** The read model, which knows each submission's journal. */
  pool: Pool;
}

/** The administrator, or an editor or manager of some journal (their scope on `req.editorial`). */
export function dashboardGuard(access: EditorialAccess): RequestHandler[] {
  return editorialGuard({ verifier: access.verifier, roles: access.roles });
}

/** As dashboardGuard, and the `:id` submission is of one of the caller's journals (else 404). */
export function submissionGuard(access: EditorialAccess): RequestHandler[] {
  return editorialGuard({
    verifier: access.verifier,
    roles: access.roles,
    submissionJournal: (id) => submissionJournal(access.pool, id),
  });
}
