import jwt from 'jsonwebtoken';
import {
  cheapHasher,
  freshIp,
  refreshCookieOf,
  registerAndLogin,
  startIdentity,
  STRONG_PASSWORD,
  type IdentityHarness,
} from '../support/identity-harness';

const EXPIRED = 'Your session has expired. Please log in again.';
const ADMIN = { email: 'sessions.admin@journal.local', password: 'admin passphrase 789' };

let h: IdentityHarness;
beforeAll(async () => {
  h = await startIdentity({ admin: ADMIN, hasher: cheapHasher() });
});
afterAll(async () => {
  await h.close();
});

const profile = (token: string, email: string) =>
  h.http().get('/api/users/profile').query({ email }).set('Authorization', `Bearer ${token}`);
const refresh = (cookie: string) => h.http().post('/api/registration/refresh').set('Cookie', cookie);
const logout = (token?: string, cookie?: string) => {
  const req = h.http().post('/api/registration/logout');
  if (token) req.set('Authorization', `Bearer ${token}`);
  if (cookie) req.set('Cookie', cookie);
  return req;
};
const sidOf = (token: string) => (jwt.decode(token) as { sid: string }).sid;

async function secondLogin(email: string) {
  const res = await h
    .http()
    .post('/api/registration/login')
    .set('X-Forwarded-For', freshIp())
    .send({ email, password: STRONG_PASSWORD });
  expect(res.status).toBe(200);
  return { token: res.body.token as string, cookie: refreshCookieOf(res.headers['set-cookie']) };
}

describe('login sessions', () => {
  it('a login gives a 15-minute access token and an HttpOnly, SameSite=Strict refresh cookie, never in the body', async () => {
    const email = `cookie.${Date.now()}@example.com`;
    const res = await h.http().post('/api/registration/register').send({
      email,
      givenNames: 'Ada',
      familyName: 'Lovelace',
      password: STRONG_PASSWORD,
      termsAccepted: true,
    });
    expect(res.status).toBe(201);
    const login = await h
      .http()
      .post('/api/registration/login')
      .set('X-Forwarded-For', freshIp())
      .send({ email: email, password: STRONG_PASSWORD });
    expect(login.status).toBe(200);
    const cookie = (login.headers['set-cookie'] as unknown as string[]).find((c) =>
      c.startsWith('journal_refresh='),
    )!;
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Strict/);
    expect(cookie).toMatch(/; Path=\/api\/registration/);
    expect(cookie).not.toMatch(/; Secure/);
    expect(JSON.stringify(login.body)).not.toContain(cookie.split(';')[0]!.split('=')[1]);
    const claims = jwt.decode(login.body.token) as { exp: number; iat: number; sid: string };
    expect(claims.exp - claims.iat).toBe(15 * 60);
    expect(claims.sid).toMatch(/^[0-9a-f-]{36}$/);

    // Over HTTPS (as told by a trusted proxy) the cookie is Secure.
    const secure = await h
      .http()
      .post('/api/registration/login')
      .set('X-Forwarded-For', freshIp())
      .set('X-Forwarded-Proto', 'https')
      .send({ email: email, password: STRONG_PASSWORD });
    expect((secure.headers['set-cookie'] as unknown as string[]).join('\n')).toMatch(/; Secure/);
  });

  it('refresh rotates the cookie and keeps the session; the cookie stored hashed only', async () => {
    const author = await registerAndLogin(h);
    const res = await refresh(author.refreshCookie);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, user: { email: author.email } });
    expect(sidOf(res.body.token)).toBe(sidOf(author.token));
    const next = refreshCookieOf(res.headers['set-cookie']);
    expect(next).not.toBe(author.refreshCookie);
    expect((await profile(res.body.token, author.email)).status).toBe(200);
    const raw = next.split('=')[1]!;
    const { rows } = await h.db.pool.query(
      'SELECT count(*)::int AS n FROM identity.sessions WHERE strpos(refresh_hash, $1) > 0',
      [raw],
    );
    expect(rows[0].n).toBe(0);
    // Without a cookie, or with a made-up one: 401 with the session-expired text.
    const none = await h.http().post('/api/registration/refresh');
    expect(none.status).toBe(401);
    expect(none.body.message).toBe(EXPIRED);
    expect((await refresh('journal_refresh=made-up')).status).toBe(401);
  });

  it('a rotated refresh token presented again (after the two-tab grace) ends the whole session family', async () => {
    const author = await registerAndLogin(h);
    const first = await refresh(author.refreshCookie);
    const current = refreshCookieOf(first.headers['set-cookie']);
    // Inside the grace a second tab gets an access token, and no new cookie.
    const tab = await refresh(author.refreshCookie);
    expect(tab.status).toBe(200);
    expect(tab.headers['set-cookie']).toBeUndefined();
    // The grace is over (the clock moved, here by ageing the row): the copy is refused and ends the session.
    await h.db.pool.query(
      "UPDATE identity.rotated_refresh_tokens SET rotated_at = now() - interval '1 minute'",
    );
    const reuse = await refresh(author.refreshCookie);
    expect(reuse.status).toBe(401);
    expect((await refresh(current)).status).toBe(401);
    const refused = await profile(first.body.token, author.email);
    expect(refused.status).toBe(401);
    expect(refused.body.message).toBe(EXPIRED);
  });

  it('logout ends the session of the access token at once, and only that one', async () => {
    const author = await registerAndLogin(h);
    const other = await secondLogin(author.email);
    const res = await logout(author.token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: 'Logged out' });
    expect((res.headers['set-cookie'] as unknown as string[]).join('')).toMatch(/journal_refresh=;/);
    const refused = await profile(author.token, author.email);
    expect(refused.status).toBe(401);
    expect(refused.body.message).toBe(EXPIRED);
    expect((await refresh(author.refreshCookie)).status).toBe(401);
    expect((await profile(other.token, author.email)).status).toBe(200);
    expect((await refresh(other.cookie)).status).toBe(200);
  });

  it("logout with only the refresh cookie (an expired access token) still ends the cookie's session", async () => {
    const author = await registerAndLogin(h);
    expect((await logout(undefined, author.refreshCookie)).status).toBe(200);
    expect((await refresh(author.refreshCookie)).status).toBe(401);
    expect((await profile(author.token, author.email)).status).toBe(401);
    // A second logout, or one with a forged token, is harmless.
    expect((await logout('not.a.token')).status).toBe(200);
  });

  it("a password change ends every other session; a stolen token can no longer change the account's email", async () => {
    const author = await registerAndLogin(h);
    const thief = await secondLogin(author.email);
    const newPassword = 'a brand new passphrase';
    const change = await h
      .http()
      .put('/api/registration/update-profile')
      .set('Authorization', `Bearer ${author.token}`)
      .send({
        userEmail: author.email,
        given_names: 'Ada',
        family_name: 'Lovelace',
        current_password: STRONG_PASSWORD,
        new_password: newPassword,
        confirm_password: newPassword,
      });
    expect(change.status).toBe(200);
    // The session that changed the password stays.
    expect((await profile(author.token, author.email)).status).toBe(200);
    expect((await refresh(author.refreshCookie)).status).toBe(200);
    // The other one is gone: access token and refresh cookie.
    const steal = await h
      .http()
      .put('/api/registration/update-profile')
      .set('Authorization', `Bearer ${thief.token}`)
      .send({
        userEmail: author.email,
        given_names: 'Ada',
        family_name: 'Lovelace',
        new_email: `thief.${Date.now()}@example.com`,
        current_password: newPassword,
      });
    expect(steal.status).toBe(401);
    expect(steal.body.message).toBe(EXPIRED);
    expect((await refresh(thief.cookie)).status).toBe(401);
    const { rows } = await h.db.pool.query('SELECT email FROM identity.users WHERE id = $1', [
      author.user.id,
    ]);
    expect(rows[0].email).toBe(author.email);
  });

  it('admin sessions: refresh and logout under /api/admin-auth, with their own cookie', async () => {
    const login = await h.http().post('/api/admin-auth/login').set('X-Forwarded-For', freshIp()).send(ADMIN);
    expect(login.status).toBe(200);
    const cookie = refreshCookieOf(login.headers['set-cookie']);
    expect(cookie).toMatch(/^journal_admin_refresh=/);
    expect((login.headers['set-cookie'] as unknown as string[]).join('')).toMatch(/Path=\/api\/admin-auth/);
    // The author endpoint does not take an admin cookie.
    expect((await refresh(cookie.replace('journal_admin_refresh', 'journal_refresh'))).status).toBe(401);
    const refreshed = await h.http().post('/api/admin-auth/refresh').set('Cookie', cookie);
    expect(refreshed.status).toBe(200);
    expect(refreshed.body).toMatchObject({ success: true, admin: { email: ADMIN.email, role: 'admin' } });
    const me = () =>
      h.http().get('/api/admin-auth/me').set('Authorization', `Bearer ${refreshed.body.token}`);
    expect((await me()).status).toBe(200);
    const out = await h
      .http()
      .post('/api/admin-auth/logout')
      .set('Authorization', `Bearer ${refreshed.body.token}`);
    expect(out.status).toBe(200);
    expect((await me()).status).toBe(401);
    expect((await h.http().post('/api/admin-auth/refresh').set('Cookie', cookie)).status).toBe(401);
  });
});
