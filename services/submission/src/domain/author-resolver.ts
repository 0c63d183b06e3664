import { ForbiddenError } from '@journal/errors';
import type { Pool } from '@journal/db';
import type { IdentityDirectory } from '../identity/identity-directory';
import { findAuthor, insertAuthorIfMissing } from '../repositories/authors.repository';
import type { AuthorRecord } from './submission.types';

/**
 * The author's names for a new submission: from the projection fed by identity events, or, when the
 * registration event has not arrived yet, read once from identity and remembered.
 */
export class AuthorResolver {
  constructor(
    private readonly pool: Pool,
    private readonly identity: IdentityDirectory,
  ) {}

  async resolve(userId: string): Promise<AuthorRecord> {
    const known = await findAuthor(this.pool, userId);
    if (known) return known;
    const fetched = await this.identity.findUser(userId);
    if (!fetched) throw new ForbiddenError('Your account could not be found. Please log in again.');
    await insertAuthorIfMissing(this.pool, fetched);
    return fetched;
  }
}
