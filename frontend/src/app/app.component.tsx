// The application: routes plus the cookie-consent banner, which lives outside the routes.
import { CookieConsent } from '../features/cookie-consent/cookie-consent.component';
import { AppRoutes } from './app-routes.component';

export function App() {
  return (
    <>
      <AppRoutes />
      <CookieConsent />
    </>
  );
}
