import {
  cheapHasher,
  registerAndLogin,
  registration,
  startIdentity,
  type IdentityHarness,
} from '../support/identity-harness';

let h: IdentityHarness;
beforeAll(async () => {
  h = await startIdentity({ hasher: cheapHasher() });
});
afterAll(async () => {
  await h.close();
});

const count = async (table: string) =>
  Number((await h.db.pool.query<{ n: string }>(`SELECT count(*) AS n FROM identity.${table}`)).rows[0]!.n);

// Each one answered 500 (NUL) or was stored as sent (CR/LF, bidi overrides) before issue 9.
const UNSAFE: [string, string][] = [
  ['NUL', 'Ada\u0000'],
  ['CR/LF', 'Ada\r\nBcc: someone'],
  ['bell', 'Ada\u0007'],
  ['DEL', 'Ada\u007f'],
  ['right-to-left override', 'Ada\u202egpj.exe'],
  ['left-to-right embedding', '\u202aAda'],
  ['first-strong isolate', 'Ada\u2068x\u2069'],
];

describe('unsafe characters in names, institution and consent fields: 400 naming the field, nothing stored', () => {
  it.each(UNSAFE)('registration refuses %s in the given names', async (_label, value) => {
    const users = await count('users');
    const res = await h
      .http()
      .post('/api/registration/register')
      .send(registration({ givenNames: value }));
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^Given names contains a control or text-direction character/);
    expect(res.body.errors[0].field).toBe('givenNames');
    expect(await count('users')).toBe(users);
  });

  it('registration refuses a family name with a line break', async () => {
    const res = await h
      .http()
      .post('/api/registration/register')
      .send(registration({ familyName: 'Lovelace\nX' }));
    expect(res.status).toBe(400);
    expect(res.body.errors[0].field).toBe('familyName');
  });

  it('profile update and institution refuse them too, and keep the saved values', async () => {
    const author = await registerAndLogin(h);
    const auth = { authorization: `Bearer ${author.token}` };
    const profile = await h
      .http()
      .put('/api/registration/update-profile')
      .set(auth)
      .send({ given_names: 'Ada\u202e', family_name: 'Lovelace' });
    expect(profile.status).toBe(400);
    expect(profile.body.errors[0].field).toBe('given_names');
    const institution = await h
      .http()
      .put('/api/users/institution')
      .set(auth)
      .send({ institution: 'Cambridge\u0000' });
    expect(institution.status).toBe(400);
    expect(institution.body.message).toMatch(/^Institution contains/);
    const row = await h.db.pool.query('SELECT given_names, institution FROM identity.users WHERE id = $1', [
      author.user.id,
    ]);
    expect(row.rows[0]).toEqual({ given_names: 'Ada', institution: null });
  });

  it('cookie consent refuses a NUL in the user agent', async () => {
    const before = await count('cookie_consents');
    const res = await h
      .http()
      .post('/api/registration/cookie-consent')
      .send({ consent: true, userAgent: 'Mozilla\u0000', sessionId: 's-1' });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^User agent contains/);
    expect(await count('cookie_consents')).toBe(before);
  });
});

describe('malformed percent-encoding: 400, never 500', () => {
  it.each([
    '/api/registration/profile/%E0%A4%A',
    '/api/registration/profile/%',
    '/internal/users/%ZZ',
    '/api/registration/verify-email?token=%E0%A4%A',
    '/api/registration/verify-email?%ZZ=1',
  ])('%s', async (url) => {
    const res = await h.http().get(url);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/malformed percent-encoding/);
  });
});

describe('cookie consent records userEmail only for the signed-in owner of that address', () => {
  const consentEmail = async (id: string) =>
    (await h.db.pool.query('SELECT user_email FROM identity.cookie_consents WHERE id = $1', [id])).rows[0]
      ?.user_email as string | null;

  it('stores null without a token, with another account token, or with a bad token; the email with its own', async () => {
    const owner = await registerAndLogin(h);
    const other = await registerAndLogin(h);
    const send = (token?: string) => {
      const call = h.http().post('/api/registration/cookie-consent');
      if (token) call.set('authorization', `Bearer ${token}`);
      return call.send({ consent: true, userEmail: owner.email.toUpperCase(), sessionId: 's-2' });
    };
    const anonymous = await send();
    const stranger = await send(other.token);
    const garbage = await send('not-a-token');
    const own = await send(owner.token);
    for (const res of [anonymous, stranger, garbage, own]) expect(res.status).toBe(201);
    expect(await consentEmail(anonymous.body.data.id)).toBeNull();
    expect(await consentEmail(stranger.body.data.id)).toBeNull();
    expect(await consentEmail(garbage.body.data.id)).toBeNull();
    expect(await consentEmail(own.body.data.id)).toBe(owner.email.toUpperCase());
  });
});
