import { createServer, type Server } from 'node:http';
import { generateKeyPairSync, type KeyObject } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import jwt from 'jsonwebtoken';

export interface RsaKey {
  kid: string;
  privateKey: KeyObject;
  publicKey: KeyObject;
}

export function rsaKey(kid: string): RsaKey {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { kid, privateKey, publicKey };
}

/** A JWKS endpoint on 127.0.0.1 standing in for Google's, counting its requests. */
export async function startLocalJwks(
  keys: RsaKey[],
): Promise<{ url: string; requests: () => number; fail: (on: boolean) => void; close: () => Promise<void> }> {
  let requests = 0;
  let failing = false;
  const body = JSON.stringify({
    keys: keys.map((key) => ({
      ...key.publicKey.export({ format: 'jwk' }),
      kid: key.kid,
      alg: 'RS256',
      use: 'sig',
    })),
  });
  const server: Server = createServer((_req, res) => {
    requests += 1;
    if (failing) {
      res.writeHead(500).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/oauth2/v3/certs`,
    requests: () => requests,
    fail: (on) => {
      failing = on;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

export interface GoogleClaims {
  sub: string;
  email: string;
  email_verified?: boolean | string;
  given_name?: string;
  family_name?: string;
}

/** A Google-style ID token signed with `key` (RS256 and its kid unless overridden). */
export function googleToken(
  key: RsaKey,
  claims: GoogleClaims,
  options: {
    aud?: string;
    iss?: string;
    expiresIn?: number;
    kid?: string;
    algorithm?: jwt.Algorithm;
    secret?: string;
  } = {},
): string {
  const { sub, ...rest } = claims;
  return jwt.sign({ email_verified: true, ...rest }, options.secret ?? key.privateKey, {
    algorithm: options.algorithm ?? 'RS256',
    keyid: options.kid ?? key.kid,
    subject: sub,
    audience: options.aud ?? 'client-123.apps.googleusercontent.com',
    issuer: options.iss ?? 'https://accounts.google.com',
    expiresIn: options.expiresIn ?? 600,
  });
}
