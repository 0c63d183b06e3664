// Common page frame: skip link, header, the routed page (lazy, behind a loader) and footer.
import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { PageLoader } from '../ui/page-loader.component';
import { scrollBehavior } from '../ui/timing.hooks';
import { Footer } from './footer.component';
import { Header } from './header.component';

/** Catalogue pages glide to the top on entry (SPEC section 2); every other page jumps there. */
const SMOOTH_ENTRY_PATHS = new Set(['/journals', '/books', '/databases', '/platforms']);

export function Layout() {
  const { pathname } = useLocation();

  // A new route starts at the top of the page, as a full page load would.
  useEffect(() => {
    const behavior = SMOOTH_ENTRY_PATHS.has(pathname) ? scrollBehavior() : 'auto';
    window.scrollTo({ top: 0, left: 0, behavior });
  }, [pathname]);

  return (
    <div className="app-shell">
      <a className="skip-link" href="#main-content">
        Skip to main content
      </a>
      <Header />
      <main id="main-content" className="app-main" tabIndex={-1}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
    </div>
  );
}
