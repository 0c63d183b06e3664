import { AppError } from '@journal/errors';
import type { InternalClient } from '@journal/http';
import type { AuthorRecord } from '../domain/submission.types';

/** Reads a user from identity; undefined when identity does not know the id. */
export interface IdentityDirectory {
  findUser(userId: string): Promise<AuthorRecord | undefined>;
}

interface IdentityUser {
  id: string;
  email: string;
  given_names: string | null;
  family_name: string | null;
}

/** `GET /internal/users/:userId` on the identity service (docs/conventions.md). */
export function identityDirectory(client: Pick<InternalClient, 'json'>): IdentityDirectory {
  return {
    async findUser(userId) {
      try {
        const user = await client.json<IdentityUser>('GET', `/users/${encodeURIComponent(userId)}`);
        return {
          userId: user.id,
          email: user.email,
          givenNames: user.given_names ?? '',
          familyName: user.family_name ?? '',
        };
      } catch (error) {
        if (error instanceof AppError && error.status === 404) return undefined;
        throw error;
      }
    },
  };
}
