import { journalsOfEach, type EditorialRoles } from '@journal/auth';
import type { Pool } from '@journal/db';
import { z } from 'zod';
import { searchUsers } from '../repositories/user-search.repository';

/** Rows per page of the administrator's Users page. */
export const USERS_PAGE_SIZE = 20;

export const userSearchSchema = z.object({
  q: z.string().trim().max(200, 'The search may be at most 200 characters').default(''),
  page: z.coerce
    .number({ message: 'page must be a whole number from 1' })
    .int('page must be a whole number from 1')
    .min(1, 'page must be a whole number from 1')
    .max(100_000, 'page must be at most 100000')
    .default(1),
});
export type UserSearchInput = z.infer<typeof userSearchSchema>;

export interface UserListEntry {
  id: string;
  email: string;
  givenNames: string;
  familyName: string;
  /** `author` (every account) and the journal roles it holds (`editor`, `manager`), each once. */
  roles: string[];
}

/**
 * The administrator's user search (issue 45): a page of accounts matching every word of `q` in their
 * names or address, with their roles. Journal roles are owned by the journals service, asked in one call
 * for the accounts of the page only (20 at most), never for the whole match.
 */
export class UserSearchService {
  constructor(
    private readonly pool: Pool,
    private readonly journalRoles?: EditorialRoles,
  ) {}

  async search(input: UserSearchInput): Promise<{ users: UserListEntry[]; total: number }> {
    const { rows, total } = await searchUsers(this.pool, {
      q: input.q,
      limit: USERS_PAGE_SIZE,
      offset: (input.page - 1) * USERS_PAGE_SIZE,
    });
    const journals = this.journalRoles
      ? await journalsOfEach(
          this.journalRoles,
          rows.map((row) => row.id),
        )
      : {};
    const users = rows.map((row) => ({
      id: row.id,
      email: row.email,
      givenNames: row.given_names,
      familyName: row.family_name,
      roles: ['author', ...new Set((journals[row.id] ?? []).map((j) => j.role))],
    }));
    return { users, total };
  }
}
