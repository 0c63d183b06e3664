import { createPrivateKey } from 'node:crypto';
import jwt from 'jsonwebtoken';
import {
  createTokenSigner,
  createTokenVerifier,
  generateKeyPair,
  loadSigningKeys,
  TOKEN_AUDIENCE,
  TOKEN_ISSUER,
} from '../src';

const pair = generateKeyPair();
const keys = loadSigningKeys({ privateKeyPem: pair.privateKeyPem });
const signer = createTokenSigner(keys.privateKey!);
const verifier = createTokenVerifier(keys.publicKeys);
const claims = { sub: 'user-1', email: 'a@example.org', role: 'author' as const, sid: 'session-1' };

describe('tokens', () => {
  it('round-trips the claims of a token we signed', () => {
    expect(verifier.verify(signer.sign(claims))).toEqual(claims);
  });

  it('carries the account names identity signs into access tokens', () => {
    const named = { ...claims, given_names: 'Ada', family_name: 'Lovelace' };
    expect(verifier.verify(signer.sign(named))).toEqual(named);
    expect(verifier.verify(signer.sign(claims))).not.toHaveProperty('given_names');
  });

  it('rejects alg none', () => {
    const unsigned = jwt.sign({ ...claims }, '', {
      algorithm: 'none',
      issuer: TOKEN_ISSUER,
      audience: TOKEN_AUDIENCE,
    });
    expect(() => verifier.verify(unsigned)).toThrow('Invalid authentication token');
  });

  it('rejects HS256 signed with the public key as secret (key confusion)', () => {
    const forged = jwt.sign({ email: claims.email, role: 'admin' }, pair.publicKeyPem, {
      algorithm: 'HS256',
      subject: 'x',
      issuer: TOKEN_ISSUER,
      audience: TOKEN_AUDIENCE,
    });
    expect(() => verifier.verify(forged)).toThrow();
  });

  it('rejects expired tokens, another key, wrong audience and wrong issuer', () => {
    const key = keys.privateKey!;
    const base = { algorithm: 'ES256' as const, subject: 'user-1' };
    const expired = jwt.sign(
      { email: claims.email, role: 'author', exp: Math.floor(Date.now() / 1000) - 10 },
      key,
      {
        ...base,
        issuer: TOKEN_ISSUER,
        audience: TOKEN_AUDIENCE,
      },
    );
    expect(() => verifier.verify(expired)).toThrow('Your session has expired. Please log in again.');
    const other = createPrivateKey(generateKeyPair().privateKeyPem);
    expect(() => verifier.verify(createTokenSigner(other).sign(claims))).toThrow(
      'Invalid authentication token',
    );
    const wrongAud = jwt.sign({ email: claims.email, role: 'author' }, key, {
      ...base,
      issuer: TOKEN_ISSUER,
      audience: 'x',
    });
    expect(() => verifier.verify(wrongAud)).toThrow();
    const wrongIss = jwt.sign({ email: claims.email, role: 'author' }, key, {
      ...base,
      issuer: 'x',
      audience: TOKEN_AUDIENCE,
    });
    expect(() => verifier.verify(wrongIss)).toThrow();
  });

  it('accepts tokens from any key listed during a rotation', () => {
    const next = generateKeyPair();
    const rotating = createTokenVerifier(
      loadSigningKeys({ publicKeyPem: pair.publicKeyPem + '\n' + next.publicKeyPem }).publicKeys,
    );
    const newSigner = createTokenSigner(createPrivateKey(next.privateKeyPem));
    expect(rotating.verify(newSigner.sign(claims)).sub).toBe('user-1');
    expect(rotating.verify(signer.sign(claims)).sub).toBe('user-1');
  });

  describe('a verified token remembered until it expires', () => {
    it('answers the same claims again, until exp, then refuses it as expired', () => {
      let nowMs = Date.now();
      const clocked = createTokenVerifier(keys.publicKeys, { now: () => nowMs });
      const token = createTokenSigner(keys.privateKey!, 60).sign(claims);
      const first = clocked.verify(token);
      first.email = 'changed@example.org'; // a caller's change does not reach the remembered claims
      expect(clocked.verify(token)).toEqual(claims);
      nowMs += 61_000;
      expect(() => clocked.verify(token)).toThrow('Your session has expired. Please log in again.');
      expect(() => clocked.verify(token)).toThrow('Your session has expired. Please log in again.');
    });

    it('still checks the revocations on every call', () => {
      const revoked = new Set<string>();
      const withRevocations = createTokenVerifier(keys.publicKeys, {
        revocations: { isRevoked: (sid: string) => revoked.has(sid) } as never,
      });
      const token = signer.sign(claims);
      expect(withRevocations.verify(token).sid).toBe('session-1');
      revoked.add('session-1');
      expect(() => withRevocations.verify(token)).toThrow('Your session has expired. Please log in again.');
    });

    it('verifies any other text in full: a changed signature is refused after the real token was seen', () => {
      const token = signer.sign(claims);
      expect(verifier.verify(token).sub).toBe('user-1');
      const [head, body, sig] = token.split('.') as [string, string, string];
      const flipped = `${head}.${body}.${sig.slice(0, -2)}${sig.endsWith('AA') ? 'BB' : 'AA'}`;
      expect(() => verifier.verify(flipped)).toThrow('Invalid authentication token');
      const otherBody = Buffer.from(JSON.stringify({ ...claims, role: 'admin' })).toString('base64url');
      expect(() => verifier.verify(`${head}.${otherBody}.${sig}`)).toThrow('Invalid authentication token');
    });

    it('keeps at most cacheSize tokens and never remembers for logout (ignoreExpiration)', () => {
      const small = createTokenVerifier(keys.publicKeys, { cacheSize: 2 });
      const tokens = ['a', 'b', 'c'].map((sid) => signer.sign({ ...claims, sid }));
      for (const token of tokens) expect(small.verify(token).sid).toBeDefined();
      for (const token of tokens) expect(small.verify(token, { ignoreExpiration: true }).sid).toBeDefined();
    });
  });
});
