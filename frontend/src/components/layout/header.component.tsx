// Site header: brand, Journals dropdown, Publish with us, Submission Link, Search (issue 30) and Login or
// the user menu;
// below 900 px the entries move into a toggled mobile menu.
import { useId, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useSession } from '../../api/session';
import { SITE } from '../../content/site.content';
import { useDashboardLabel } from './dashboard-link.hook';
import { JournalsMenu } from './journals-menu.component';
import { MobileMenu } from './mobile-menu.component';
import { UserMenu } from './user-menu.component';

export function Header() {
  const session = useSession();
  const [mobileOpen, setMobileOpen] = useState(false);
  const mobileMenuId = useId();
  const { pathname } = useLocation();
  const dashboardLabel = useDashboardLabel();

  // A new page closes the mobile menu: adjusted while rendering (React's "previous value" pattern), so the
  // stale open menu never reaches the screen and no effect has to cascade a second render.
  const [menuPath, setMenuPath] = useState(pathname);
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setMobileOpen(false);
  }

  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link to="/" className="brand" aria-label={`${SITE.brand} home`}>
          <span className="brand__mark" aria-hidden="true">
            L
          </span>
          <span className="brand__text">
            <span className="brand__name">{SITE.brand}</span>
            <span className="brand__tagline">{SITE.tagline}</span>
          </span>
        </Link>

        <nav className="main-nav" aria-label="Main">
          <JournalsMenu />
          <button type="button" className="nav-link">
            Publish with us
          </button>
          <Link to="/submit" className="nav-link">
            Submission Link
          </Link>
          <Link to="/search" className="nav-link">
            Search
          </Link>
        </nav>

        <div className="site-header__account">
          {session.isLoggedIn ? (
            <UserMenu name={session.name} email={session.email} dashboardLabel={dashboardLabel} />
          ) : (
            <Link to="/login" className="btn btn-primary">
              Login
            </Link>
          )}
        </div>

        <button
          type="button"
          className="menu-toggle"
          aria-expanded={mobileOpen}
          aria-controls={mobileMenuId}
          aria-label={mobileOpen ? 'Close menu' : 'Open menu'}
          onClick={() => setMobileOpen((value) => !value)}
        >
          <span
            className={mobileOpen ? 'menu-toggle__bars menu-toggle__bars--open' : 'menu-toggle__bars'}
            aria-hidden="true"
          />
        </button>
      </div>
      {mobileOpen && (
        <MobileMenu
          id={mobileMenuId}
          session={session}
          dashboardLabel={dashboardLabel}
          onNavigate={() => setMobileOpen(false)}
        />
      )}
    </header>
  );
}
