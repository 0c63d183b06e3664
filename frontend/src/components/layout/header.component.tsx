// Site header: brand (the site settings' name, tagline and logo), Journals dropdown, Publish with us, Submission Link, Search (issue 30) and Login or
// the user menu;
// below 900 px the entries move into a toggled mobile menu.
import { useId, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useSession } from '../../api/session';
import { useSiteSettings } from '../../api/site.api';
import { useDashboardLabel } from './dashboard-link.hook';
import { JournalsMenu } from './journals-menu.component';
import { MobileMenu } from './mobile-menu.component';
import { SiteBrand } from './site-brand.component';
import { SiteLink } from './site-link.component';
import { UserMenu } from './user-menu.component';

export function Header() {
  const session = useSession();
  const [mobileOpen, setMobileOpen] = useState(false);
  const mobileMenuId = useId();
  const { pathname } = useLocation();
  const dashboardLabel = useDashboardLabel();
  const site = useSiteSettings();

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
        <Link to="/" className="brand" aria-label={`${site.name} home`}>
          <SiteBrand site={site} />
        </Link>

        <nav className="main-nav" aria-label="Main">
          <JournalsMenu />
          <SiteLink href={site.publishWithUsHref} className="nav-link" inertAs="button">
            Publish with us
          </SiteLink>
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
