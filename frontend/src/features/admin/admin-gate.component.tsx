import { useEffect, useMemo, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../../api/session';
import { Spinner } from '../../components/ui/spinner.component';
import { storedAdmin, type AdminIdentity } from './admin-access';
import { ADMIN_MESSAGES } from './admin.messages';

/**
 * The admin pages' access check (SPEC section 4): without token, email and role in storage the visitor
 * goes to /admin-login, meanwhile 'Loading admin dashboard...'. Re-checked whenever the stored session
 * changes (logout in another tab included).
 */
export function AdminGate({ children }: { children: (admin: AdminIdentity) => ReactNode }) {
  const navigate = useNavigate();
  const session = useSession();
  const admin = useMemo(() => (session.isLoggedIn ? storedAdmin() : null), [session]);

  useEffect(() => {
    if (!admin) navigate('/admin-login', { replace: true });
  }, [admin, navigate]);

  if (!admin) {
    return (
      <div className="admin-page admin-page--centered" role="status">
        <Spinner />
        <p>{ADMIN_MESSAGES.checking}</p>
      </div>
    );
  }
  return <>{children(admin)}</>;
}
