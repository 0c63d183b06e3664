// The signed-in account's entries, the same in the header's user menu and the mobile panel: the dashboard
// for editorial staff, My Profile and Logout (which leaves for the home page).
import { Link, useNavigate } from 'react-router-dom';
import { endSession } from '../../api/session-refresh';

interface AccountLinksProps {
  /** The class of each entry in the list it stands in. */
  itemClassName: string;
  /** The dashboard entry's text for those who may open it (dashboard-link.hook.ts). */
  dashboardLabel: string | null;
  /** Closes the menu or panel the entries are in. */
  onNavigate: () => void;
}

export function AccountLinks({ itemClassName, dashboardLabel, onNavigate }: AccountLinksProps) {
  const navigate = useNavigate();
  function onLogout() {
    onNavigate();
    void endSession();
    navigate('/');
  }
  return (
    <>
      {dashboardLabel && (
        <li>
          <Link to="/admin" className={itemClassName} onClick={onNavigate}>
            {dashboardLabel}
          </Link>
        </li>
      )}
      <li>
        <Link to="/profile" className={itemClassName} onClick={onNavigate}>
          My Profile
        </Link>
      </li>
      <li>
        <button type="button" className={itemClassName} onClick={onLogout}>
          Logout
        </button>
      </li>
    </>
  );
}

/** The name an account shows: its name, else the mailbox of its address. */
export function accountDisplayName(name: string | null | undefined, email: string | null | undefined) {
  return name?.trim() || email?.split('@')[0] || 'Account';
}

/** The name and address under the avatar. */
export function AccountSummary({ name, email }: { name: string; email: string | null | undefined }) {
  return (
    <div>
      <p className="user-menu__summary-name">{name}</p>
      <p className="user-menu__summary-email">{email}</p>
    </div>
  );
}
