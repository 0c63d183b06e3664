import { randomBytes } from 'node:crypto';
import type { Queryable } from '@journal/db';

/**
 * The salt of a UTC day, created by the first instance that needs it (every instance then hashes a reader
 * to the same session key). Salts of days before yesterday are deleted on the way.
 */
export async function daySalt(db: Queryable, day: string): Promise<Buffer> {
  // Two instances creating it at once: the loser's statement saw neither row, its second attempt does.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const salt = await createOrReadSalt(db, day);
    if (salt) return salt;
  }
  throw new Error(`no usage salt for ${day}`);
}

async function createOrReadSalt(db: Queryable, day: string): Promise<Buffer | undefined> {
  const { rows } = await db.query<{ salt: Buffer }>(
    `WITH purged AS (DELETE FROM publishing.usage_salts WHERE day < $1::date - 1),
          created AS (INSERT INTO publishing.usage_salts (day, salt) VALUES ($1, $2)
                      ON CONFLICT (day) DO NOTHING RETURNING salt)
     SELECT salt FROM created UNION ALL SELECT salt FROM publishing.usage_salts WHERE day = $1`,
    [day, randomBytes(32)],
  );
  return rows[0]?.salt;
}
