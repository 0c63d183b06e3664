import type { Pool } from '@journal/db';
import * as cookieConsents from '../repositories/cookie-consents.repository';
import type { NewCookieConsent } from '../repositories/cookie-consents.repository';

/** Records each cookie-banner choice (append-only; the latest per session is the one in force). */
export class CookieConsentService {
  constructor(private readonly pool: Pool) {}

  record(consent: NewCookieConsent) {
    return cookieConsents.insert(this.pool, consent);
  }
}
