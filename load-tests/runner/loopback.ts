// The local runner only ever targets this machine: remote targets are k6's job (k6/*.js).
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';

export function isLoopbackAddress(address: string): boolean {
  if (isIP(address) === 4) return address.startsWith('127.');
  if (isIP(address) === 6) return address === '::1' || address === '0:0:0:0:0:0:0:1';
  return false;
}

/** Resolves BASE_URL's host and refuses anything that is not a loopback address. */
export async function assertLoopback(baseUrl: string): Promise<URL> {
  const url = new URL(baseUrl);
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`BASE_URL must be http(s), got ${url.protocol}`);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const addresses = isIP(host) ? [host] : (await lookup(host, { all: true })).map((a) => a.address);
  const remote = addresses.filter((a) => !isLoopbackAddress(a));
  if (addresses.length === 0 || remote.length > 0) {
    throw new Error(
      `BASE_URL ${baseUrl} resolves to ${addresses.join(', ') || 'nothing'}: the local runner targets loopback only; use the k6 scripts for other hosts`,
    );
  }
  return url;
}
