import { createPublicKey, type JsonWebKey, type KeyObject } from 'node:crypto';

export class UnknownSigningKeyError extends Error {
  constructor(kid: string) {
    super(`No signing key with kid "${kid}" in the JWKS`);
  }
}

export class JwksUnavailableError extends Error {}

export interface JwksKeySource {
  /** The RSA public key with this key id; refetches the set (rate limited) when the id is unknown. */
  key(kid: string): Promise<KeyObject>;
}

interface JwksOptions {
  /** How long a fetched key set is trusted (Google rotates keys about daily). */
  cacheMs?: number;
  /** An unknown kid triggers a refetch at most this often, so forged kids cannot hammer the endpoint. */
  minRefreshMs?: number;
  timeoutMs?: number;
  now?: () => number;
}

/**
 * Fetches a JSON Web Key Set and turns its RSA signing keys into KeyObjects with node:crypto.
 * (jwks-rsa 4 loads jose 6, which is ESM-only; backend code here is CommonJS and jest cannot load it.)
 */
export function createJwksKeySource(url: string, options: JwksOptions = {}): JwksKeySource {
  const cacheMs = options.cacheMs ?? 3_600_000;
  const minRefreshMs = options.minRefreshMs ?? 30_000;
  const now = options.now ?? Date.now;
  let keys = new Map<string, KeyObject>();
  let fetchedAt = -Infinity;
  let inFlight: Promise<void> | undefined;

  async function fetchKeys(): Promise<void> {
    let body: { keys?: (JsonWebKey & { kid?: string; use?: string; alg?: string })[] };
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(options.timeoutMs ?? 5_000) });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      body = (await response.json()) as typeof body;
    } catch (error) {
      throw new JwksUnavailableError(`JWKS fetch from ${url} failed: ${(error as Error).message}`);
    }
    const next = new Map<string, KeyObject>();
    for (const jwk of body.keys ?? []) {
      if (jwk.kty !== 'RSA' || !jwk.kid || (jwk.use && jwk.use !== 'sig') || (jwk.alg && jwk.alg !== 'RS256'))
        continue;
      try {
        next.set(jwk.kid, createPublicKey({ key: jwk, format: 'jwk' }));
      } catch {
        // a malformed key in the set must not hide the good ones
      }
    }
    keys = next;
    fetchedAt = now();
  }

  function refresh(): Promise<void> {
    inFlight ??= fetchKeys().finally(() => (inFlight = undefined));
    return inFlight;
  }

  return {
    async key(kid) {
      if (now() - fetchedAt > cacheMs) await refresh();
      let found = keys.get(kid);
      if (!found && now() - fetchedAt > minRefreshMs) {
        await refresh();
        found = keys.get(kid);
      }
      if (!found) throw new UnknownSigningKeyError(kid);
      return found;
    },
  };
}
