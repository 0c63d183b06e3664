// Cookie banner: appears 1 s after load when no choice is stored, records Accept or Decline in a cookie,
// reports it to the server (a failed report is ignored) and stores the visitor's session id.
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { sendCookieConsent } from '../../api/consent';
import { getEmail } from '../../api/session';
import { CONSENT_COOKIE, SESSION_COOKIE, createSessionId, readCookie, writeCookie } from './cookies';
import '../../styles/cookie-consent.css';

export const COOKIE_BANNER_DELAY_MS = 1000;

export function CookieConsent() {
  const [visible, setVisible] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (readCookie(CONSENT_COOKIE) !== null) return;
    const timer = window.setTimeout(() => setVisible(true), COOKIE_BANNER_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  async function record(consent: boolean) {
    setBusy(true);
    writeCookie(CONSENT_COOKIE, consent ? 'true' : 'false');
    const sessionId = readCookie(SESSION_COOKIE) ?? createSessionId();
    try {
      await sendCookieConsent({
        userEmail: getEmail(),
        consent,
        userAgent: navigator.userAgent,
        ipAddress: null,
        sessionId,
      });
    } catch {
      // The choice is already kept in the cookie; the server record is best effort.
    }
    writeCookie(SESSION_COOKIE, sessionId);
    setBusy(false);
    setVisible(false);
  }

  if (!visible) return null;

  return (
    <section
      className="cookie-banner surface-card surface-card--popup"
      aria-label="Cookie consent"
      aria-live="polite"
    >
      <div className="cookie-banner__inner">
        <div className="cookie-banner__text">
          <h2 className="cookie-banner__title">We value your privacy</h2>
          <p>
            We use essential cookies to run this site and, with your consent, cookies that help us understand
            how it is used. Read our <Link to="/privacy">Privacy Policy</Link> to learn more.
          </p>
        </div>
        <div className="cookie-banner__actions">
          <button
            type="button"
            className="btn btn-outline"
            disabled={busy}
            onClick={() => void record(false)}
          >
            {busy ? 'Processing...' : 'Decline'}
          </button>
          <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void record(true)}>
            {busy ? 'Processing...' : 'Accept'}
          </button>
        </div>
      </div>
    </section>
  );
}
