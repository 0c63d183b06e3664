// The application: routes plus the cookie-consent banner, which lives outside the routes, inside the
// server-data cache every page reads through; the site settings are asked for once, here.
import { QueryProvider } from '../api/query-client';
import { CookieConsent } from '../features/cookie-consent/cookie-consent.component';
import { AppRoutes } from './app-routes.component';
import { SiteSettingsLoader } from './site-settings-loader.component';

export function App() {
  return (
    <QueryProvider>
      <SiteSettingsLoader />
      <AppRoutes />
      <CookieConsent />
    </QueryProvider>
  );
}
