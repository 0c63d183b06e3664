// Browser cookie helpers for the consent banner (cookie names per SPEC section 3).
import { DAY_MS } from '@journal/config/utc-calendar';

export const CONSENT_COOKIE = 'cookieConsent';
export const SESSION_COOKIE = 'sessionId';
const ONE_YEAR_DAYS = 365;

export function readCookie(name: string): string | null {
  const prefix = `${encodeURIComponent(name)}=`;
  for (const part of document.cookie.split(';')) {
    const entry = part.trim();
    if (entry.startsWith(prefix)) return decodeURIComponent(entry.slice(prefix.length));
  }
  return null;
}

export function writeCookie(name: string, value: string, days = ONE_YEAR_DAYS): void {
  const expires = new Date(Date.now() + days * DAY_MS).toUTCString();
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; expires=${expires}; path=/; SameSite=Lax${secure}`;
}

/** A visitor session id: the current timestamp and a random part. */
export function createSessionId(now: number = Date.now()): string {
  const random =
    typeof crypto !== 'undefined' && typeof crypto.getRandomValues === 'function'
      ? Array.from(crypto.getRandomValues(new Uint8Array(8)), (byte) =>
          byte.toString(16).padStart(2, '0'),
        ).join('')
      : Math.random().toString(36).slice(2, 18);
  return `${now}-${random}`;
}
