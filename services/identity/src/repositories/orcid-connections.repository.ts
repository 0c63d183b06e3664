import type { Queryable } from '@journal/db';

// SQL over identity.orcid_connections: what ORCID granted an account. The tokens are written here and read
// only by what calls ORCID's member API on the author's behalf; nothing that answers a request selects them.

export interface OrcidGrant {
  userId: string;
  orcid: string;
  scopes: string[];
  accessToken: string;
  refreshToken: string | null;
  expiresAt: Date | null;
}

/** One connection per account: a new sign-in replaces the previous grant. */
export async function upsert(db: Queryable, grant: OrcidGrant): Promise<void> {
  await db.query(
    `INSERT INTO identity.orcid_connections
       (user_id, orcid, scopes, access_token, refresh_token, token_expires_at)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (user_id) DO UPDATE SET
       orcid = EXCLUDED.orcid, scopes = EXCLUDED.scopes, access_token = EXCLUDED.access_token,
       refresh_token = EXCLUDED.refresh_token, token_expires_at = EXCLUDED.token_expires_at,
       connected_at = now()`,
    [grant.userId, grant.orcid, grant.scopes, grant.accessToken, grant.refreshToken, grant.expiresAt],
  );
}

/** The scopes granted to the account (no tokens); undefined when it has no connection. */
export async function scopesOf(db: Queryable, userId: string): Promise<string[] | undefined> {
  const { rows } = await db.query<{ scopes: string[] }>(
    'SELECT scopes FROM identity.orcid_connections WHERE user_id = $1',
    [userId],
  );
  return rows[0]?.scopes;
}

export async function remove(db: Queryable, userId: string): Promise<void> {
  await db.query('DELETE FROM identity.orcid_connections WHERE user_id = $1', [userId]);
}

/**
 * The grants of these iDs that include `scope`, with their access tokens (for publishing's ORCID works
 * only; an expired token is left out: the author connects again).
 */
export async function worksGrantsOf(
  db: Queryable,
  orcids: string[],
  scope: string,
): Promise<{ orcid: string; accessToken: string }[]> {
  if (orcids.length === 0) return [];
  const { rows } = await db.query<{ orcid: string; accessToken: string }>(
    `SELECT c.orcid, c.access_token AS "accessToken"
       FROM identity.orcid_connections c JOIN identity.users u ON u.id = c.user_id
      WHERE c.orcid = ANY($1::text[]) AND $2 = ANY(c.scopes) AND u.orcid_authenticated AND u.orcid = c.orcid
        AND (c.token_expires_at IS NULL OR c.token_expires_at > now())
      ORDER BY c.orcid`,
    [orcids, scope],
  );
  return rows;
}
