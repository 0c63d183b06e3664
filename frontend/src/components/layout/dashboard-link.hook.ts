import { ADMINISTRATOR_ROLE, useEditorialAccess } from '../../api/editorial-access.hook';
import { useSession } from '../../api/session';

/**
 * The header's way to the dashboard: 'Admin Dashboard' for the administrator, as before, and 'Editorial
 * dashboard' for anyone else holding a journal role (issue 28); null for everyone else.
 */
export function useDashboardLabel(): string | null {
  const session = useSession();
  const { access } = useEditorialAccess();
  if (!session.isLoggedIn) return null;
  if (session.role === ADMINISTRATOR_ROLE) return 'Admin Dashboard';
  return access || session.role ? 'Editorial dashboard' : null;
}
