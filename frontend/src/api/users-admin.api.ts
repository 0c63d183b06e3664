import { apiRequest } from './client';

/** An account as the administrator's user search lists it (GET /api/admin/users). */
export interface UserListEntry {
  id: string;
  email: string;
  givenNames: string;
  familyName: string;
  /** `author`, and `editor` / `manager` when the account holds that role in a journal. */
  roles: string[];
}

export interface UserSearchPage {
  users: UserListEntry[];
  total: number;
}

/** Rows per page, as the server pages them. */
export const USERS_PAGE_SIZE = 20;

export const userKeys = {
  search: (q: string, page: number) => ['admin-users', q, page] as const,
};

export async function searchUsers(q: string, page: number, token: string): Promise<UserSearchPage> {
  const query = new URLSearchParams({ q, page: String(page) });
  const answer = await apiRequest<{ data: UserSearchPage }>(`/admin/users?${query}`, { token });
  return answer.data;
}
