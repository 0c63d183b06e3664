// The application: routes plus the cookie-consent banner, which lives outside the routes, inside the
// server-data cache every page reads through.
import { QueryProvider } from '../api/query-client';
import { CookieConsent } from '../features/cookie-consent/cookie-consent.component';
import { AppRoutes } from './app-routes.component';

export function App() {
  return (
    <QueryProvider>
      <AppRoutes />
      <CookieConsent />
    </QueryProvider>
  );
}
