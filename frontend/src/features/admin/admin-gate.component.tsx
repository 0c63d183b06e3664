import { useEffect, useMemo, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useEditorialAccess } from '../../api/editorial-access.hook';
import { getToken, useSession } from '../../api/session';
import { LoadingNotice } from '../../components/ui/spinner.component';
import { storedAdmin, type AdminIdentity } from './admin-access';
import { ADMIN_MESSAGES } from './admin.messages';

/** The role an editor or manager who signed in as an author works under (issue 28). */
export const EDITORIAL_ROLE = 'editor';

/**
 * The admin pages' access check (SPEC section 4): without token, email and role in storage the visitor
 * goes to /admin-login, meanwhile 'Loading admin dashboard...'. A signed-in author holding a journal role
 * (`GET /api/editorial/me`, issue 28) passes too. Re-checked whenever the stored session changes (logout in
 * another tab included).
 */
export function AdminGate({ children }: { children: (admin: AdminIdentity) => ReactNode }) {
  const navigate = useNavigate();
  const session = useSession();
  const stored = useMemo(() => (session.isLoggedIn ? storedAdmin() : null), [session]);
  const editorial = useEditorialAccess();
  const token = getToken();
  const hasRole = editorial.access !== null;
  const admin = useMemo<AdminIdentity | null>(
    () =>
      stored ??
      (hasRole && token && session.email ? { token, email: session.email, role: EDITORIAL_ROLE } : null),
    [stored, hasRole, token, session.email],
  );
  const deciding = !admin && session.isLoggedIn && editorial.pending;

  useEffect(() => {
    if (!admin && !deciding) navigate('/admin-login', { replace: true });
  }, [admin, deciding, navigate]);

  if (!admin) {
    return <LoadingNotice className="admin-page centered-state" message={ADMIN_MESSAGES.checking} />;
  }
  return <>{children(admin)}</>;
}
