import type { Pool } from '@journal/db';
import { cookieConsentsRepository, type NewCookieConsent } from '../repositories/cookie-consents.repository';

/** Records each cookie-banner choice (append-only; the latest per session is the one in force). */
export function createCookieConsentService(pool: Pool) {
  return {
    record: (consent: NewCookieConsent) => cookieConsentsRepository.insert(pool, consent),
  };
}
