import type { AuthClaims } from '@journal/auth';

/**
 * Who may change a journal (its fields, cover and board). Today only the global administrator; the
 * journal's own managers (a later part of issue 28) are added here, and nowhere else.
 */
export function canManageJournal(auth: AuthClaims, _slug: string): boolean {
  return auth.role === 'admin';
}
