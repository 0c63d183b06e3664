import { randomUUID } from 'node:crypto';
import { createPrivateKey } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { generateKeyPair } from '@journal/auth';
import {
  cheapHasher,
  freshIp,
  registerAndLogin,
  registration,
  startIdentity,
  STRONG_PASSWORD,
  type IdentityHarness,
} from '../support/identity-harness';

const ADMIN = { email: 'chief@journal.local', password: 'admin passphrase 123' };

let h: IdentityHarness;
beforeAll(async () => {
  h = await startIdentity({ admin: ADMIN, hasher: cheapHasher() });
});
afterAll(async () => {
  await h.close();
});

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('forged and invalid tokens are refused (401) and change nothing', () => {
  let author: Awaited<ReturnType<typeof registerAndLogin>>;
  const now = () => Math.floor(Date.now() / 1000);
  const sid = randomUUID();
  const claims = () => ({ sub: author.user.id, email: author.email, role: 'author', sid });
  const sign = (overrides: jwt.SignOptions & { key?: string; payload?: object } = {}) => {
    const { key, payload, ...options } = overrides;
    return jwt.sign(
      payload ?? { email: author.email, role: 'author', sid },
      createPrivateKey(key ?? h.keys.privateKeyPem),
      {
        algorithm: 'ES256',
        subject: author.user.id,
        issuer: 'journal-identity',
        audience: 'journal-platform',
        expiresIn: 3600,
        ...options,
      },
    );
  };

  beforeAll(async () => {
    author = await registerAndLogin(h);
  });

  const forged: [string, () => string][] = [
    [
      'alg none',
      () =>
        `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ ...claims(), iss: 'journal-identity', aud: 'journal-platform', exp: now() + 3600 })}.`,
    ],
    [
      'expired',
      () =>
        jwt.sign(
          {
            ...claims(),
            iss: 'journal-identity',
            aud: 'journal-platform',
            iat: now() - 7200,
            exp: now() - 60,
          },
          createPrivateKey(h.keys.privateKeyPem),
          {
            algorithm: 'ES256',
          },
        ),
    ],
    ['signed by another key', () => sign({ key: generateKeyPair().privateKeyPem })],
    ['wrong audience', () => sign({ audience: 'some-other-app' })],
    ['wrong issuer', () => sign({ issuer: 'evil-issuer' })],
    [
      'HS256 with the public key as secret',
      () =>
        jwt.sign({ ...claims(), iss: 'journal-identity', aud: 'journal-platform' }, h.keys.publicKeyPem, {
          algorithm: 'HS256',
        }),
    ],
    ['garbage', () => 'not.a.jwt'],
  ];

  it('the control: a genuine token works', async () => {
    const res = await h
      .http()
      .get('/api/users/profile')
      .query({ email: author.email })
      .set('Authorization', `Bearer ${sign()}`);
    expect(res.status).toBe(200);
  });

  it.each(forged)('%s -> 401 on profile, update and institution', async (_name, make) => {
    const token = make();
    const auth = { Authorization: `Bearer ${token}` };
    const profile = await h.http().get('/api/users/profile').query({ email: author.email }).set(auth);
    expect(profile.status).toBe(401);
    expect(profile.body.success).toBe(false);
    const update = await h
      .http()
      .put('/api/registration/update-profile')
      .set(auth)
      .send({ userEmail: author.email, given_names: 'Hacked', family_name: 'Hacked' });
    expect(update.status).toBe(401);
    const institution = await h
      .http()
      .put('/api/users/institution')
      .set(auth)
      .send({ email: author.email, institution: 'Hacked' });
    expect(institution.status).toBe(401);
    const { rows } = await h.db.pool.query(
      'SELECT given_names, family_name, institution, version FROM identity.users WHERE id = $1',
      [author.user.id],
    );
    expect(rows[0]).toEqual({ given_names: 'Ada', family_name: 'Lovelace', institution: null, version: 1 });
  });

  it('no token -> 401', async () => {
    expect((await h.http().get('/api/users/profile').query({ email: author.email })).status).toBe(401);
    expect(
      (await h.http().put('/api/registration/update-profile').send({ given_names: 'X', family_name: 'Y' }))
        .status,
    ).toBe(401);
    expect((await h.http().get('/api/users/institution')).status).toBe(401);
  });
});

describe('author A cannot read or change author B', () => {
  it('403 for profile, profile update and institution, and B is unchanged', async () => {
    const a = await registerAndLogin(h);
    const b = await registerAndLogin(h);
    const asA = { Authorization: `Bearer ${a.token}` };

    const profile = await h.http().get('/api/users/profile').query({ email: b.email }).set(asA);
    expect(profile.status).toBe(403);
    expect(profile.body).toMatchObject({ success: false, message: 'You can only access your own account' });
    expect(JSON.stringify(profile.body)).not.toContain(b.user.id);

    const update = await h.http().put('/api/registration/update-profile').set(asA).send({
      userEmail: b.email,
      given_names: 'Owned',
      family_name: 'Owned',
      new_email: 'attacker@example.com',
    });
    expect(update.status).toBe(403);
    const institution = await h
      .http()
      .put('/api/users/institution')
      .set(asA)
      .send({ email: b.email, institution: 'Owned' });
    expect(institution.status).toBe(403);
    expect((await h.http().get('/api/users/institution').query({ email: b.email }).set(asA)).status).toBe(
      403,
    );

    const { rows } = await h.db.pool.query(
      'SELECT id, email, given_names, institution, version FROM identity.users WHERE id = ANY($1::uuid[]) ORDER BY email',
      [[a.user.id, b.user.id]],
    );
    for (const row of rows) expect(row).toMatchObject({ given_names: 'Ada', institution: null, version: 1 });
    expect(rows.map((r) => r.email).sort()).toEqual([a.email, b.email].sort());
  });
});

describe('administrators', () => {
  it('the main administrator exists after start and logs in with the admin shape and a role admin token', async () => {
    const res = await h.http().post('/api/admin-auth/login').set('X-Forwarded-For', freshIp()).send(ADMIN);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      message: 'Login successful',
      admin: { email: ADMIN.email, given_names: 'Main', family_name: 'Administrator', role: 'admin' },
    });
    const decoded = jwt.decode(res.body.token) as { role: string; email: string; iss: string; aud: string };
    expect(decoded).toMatchObject({
      role: 'admin',
      email: ADMIN.email,
      iss: 'journal-identity',
      aud: 'journal-platform',
    });
    const me = await h.http().get('/api/admin-auth/me').set('Authorization', `Bearer ${res.body.token}`);
    expect(me.status).toBe(200);
    expect(me.body.admin.role).toBe('admin');
  });

  it('an author token cannot act as admin, and an admin token is not an author', async () => {
    const author = await registerAndLogin(h);
    const asAuthor = await h.http().get('/api/admin-auth/me').set('Authorization', `Bearer ${author.token}`);
    expect(asAuthor.status).toBe(403);
    const authorRole = (jwt.decode(author.token) as { role: string }).role;
    expect(authorRole).toBe('author');

    const admin = await h.http().post('/api/admin-auth/login').set('X-Forwarded-For', freshIp()).send(ADMIN);
    const asAdmin = await h
      .http()
      .get('/api/users/profile')
      .query({ email: ADMIN.email })
      .set('Authorization', `Bearer ${admin.body.token}`);
    expect(asAdmin.status).toBe(403);
  });

  it('authors cannot log in at the admin login, admins cannot log in as authors', async () => {
    const author = await registerAndLogin(h);
    const asAdmin = await h
      .http()
      .post('/api/admin-auth/login')
      .set('X-Forwarded-For', freshIp())
      .send({ email: author.email, password: STRONG_PASSWORD });
    expect(asAdmin.status).toBe(401);
    expect(asAdmin.body).toMatchObject({ success: false, message: 'Invalid email or password.' });
    const asAuthor = await h
      .http()
      .post('/api/registration/login')
      .set('X-Forwarded-For', freshIp())
      .send(ADMIN);
    expect(asAuthor.status).toBe(401);
    expect(asAuthor.body.message).toBe('Invalid email or password.');
    expect(
      (await h.http().post('/api/registration/check-email').send({ email: ADMIN.email })).body.exists,
    ).toBe(false);
  });

  it('wrong admin password and unknown admin give the same answer', async () => {
    const wrong = await h
      .http()
      .post('/api/admin-auth/login')
      .set('X-Forwarded-For', freshIp())
      .send({ email: ADMIN.email, password: 'not the admin password' });
    const unknown = await h
      .http()
      .post('/api/admin-auth/login')
      .set('X-Forwarded-For', freshIp())
      .send({ email: 'nobody@journal.local', password: 'not the admin password' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
  });

  it('a restart with a new ADMIN_PASSWORD updates the main administrator', async () => {
    await h.service.ensureAdmin({ email: ADMIN.email.toUpperCase(), password: 'rotated admin passphrase' });
    expect(
      (await h.http().post('/api/admin-auth/login').set('X-Forwarded-For', freshIp()).send(ADMIN)).status,
    ).toBe(401);
    expect(
      (
        await h
          .http()
          .post('/api/admin-auth/login')
          .set('X-Forwarded-For', freshIp())
          .send({ email: ADMIN.email, password: 'rotated admin passphrase' })
      ).status,
    ).toBe(200);
    const { rows } = await h.db.pool.query('SELECT count(*) AS n FROM identity.admins');
    expect(rows[0].n).toBe(1);
    await h.service.ensureAdmin(ADMIN);
  });
});

describe('login never tells which of email or password was wrong', () => {
  it('unknown email and wrong password give identical answers', async () => {
    const author = await registerAndLogin(h);
    const wrongPassword = await h
      .http()
      .post('/api/registration/login')
      .set('X-Forwarded-For', freshIp())
      .send({ email: author.email, password: 'wrong password here' });
    const unknownEmail = await h
      .http()
      .post('/api/registration/login')
      .set('X-Forwarded-For', freshIp())
      .send({ email: 'ghost@example.com', password: 'wrong password here' });
    expect(wrongPassword.status).toBe(401);
    expect(unknownEmail.status).toBe(401);
    expect(wrongPassword.body).toEqual(unknownEmail.body);
    expect(wrongPassword.body).toEqual({
      success: false,
      message: 'Invalid email or password.',
      code: 'UNAUTHORIZED',
    });
  });
});

describe('SQL injection strings are stored verbatim, never executed', () => {
  const evil = "'); DROP TABLE identity.users; --";
  const evil2 = "Robert'); DELETE FROM identity.admins WHERE ('1'='1";

  it('in every text field of registration, login, profile update, institution and cookie consent', async () => {
    const email = `o'hara+'--@example.com`;
    const body = registration({ email, givenNames: evil, familyName: evil2, password: `${evil} pw` });
    expect((await h.http().post('/api/registration/register').send(body)).status).toBe(201);
    expect((await h.http().post('/api/registration/check-email').send({ email })).body.exists).toBe(true);
    const login = await h
      .http()
      .post('/api/registration/login')
      .set('X-Forwarded-For', freshIp())
      .send({ email, password: `${evil} pw` });
    expect(login.status).toBe(200);
    expect(login.body.user).toMatchObject({ email, given_names: evil, family_name: evil2 });
    const auth = { Authorization: `Bearer ${login.body.token}` };

    const injectedLogin = await h
      .http()
      .post('/api/registration/login')
      .set('X-Forwarded-For', freshIp())
      .send({ email: "admin'--@example.com", password: "' OR '1'='1" });
    expect(injectedLogin.status).toBe(401);

    const update = await h
      .http()
      .put('/api/registration/update-profile')
      .set(auth)
      .send({
        userEmail: email,
        given_names: evil2,
        family_name: evil,
        current_password: `${evil} pw`,
        new_password: `${evil2} new`,
        confirm_password: `${evil2} new`,
      });
    expect(update.status).toBe(200);
    expect(
      (await h.http().put('/api/users/institution').set(auth).send({ email, institution: evil })).status,
    ).toBe(200);
    expect(
      (
        await h
          .http()
          .post('/api/registration/cookie-consent')
          .set(auth) // the email is kept only for its own signed-in owner
          .send({ userEmail: email, consent: true, userAgent: evil, ipAddress: null, sessionId: evil2 })
      ).status,
    ).toBe(201);
    expect((await h.http().get('/api/users/profile').query({ email }).set(auth)).body.user).toMatchObject({
      given_names: evil2,
      family_name: evil,
      institution: evil,
      email,
    });

    const { rows } = await h.db.pool.query(
      'SELECT email, given_names, family_name, institution FROM identity.users WHERE lower(email) = lower($1)',
      [email],
    );
    expect(rows).toEqual([{ email, given_names: evil2, family_name: evil, institution: evil }]);
    const consent = await h.db.pool.query(
      'SELECT user_agent, session_id FROM identity.cookie_consents WHERE user_email = $1',
      [email],
    );
    expect(consent.rows).toEqual([{ user_agent: evil, session_id: evil2 }]);
    const admins = await h.db.pool.query('SELECT count(*) AS n FROM identity.admins');
    expect(admins.rows[0].n).toBe(1);
    const users = await h.db.pool.query('SELECT count(*) AS n FROM identity.users');
    expect(users.rows[0].n).toBeGreaterThan(1);
    expect(
      (
        await h
          .http()
          .post('/api/registration/login')
          .set('X-Forwarded-For', freshIp())
          .send({ email, password: `${evil2} new` })
      ).status,
    ).toBe(200);
  });
});
