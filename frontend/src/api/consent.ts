// Records the visitor's cookie choice on the server (POST /api/registration/cookie-consent).
import { apiRequest } from './client';

export interface CookieConsentPayload {
  userEmail: string | null;
  consent: boolean;
  userAgent: string;
  /** Never sent by the browser; the server sees the address itself. */
  ipAddress: null;
  sessionId: string;
}

export async function sendCookieConsent(payload: CookieConsentPayload): Promise<void> {
  await apiRequest<unknown>('/registration/cookie-consent', { method: 'POST', json: payload });
}
