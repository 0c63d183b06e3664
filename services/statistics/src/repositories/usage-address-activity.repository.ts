import type { PoolClient } from '@journal/db';

/** What an address did with an item in an hour: the sessions (address + agent) counted, and how often. */
export interface AddressHour {
  addressKey: string;
  articleId: string;
  /** The hour's start, ISO. */
  hour: string;
  sessions: string[];
  uses: number;
}

/** The stored hours of each (address, item, UTC day) a batch touches: one range of the primary key each. */
export async function addressHoursOf(
  client: PoolClient,
  keys: { addressKey: string; articleId: string; day: string }[],
): Promise<AddressHour[]> {
  if (keys.length === 0) return [];
  const { rows } = await client.query<{
    address_key: string;
    article_id: string;
    hour: Date;
    sessions: string[];
    uses: number;
  }>(
    `SELECT h.address_key, h.article_id, h.hour, h.sessions, h.uses
       FROM unnest($1::text[], $2::text[], $3::date[]) AS k(address_key, article_id, day)
       JOIN statistics.usage_address_hours h
         ON h.address_key = k.address_key AND h.article_id = k.article_id
        AND h.hour >= k.day::timestamp AT TIME ZONE 'UTC'
        AND h.hour < (k.day + 1)::timestamp AT TIME ZONE 'UTC'`,
    [keys.map((k) => k.addressKey), keys.map((k) => k.articleId), keys.map((k) => k.day)],
  );
  return rows.map((r) => ({
    addressKey: r.address_key,
    articleId: r.article_id,
    hour: r.hour.toISOString(),
    sessions: r.sessions,
    uses: r.uses,
  }));
}

/**
 * Stores the hours a batch added to, whole: the batch read them under the group's lock
 * (domain/usage/count-uses.ts), so what it computed is the state. Session keys are base64url (no space).
 */
export async function saveAddressHours(client: PoolClient, hours: AddressHour[]): Promise<void> {
  if (hours.length === 0) return;
  await client.query(
    `INSERT INTO statistics.usage_address_hours (address_key, article_id, hour, sessions, uses)
     SELECT a, i, h, string_to_array(s, ' '), u
       FROM unnest($1::text[], $2::text[], $3::timestamptz[], $4::text[], $5::int[]) AS t(a, i, h, s, u)
     ON CONFLICT (address_key, article_id, hour)
     DO UPDATE SET sessions = EXCLUDED.sessions, uses = EXCLUDED.uses`,
    [
      hours.map((h) => h.addressKey),
      hours.map((h) => h.articleId),
      hours.map((h) => h.hour),
      hours.map((h) => h.sessions.join(' ')),
      hours.map((h) => h.uses),
    ],
  );
}

/** Forgets the hours older than `before` (address keys change daily with the salt). */
export async function purgeAddressHours(client: PoolClient, before: Date): Promise<void> {
  await client.query(`DELETE FROM statistics.usage_address_hours WHERE hour < $1`, [before]);
}
