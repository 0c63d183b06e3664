// Logged-in header block: initials avatar and name, with a menu holding the email, the dashboard for
// editorial staff, My Profile and Logout.
import { useDropdown } from '../ui/dismiss.hook';
import { AccountLinks, AccountSummary, accountDisplayName } from './account-links.component';
import { useAccountInitials } from './full-name.store';

interface UserMenuProps {
  name: string | null;
  email: string | null;
  /** The dashboard entry's text for those who may open it (dashboard-link.hook.ts). */
  dashboardLabel?: string | null;
}

export function UserMenu({ name, email, dashboardLabel = null }: UserMenuProps) {
  const { open, close, container, menuId, trigger } = useDropdown();
  const initials = useAccountInitials(name, email);
  const displayName = accountDisplayName(name, email);

  return (
    <div className="nav-dropdown user-menu" ref={container}>
      <button
        type="button"
        className="user-menu__trigger"
        {...trigger}
        aria-label={`Account menu for ${displayName}`}
      >
        <span className="avatar" aria-hidden="true">
          {initials}
        </span>
        <span className="user-menu__identity">
          <span className="user-menu__name">{displayName}</span>
          <span className="user-menu__email">{email}</span>
        </span>
        <span aria-hidden="true" className="caret" />
      </button>
      {open && (
        <div
          className="nav-dropdown__panel surface-card surface-card--popup nav-dropdown__panel--right user-menu__panel"
          id={menuId}
        >
          <div className="user-menu__summary">
            <span className="avatar avatar--large" aria-hidden="true">
              {initials}
            </span>
            <AccountSummary name={displayName} email={email} />
          </div>
          <ul className="user-menu__actions">
            <AccountLinks
              itemClassName="user-menu__action"
              dashboardLabel={dashboardLabel}
              onNavigate={close}
            />
          </ul>
        </div>
      )}
    </div>
  );
}
