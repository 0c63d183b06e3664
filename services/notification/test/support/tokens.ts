import { randomUUID } from 'node:crypto';
import { createPrivateKey } from 'node:crypto';
import {
  createTokenSigner,
  createTokenVerifier,
  generateKeyPair,
  parsePublicKeys,
  type AuthClaims,
  type Role,
} from '@journal/auth';

export interface TestUser extends AuthClaims {
  givenNames: string;
  familyName: string;
}

export function testUser(role: Role, name: string): TestUser {
  return {
    sub: randomUUID(),
    email: `${name}.${randomUUID().slice(0, 6)}@example.org`,
    role,
    sid: randomUUID(),
    givenNames: name,
    familyName: 'Tester',
  };
}

/** A real ES256 key pair, as identity would hold, with helpers to sign tokens for tests. */
export function testKeys() {
  const pair = generateKeyPair();
  const privateKey = createPrivateKey(pair.privateKeyPem);
  const verifier = createTokenVerifier(parsePublicKeys(pair.publicKeyPem));
  return {
    publicKeyPem: pair.publicKeyPem,
    verifier,
    tokenFor: (user: AuthClaims, ttlSeconds = 3600) => createTokenSigner(privateKey, ttlSeconds).sign(user),
  };
}

export type TestKeys = ReturnType<typeof testKeys>;
