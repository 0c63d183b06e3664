import { createHash } from 'node:crypto';

/**
 * COUNTER's session for a reader without an account: IP address + user agent on one day. Hashed with a
 * salt of that day (random, kept only while the day lasts, usage-salts.repository.ts), so the key cannot
 * be turned back into an address by hashing every IP; neither the IP nor the user agent is kept.
 */
export function sessionKeyOf(salt: Buffer, ip: string, userAgent: string): string {
  return createHash('sha256').update(salt).update(ip).update('\n').update(userAgent).digest('base64url');
}

/** The UTC day (YYYY-MM-DD) of an instant: salts, daily counts and COUNTER days are UTC. */
export const utcDay = (at: Date) => at.toISOString().slice(0, 10);
