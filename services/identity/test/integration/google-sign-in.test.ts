import { randomUUID } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { loginAttempts } from '@journal/metrics';
import {
  freshIp,
  registration,
  startIdentity,
  STRONG_PASSWORD,
  type IdentityHarness,
} from '../support/identity-harness';
import { googleToken, rsaKey, startLocalJwks } from '../support/local-jwks';

const CLIENT_ID = 'client-123.apps.googleusercontent.com';
const FAILED = 'Google sign-in failed. Please try again.';

const googleKey = rsaKey('google-key-1');
const attackerKey = rsaKey('google-key-1'); // same kid, different key
let jwks: Awaited<ReturnType<typeof startLocalJwks>>;
let h: IdentityHarness;

beforeAll(async () => {
  jwks = await startLocalJwks([googleKey]);
  h = await startIdentity({ google: { clientId: CLIENT_ID, jwksUrl: jwks.url } });
});
afterAll(async () => {
  await h.close();
  await jwks.close();
});

const signIn = (credential: string) => h.http().post('/api/registration/google').send({ credential });
const person = () => ({
  sub: `g-${randomUUID()}`,
  email: `g.${randomUUID().slice(0, 8)}@gmail.com`,
  given_name: 'Katherine',
  family_name: 'Johnson',
});

describe('POST /api/registration/google', () => {
  it('creates an author from a valid ID token and answers like a login; the same Google account signs in again', async () => {
    const claims = person();
    const first = await signIn(googleToken(googleKey, claims));
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      success: true,
      message: 'Login successful',
      user: { email: claims.email, given_names: 'Katherine', family_name: 'Johnson', email_verified: true },
    });
    expect((jwt.decode(first.body.token) as { role: string }).role).toBe('author');

    const profile = await h
      .http()
      .get('/api/users/profile')
      .query({ email: claims.email })
      .set('Authorization', `Bearer ${first.body.token}`);
    expect(profile.status).toBe(200);

    const again = await signIn(
      googleToken(
        googleKey,
        { ...claims, email: claims.email.toUpperCase() },
        { iss: 'accounts.google.com' },
      ),
    );
    expect(again.status).toBe(200);
    expect(again.body.user.id).toBe(first.body.user.id);
    const { rows } = await h.db.pool.query(
      'SELECT password_hash, google_sub FROM identity.users WHERE id = $1',
      [first.body.user.id],
    );
    expect(rows[0]).toEqual({ password_hash: null, google_sub: claims.sub });
    // A Google-only account has no password to log in with.
    const passwordLogin = await h
      .http()
      .post('/api/registration/login')
      .set('X-Forwarded-For', freshIp())
      .send({ email: claims.email, password: 'any password at all' });
    expect(passwordLogin.status).toBe(401);
  });

  it('links an existing verified author by email and keeps the password', async () => {
    const body = registration();
    await h.http().post('/api/registration/register').send(body);
    await h.db.pool.query('UPDATE identity.users SET email_verified = true WHERE email = $1', [body.email]);
    const claims = { ...person(), email: body.email };
    const res = await signIn(googleToken(googleKey, claims));
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ email: body.email, given_names: 'Ada' });
    const { rows } = await h.db.pool.query(
      'SELECT google_sub, password_hash IS NOT NULL AS has_password FROM identity.users WHERE email = $1',
      [body.email],
    );
    expect(rows[0]).toEqual({ google_sub: claims.sub, has_password: true });
    expect(
      (
        await h
          .http()
          .post('/api/registration/login')
          .set('X-Forwarded-For', freshIp())
          .send({ email: body.email, password: STRONG_PASSWORD })
      ).status,
    ).toBe(200);
  });

  it('linking an unverified author drops its password (whoever registered it may not own the mailbox)', async () => {
    const body = registration();
    await h.http().post('/api/registration/register').send(body);
    const res = await signIn(googleToken(googleKey, { ...person(), email: body.email }));
    expect(res.status).toBe(200);
    const { rows } = await h.db.pool.query(
      'SELECT email_verified, password_hash FROM identity.users WHERE email = $1',
      [body.email],
    );
    expect(rows[0]).toEqual({ email_verified: true, password_hash: null });
    expect(
      (
        await h
          .http()
          .post('/api/registration/login')
          .set('X-Forwarded-For', freshIp())
          .send({ email: body.email, password: STRONG_PASSWORD })
      ).status,
    ).toBe(401);
  });

  const rejected: [string, () => string][] = [
    [
      'wrong audience',
      () => googleToken(googleKey, person(), { aud: 'someone-else.apps.googleusercontent.com' }),
    ],
    ['wrong issuer', () => googleToken(googleKey, person(), { iss: 'https://evil.example.com' })],
    ['expired', () => googleToken(googleKey, person(), { expiresIn: -120 })],
    ['unknown kid', () => googleToken(googleKey, person(), { kid: 'no-such-key' })],
    ['right kid, wrong key', () => googleToken(attackerKey, person())],
    ['HS256', () => googleToken(googleKey, person(), { algorithm: 'HS256', secret: 'shared-secret' })],
    ['unverified email', () => googleToken(googleKey, { ...person(), email_verified: false })],
    ['not a JWT', () => 'definitely-not-a-jwt'],
  ];

  it.each(rejected)('%s -> 401 and no account', async (_name, make) => {
    const before = await h.db.pool.query('SELECT count(*) AS n FROM identity.users');
    const res = await signIn(make());
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ success: false, message: FAILED });
    const after = await h.db.pool.query('SELECT count(*) AS n FROM identity.users');
    expect(after.rows[0].n).toBe(before.rows[0].n);
  });

  it('alg none -> 401', async () => {
    const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const now = Math.floor(Date.now() / 1000);
    const token = `${b64({ alg: 'none', kid: googleKey.kid })}.${b64({ ...person(), email_verified: true, aud: CLIENT_ID, iss: 'https://accounts.google.com', exp: now + 600 })}.`;
    expect((await signIn(token)).status).toBe(401);
  });

  it('caches the key set and refetches it for an unknown kid at most every 30 s', async () => {
    const before = jwks.requests();
    await signIn(googleToken(googleKey, person()));
    await signIn(googleToken(googleKey, person()));
    await signIn(googleToken(googleKey, person(), { kid: 'unknown-1' }));
    await signIn(googleToken(googleKey, person(), { kid: 'unknown-2' }));
    expect(jwks.requests() - before).toBeLessThanOrEqual(1);
  });

  it('missing credential -> 400', async () => {
    expect((await h.http().post('/api/registration/google').send({})).status).toBe(400);
  });
});

describe('Google sign-in disabled or unreachable', () => {
  it('answers 404 with a clear message when GOOGLE_CLIENT_ID is unset', async () => {
    const plain = await startIdentity();
    try {
      const res = await plain
        .http()
        .post('/api/registration/google')
        .send({ credential: googleToken(googleKey, person()) });
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({
        success: false,
        message: 'Google sign-in is not enabled on this server.',
      });
    } finally {
      await plain.close();
    }
  });

  it('answers 503 when the key set cannot be fetched', async () => {
    const down = await startLocalJwks([googleKey]);
    down.fail(true);
    const other = await startIdentity({ google: { clientId: CLIENT_ID, jwksUrl: down.url } });
    try {
      const res = await other
        .http()
        .post('/api/registration/google')
        .send({ credential: googleToken(googleKey, person()) });
      expect(res.status).toBe(503);
      expect(res.body.success).toBe(false);
    } finally {
      await other.close();
      await down.close();
    }
  });
});

describe('journal_logins_total{kind="google"}', () => {
  const googleLogins = async (outcome: string) =>
    (await loginAttempts.get()).values.find((v) => v.labels.kind === 'google' && v.labels.outcome === outcome)
      ?.value ?? 0;

  it('counts a Google sign-in that succeeded and one whose token was refused', async () => {
    const [succeeded, failed] = [await googleLogins('succeeded'), await googleLogins('failed')];
    expect((await signIn(googleToken(googleKey, person()))).status).toBe(200);
    expect((await signIn(googleToken(attackerKey, person()))).status).toBe(401);
    expect(await googleLogins('succeeded')).toBe(succeeded + 1);
    expect(await googleLogins('failed')).toBe(failed + 1);
  });
});
