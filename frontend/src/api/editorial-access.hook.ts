import { useQuery } from '@tanstack/react-query';
import { editorialKeys, fetchEditorialAccess, type EditorialAccess } from './editorial.api';
import { getToken, useSession } from './session';

/** The role the administrator's login stores (identity's admins table). */
export const ADMINISTRATOR_ROLE = 'admin';

export interface EditorialAccessState {
  /** What the signed-in person edits; null when signed out, when they edit nothing, or unknown yet. */
  access: EditorialAccess | null;
  /** The answer is still awaited. */
  pending: boolean;
}

const ADMINISTRATOR: EditorialAccess = { administrator: true, journals: [] };

/** True when the person may open the editorial dashboard at all. */
export function hasEditorialRole(access: EditorialAccess | null): access is EditorialAccess {
  return Boolean(access && (access.administrator || access.journals.length > 0));
}

/** True when the person may change the journal's settings, team and board. */
export function managesJournal(access: EditorialAccess | null, slug: string): boolean {
  return Boolean(
    access?.administrator || access?.journals.some((j) => j.slug === slug && j.role === 'manager'),
  );
}

/**
 * The signed-in person's editorial roles (`GET /api/editorial/me`). The administrator's own login is known
 * without asking (every journal, every power); anyone else is asked about once per page view.
 */
export function useEditorialAccess(): EditorialAccessState {
  const session = useSession();
  const administrator = session.role === ADMINISTRATOR_ROLE;
  const query = useQuery({
    queryKey: editorialKeys.me(session.email),
    queryFn: () => fetchEditorialAccess(getToken() ?? ''),
    enabled: session.isLoggedIn && !administrator,
  });
  if (!session.isLoggedIn) return { access: null, pending: false };
  if (administrator) return { access: ADMINISTRATOR, pending: false };
  const access = query.data ?? null;
  return { access: hasEditorialRole(access) ? access : null, pending: query.isPending };
}
