import type { Queryable } from '@journal/db';

// SQL over identity.cookie_consents (append-only record of each choice).

export interface NewCookieConsent {
  userEmail: string | null;
  consent: boolean;
  userAgent: string | null;
  ipAddress: string | null;
  sessionId: string | null;
}

export async function insert(
  db: Queryable,
  consent: NewCookieConsent,
): Promise<{ id: string; created_at: Date }> {
  const { rows } = await db.query<{ id: string; created_at: Date }>(
    `INSERT INTO identity.cookie_consents (user_email, consent, user_agent, ip_address, session_id)
     VALUES ($1, $2, $3, $4, $5) RETURNING id, created_at`,
    [consent.userEmail, consent.consent, consent.userAgent, consent.ipAddress, consent.sessionId],
  );
  return rows[0]!;
}
