import type { Pool } from '@journal/db';
import { cookieConsentsRepository, type NewCookieConsent } from '../repositories/cookie-consents.repository';

/** Records each cookie-banner choice (append-only; the latest per session is the one in force). */
export class CookieConsentService {
  constructor(private readonly pool: Pool) {}

  record(consent: NewCookieConsent) {
    return cookieConsentsRepository.insert(this.pool, consent);
  }
}
