import type { RequestHandler } from 'express';
import { editorialGuard, type EditorialRoles, type TokenVerifier } from '@journal/auth';
import type { Pool } from '@journal/db';
import { submissionJournal } from '../domain/submission-journal';

/** What the editors' routes need to tell who may act on which paper (issue 28): the shared guard's inputs. */
export interface EditorialAccess {
  verifier: TokenVerifier;
  /** A non-administrator's journal roles (the journals service); unset: only the administrator's token. */
  roles?: EditorialRoles;
  pool: Pool;
}

/**
 * The administrator (no lookup: their status changes stay as fast as before), or an editor or manager of
 * the `:id` paper's journal; another journal's paper answers 404 `Submission not found`.
 */
export function submissionGuard(access: EditorialAccess): RequestHandler[] {
  return editorialGuard({
    verifier: access.verifier,
    roles: access.roles,
    submissionJournal: (id) => submissionJournal(access.pool, id),
  });
}
