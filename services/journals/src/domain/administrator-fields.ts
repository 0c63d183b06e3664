import type { AuthClaims } from '@journal/auth';
import { ForbiddenError } from '@journal/errors';

/**
 * Journal settings only the global administrator changes, with the refusal a manager gets: a DOI prefix
 * belongs to the publisher's Crossref membership, and archiving takes a journal off the whole site.
 */
const ADMINISTRATOR_FIELDS = {
  doiPrefix: 'Only the administrator can change the DOI prefix',
  archived: 'Only the administrator can archive or restore a journal',
} as const;

/** A 403 that names the form field it is about (the journals forms point at the field in error). */
export class AdministratorFieldError extends ForbiddenError {
  constructor(readonly field: keyof typeof ADMINISTRATOR_FIELDS) {
    super(ADMINISTRATOR_FIELDS[field]);
  }
}

/**
 * A manager's change carrying any administrator-only field (whatever its value) is refused whole,
 * before anything is validated or stored; the first such field in the table is named.
 */
export function assertMayChangeFields(auth: AuthClaims, body: unknown): void {
  if (auth.role === 'admin' || !body || typeof body !== 'object') return;
  for (const field of Object.keys(ADMINISTRATOR_FIELDS) as (keyof typeof ADMINISTRATOR_FIELDS)[])
    if (Object.hasOwn(body, field)) throw new AdministratorFieldError(field);
}
