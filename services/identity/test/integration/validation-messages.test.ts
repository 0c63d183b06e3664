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

const register = (body: Record<string, unknown>) => h.http().post('/api/registration/register').send(body);

describe('registration: SPEC section 5 messages, in SPEC order, server side', () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ['empty given names', { givenNames: '' }, 'Please enter your given names'],
    ['given names of spaces only', { givenNames: '   ' }, 'Please enter your given names'],
    ['missing given names', { givenNames: undefined }, 'Please enter your given names'],
    ['empty family name', { familyName: ' ' }, 'Please enter your family name'],
    ['short password', { password: 'elevenchars' }, 'Password must be at least 12 characters'],
    ['password too long', { password: 'p'.repeat(129) }, 'Password must be at most 128 characters'],
    ['repeat password differs', { confirmPassword: 'correct horse batterY' }, 'Passwords do not match'],
    ['terms not accepted', { termsAccepted: false }, 'Please accept the terms and conditions'],
    ['terms missing', { termsAccepted: undefined }, 'Please accept the terms and conditions'],
    ['invalid email', { email: 'not-an-email' }, 'Enter a valid email address'],
  ];

  it.each(cases)('%s -> 400 "%s"', async (_name, override, message) => {
    const res = await register(registration(override));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, message });
  });

  it('reports the first failing rule in SPEC order and lists all of them', async () => {
    const res = await register({
      email: 'order@example.com',
      givenNames: '',
      familyName: '',
      password: 'short',
      confirmPassword: 'other',
      termsAccepted: false,
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Please enter your given names');
    expect(res.body.errors.map((e: { message: string }) => e.message)).toEqual([
      'Please enter your given names',
      'Please enter your family name',
      'Password must be at least 12 characters',
      'Passwords do not match',
      'Please accept the terms and conditions',
    ]);
    const { rows } = await h.db.pool.query(
      "SELECT count(*) AS n FROM identity.users WHERE email = 'order@example.com'",
    );
    expect(rows[0].n).toBe(0);
  });

  it('accepts exactly 12 and exactly 128 characters', async () => {
    expect((await register(registration({ password: 'a'.repeat(12) }))).status).toBe(201);
    expect((await register(registration({ password: 'b'.repeat(128) }))).status).toBe(201);
  });

  it('refuses a body that is not an object', async () => {
    const res = await h
      .http()
      .post('/api/registration/register')
      .set('content-type', 'application/json')
      .send('[1,2]');
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
  });
});

describe('login and check-email validation', () => {
  it('check-email with a malformed address -> "Enter a valid email address"', async () => {
    const res = await h.http().post('/api/registration/check-email').send({ email: 'nope' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, message: 'Enter a valid email address' });
  });

  it('login with a malformed address or no password is a 400 with a clear message', async () => {
    expect(
      (await h.http().post('/api/registration/login').send({ email: 'x', password: 'whatever' })).body
        .message,
    ).toBe('Enter a valid email address');
    expect(
      (await h.http().post('/api/registration/login').send({ email: 'a@example.com' })).body.message,
    ).toBe('Please enter your password');
  });

  it('admin login without both fields -> "Please fill in all fields"', async () => {
    const res = await h.http().post('/api/admin-auth/login').send({ email: '', password: '' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Please fill in all fields');
  });
});

describe('edit profile: SPEC section 5 messages, server side', () => {
  let author: Awaited<ReturnType<typeof registerAndLogin>>;
  beforeAll(async () => {
    author = await registerAndLogin(h);
  });
  const base = () => ({ userEmail: author.email, given_names: 'Ada', family_name: 'Lovelace' });
  const update = (body: Record<string, unknown>) =>
    h
      .http()
      .put('/api/registration/update-profile')
      .set('Authorization', `Bearer ${author.token}`)
      .send(body);

  const cases: [string, Record<string, unknown>, string][] = [
    ['empty given names', { given_names: '  ' }, 'Given names are required'],
    ['empty family name', { family_name: '' }, 'Family name is required'],
    ['empty email', { new_email: '' }, 'Email is required'],
    ['malformed email', { new_email: 'someone@' }, 'Please enter a valid email address'],
    [
      'new password without current',
      { new_password: 'a brand new passphrase', confirm_password: 'a brand new passphrase' },
      'Current password is required to change password',
    ],
    [
      'current password without new',
      { current_password: 'correct horse battery' },
      'New password is required',
    ],
    [
      'short new password',
      { current_password: 'correct horse battery', new_password: 'short', confirm_password: 'short' },
      'New password must be at least 12 characters long',
    ],
    [
      'confirmation differs',
      {
        current_password: 'correct horse battery',
        new_password: 'a brand new passphrase',
        confirm_password: 'a brand new passphrasE',
      },
      'New password and confirm password do not match',
    ],
    [
      'only the confirmation filled',
      { confirm_password: 'something long enough' },
      'Current password is required to change password',
    ],
  ];

  it.each(cases)('%s -> 400 "%s"', async (_name, override, message) => {
    const res = await update({ ...base(), ...override });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, message });
    const { rows } = await h.db.pool.query(
      'SELECT given_names, family_name, email, version FROM identity.users WHERE id = $1',
      [author.user.id],
    );
    expect(rows[0]).toEqual({ given_names: 'Ada', family_name: 'Lovelace', email: author.email, version: 1 });
  });

  it('reports the first failing rule in SPEC order', async () => {
    const res = await update({
      userEmail: author.email,
      given_names: '',
      family_name: '',
      new_email: '',
      new_password: 'x',
    });
    expect(res.body.errors.map((e: { message: string }) => e.message)).toEqual([
      'Given names are required',
      'Family name is required',
      'Email is required',
      'Please enter a valid email address',
      'Current password is required to change password',
      'New password must be at least 12 characters long',
    ]);
  });

  it('empty password fields mean "no password change"', async () => {
    const res = await update({ ...base(), current_password: '', new_password: '', confirm_password: '' });
    expect(res.status).toBe(200);
    expect(res.body.data.email_changed).toBe(false);
  });
});

// Issue 9: control and bidi characters, malformed %-encoding, and the consent email.
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
