import type { AuthClaims } from '@journal/auth';
import { ForbiddenError } from '@journal/errors';

export const DOI_PREFIX_ADMIN_ONLY = 'Only the administrator can change the DOI prefix';

/** A 403 that names the form field it is about (the journals forms point at the field in error). */
export class DoiPrefixForbiddenError extends ForbiddenError {
  readonly field = 'doiPrefix';
  constructor() {
    super(DOI_PREFIX_ADMIN_ONLY);
  }
}

/**
 * A DOI prefix belongs to the publisher's Crossref membership, so only the global administrator sets a
 * journal's; a manager's change carrying `doiPrefix` (whatever its value) is refused whole, before
 * anything is validated or stored.
 */
export function assertMaySetDoiPrefix(auth: AuthClaims, body: unknown): void {
  if (auth.role === 'admin') return;
  if (body && typeof body === 'object' && Object.hasOwn(body, 'doiPrefix'))
    throw new DoiPrefixForbiddenError();
}

export const ARCHIVE_ADMIN_ONLY = 'Only the administrator can archive or restore a journal';

/** A 403 about the `archived` field. */
export class ArchiveForbiddenError extends ForbiddenError {
  readonly field = 'archived';
  constructor() {
    super(ARCHIVE_ADMIN_ONLY);
  }
}

/**
 * Archiving takes a journal off the whole site, so only the global administrator does it (a manager's
 * change carrying `archived` is refused whole, before anything is stored).
 */
export function assertMayArchive(auth: AuthClaims, body: unknown): void {
  if (auth.role === 'admin') return;
  if (body && typeof body === 'object' && Object.hasOwn(body, 'archived')) throw new ArchiveForbiddenError();
}
