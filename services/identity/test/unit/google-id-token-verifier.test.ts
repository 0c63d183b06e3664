import { ServiceUnavailableError, UnauthorizedError } from '@journal/errors';
import { createLogger } from '@journal/logger';
import { createGoogleIdTokenVerifier } from '../../src/clients/google-id-token.verifier';
import {
  JwksUnavailableError,
  UnknownSigningKeyError,
  type JwksKeySource,
} from '../../src/clients/jwks-key.source';
import { googleToken, rsaKey } from '../support/local-jwks';

const key = rsaKey('k1');
const CLIENT_ID = 'client-123.apps.googleusercontent.com';
const claims = { sub: '1234567890', email: 'katherine@gmail.com', given_name: 'Katherine' };

/** In-memory key source: no HTTP in unit tests. */
const keySource = (behaviour: 'ok' | 'down' = 'ok'): JwksKeySource => ({
  async key(kid) {
    if (behaviour === 'down') throw new JwksUnavailableError('down');
    if (kid !== key.kid) throw new UnknownSigningKeyError(kid);
    return key.publicKey;
  },
});
const verifier = (source = keySource()) =>
  createGoogleIdTokenVerifier({
    clientId: CLIENT_ID,
    keys: source,
    logger: createLogger('t', { level: 'silent' }),
  });

describe('Google ID token verifier', () => {
  it('returns the identity of a valid token (string "true" email_verified accepted)', async () => {
    await expect(verifier().verify(googleToken(key, claims))).resolves.toEqual({
      sub: '1234567890',
      email: 'katherine@gmail.com',
      givenName: 'Katherine',
      familyName: undefined,
    });
    await expect(
      verifier().verify(googleToken(key, { ...claims, email_verified: 'true' })),
    ).resolves.toMatchObject({ sub: '1234567890' });
  });

  it.each([
    ['wrong audience', googleToken(key, claims, { aud: 'other' })],
    ['wrong issuer', googleToken(key, claims, { iss: 'https://accounts.google.com.evil' })],
    ['expired', googleToken(key, claims, { expiresIn: -60 })],
    ['unknown kid', googleToken(key, claims, { kid: 'k2' })],
    ['unverified email', googleToken(key, { ...claims, email_verified: false })],
    ['no email', googleToken(key, { sub: '1', email: undefined as unknown as string })],
  ])('%s -> UnauthorizedError', async (_name, token) => {
    await expect(verifier().verify(token)).rejects.toThrow(UnauthorizedError);
  });

  it('an unreachable key set -> ServiceUnavailableError', async () => {
    await expect(verifier(keySource('down')).verify(googleToken(key, claims))).rejects.toThrow(
      ServiceUnavailableError,
    );
  });
});
