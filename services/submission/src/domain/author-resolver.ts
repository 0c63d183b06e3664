import { SESSION_EXPIRED_MESSAGE, type AuthClaims } from '@journal/auth';
import type { Pool } from '@journal/db';
import { UnauthorizedError } from '@journal/errors';
import { findAuthor, insertAuthorIfMissing } from '../repositories/authors.repository';
import type { AuthorRecord } from '../repositories/submission.types';

/**
 * The author's names and address for a new submission: from the projection fed by identity events,
 * or, when the registration event has not arrived yet, from the verified token, which identity signs
 * with the account's names; remembered at version 0 so every identity event still applies on top.
 * Never asked of identity over HTTP: the services' calls form no cycle (ADR 0026).
 */
export class AuthorResolver {
  constructor(private readonly pool: Pool) {}

  async resolve(auth: AuthClaims): Promise<AuthorRecord> {
    const known = await findAuthor(this.pool, auth.sub);
    if (known) return known;
    // A token without names predates them (or comes from a tool): a 401 makes the SPA refresh it once,
    // and the refreshed token carries them.
    if (auth.given_names === undefined || auth.family_name === undefined)
      throw new UnauthorizedError(SESSION_EXPIRED_MESSAGE);
    const author = {
      userId: auth.sub,
      email: auth.email,
      givenNames: auth.given_names,
      familyName: auth.family_name,
    };
    await insertAuthorIfMissing(this.pool, author);
    return author;
  }
}
