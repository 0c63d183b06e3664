import { createHash } from 'node:crypto';
import { networkOf } from './client-network';

/**
 * COUNTER's session for a reader without an account: IP address + user agent on one day. Hashed with a
 * salt of that day (random, kept only while the day lasts, usage-salts.repository.ts), so the key cannot
 * be turned back into an address by hashing every IP; neither the IP nor the user agent is kept.
 */
export function sessionKeyOf(salt: Buffer, ip: string, userAgent: string): string {
  return createHash('sha256').update(salt).update(ip).update('\n').update(userAgent).digest('base64url');
}

/**
 * The address alone (an IPv6 one as its /64, client-network.ts), hashed with the same day's salt and a
 * prefix of its own, so it is never a session key: what lets the consumer see many user agents from one
 * address without knowing the address.
 */
export function addressKeyOf(salt: Buffer, ip: string): string {
  return createHash('sha256').update('address\n').update(salt).update(networkOf(ip)).digest('base64url');
}
