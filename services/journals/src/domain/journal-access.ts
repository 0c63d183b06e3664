import type { AuthClaims } from '@journal/auth';
import type { JournalRole } from '@journal/events';

export const NOT_ALLOWED_TO_MANAGE = 'You are not allowed to manage this journal';

/**
 * Who may change a journal (its fields, cover, board and team): the global administrator, and the
 * journal's own managers (issue 28 part 3). `roleHere` is the caller's role in that journal, read at this
 * request (a role removed a moment ago no longer counts). The one place this rule lives.
 */
export function canManageJournal(auth: AuthClaims, roleHere: JournalRole | undefined): boolean {
  return auth.role === 'admin' || (auth.role === 'author' && roleHere === 'manager');
}
