import { API_BASE } from './api-base';
import { safeReturnPath } from './return-path';
import { getRole, getToken, logout, replaceToken } from './session';

export { safeReturnPath };

export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please log in again.';

/** Query of the login pages after an expired session: `?session=expired&next=/submit`. */
export const EXPIRED_PARAM = 'session';
export const NEXT_PARAM = 'next';

const isAdmin = () => getRole() !== null;
const authBase = () => `${API_BASE}${isAdmin() ? '/admin-auth' : '/registration'}`;

let inFlight: Promise<string | null> | null = null;

/**
 * Trades the HttpOnly refresh cookie for a new access token (stored under the same key as before).
 * Concurrent callers share one request, so a page with several failing calls rotates the cookie once.
 */
export function refreshSession(): Promise<string | null> {
  inFlight ??= (async () => {
    try {
      const response = await fetch(`${authBase()}/refresh`, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { Accept: 'application/json' },
      });
      if (!response.ok) return null;
      const body = (await response.json()) as {
        token?: unknown;
        user?: { email?: unknown };
        admin?: { email?: unknown };
      };
      if (typeof body.token !== 'string' || !body.token) return null;
      // A confirmed email change reaches the browser here: the new token carries the new address.
      const email = body.user?.email ?? body.admin?.email;
      replaceToken(body.token, typeof email === 'string' ? email : undefined);
      return body.token;
    } catch {
      return null;
    } finally {
      inFlight = null;
    }
  })();
  return inFlight;
}

/**
 * The session cannot be refreshed: forget it and go to the right login page, which shows the message
 * and comes back here afterwards. A full navigation, so no screen keeps stale data.
 */
export function expireSession(): void {
  const admin = isAdmin();
  logout();
  const here = `${window.location.pathname}${window.location.search}`;
  const params = new URLSearchParams({ [EXPIRED_PARAM]: 'expired' });
  if (safeReturnPath(here) && !/^\/(login|admin-login)\b/.test(here)) params.set(NEXT_PARAM, here);
  sessionNavigation.go(`${admin ? '/admin-login' : '/login'}?${params.toString()}`);
}

/** A full page load; replaceable in tests (jsdom cannot navigate). */
export const sessionNavigation = { go: (url: string) => window.location.assign(url) };

/** Logout button: ends the session on the server too (access token and refresh cookie), then locally. */
export async function endSession(): Promise<void> {
  const token = getToken();
  const url = `${authBase()}/logout`;
  logout();
  try {
    await fetch(url, {
      method: 'POST',
      credentials: 'same-origin',
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
  } catch {
    // Offline: the access token dies within 15 minutes; the local session is gone already.
  }
}

/** What a login page shows and where it goes after an expired session. */
export function expiredSessionNotice(search: string): { message: string | null; next: string | null } {
  const params = new URLSearchParams(search);
  return {
    message: params.get(EXPIRED_PARAM) === 'expired' ? SESSION_EXPIRED_MESSAGE : null,
    next: safeReturnPath(params.get(NEXT_PARAM)),
  };
}
