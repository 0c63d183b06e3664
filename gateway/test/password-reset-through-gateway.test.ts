import { rm } from 'node:fs/promises';
import {
  createTestDatabase,
  describeWith,
  readUntil,
  registerAuthor,
  signInAdmin,
  siteJson,
  startSite,
  type RunningSite,
  type TestDatabase,
} from '@journal/testing';
import { mailsTo } from './support/site-mailbox';

const REQUESTED = 'If an account exists for this address, we have sent a link to reset the password.';
const INVALID_LINK = 'This link has expired or was already used.';

/** The token of the newest reset mail to `to` (after `seen` earlier ones), once the mail is written. */
async function resetToken(site: RunningSite, to: string, seen = 0): Promise<string> {
  const mails = await readUntil(
    async () => (await mailsTo(site, to)).filter((mail) => mail.file.includes('password-reset')),
    (found) => found.length > seen,
    `a password reset mail to ${to}`,
  );
  const newest = mails.sort((a, b) => (a.date?.getTime() ?? 0) - (b.date?.getTime() ?? 0)).at(-1)!;
  const link = /https?:\/\/\S+\/reset-password\?token=[\w-]+/.exec(newest.text ?? '')?.[0];
  if (!link) throw new Error(`no reset link in: ${newest.text}`);
  expect(link.startsWith(`http://localhost:${new URL(site.baseUrl).port}/reset-password?token=`)).toBe(true);
  return new URL(link).searchParams.get('token')!;
}

/** Signs in and returns the access token and the refresh cookie (`name=value`). */
async function signIn(site: RunningSite, route: string, email: string, password: string) {
  const res = await fetch(`${site.baseUrl}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = (await res.json()) as { token?: string };
  const cookie = res.headers.getSetCookie()[0]?.split(';')[0] ?? '';
  return { status: res.status, token: body.token, cookie };
}

async function refresh(site: RunningSite, route: string, cookie: string): Promise<number> {
  return (await fetch(`${site.baseUrl}${route}`, { method: 'POST', headers: { cookie } })).status;
}

const request = (site: RunningSite, email: string) =>
  siteJson(site, 'POST', '/api/registration/password-reset', undefined, { email });
const confirm = (site: RunningSite, body: Record<string, unknown>) =>
  siteJson(site, 'POST', '/api/registration/password-reset/confirm', undefined, body);
const profileStatus = async (site: RunningSite, email: string, token: string) =>
  (await siteJson(site, 'GET', `/api/users/profile?email=${encodeURIComponent(email)}`, token)).status;

describeWith('postgres', 'password reset through the site', () => {
  let db: TestDatabase;
  let site: RunningSite;
  beforeAll(async () => {
    db = await createTestDatabase();
    // Info logs, so the test can show that no reset token reaches them.
    site = await startSite({ databaseUrl: db.url, env: { LOG_LEVEL: 'info' } });
  });
  afterAll(async () => {
    await site?.stop();
    await db?.drop();
    if (site) await rm(site.dataDir, { recursive: true, force: true });
  });

  it('resets once from the mailed link, ends every other session, and logs no token', async () => {
    const email = 'ada@example.org';
    const oldPassword = 'the old long password';
    await registerAuthor(site, { email, givenNames: 'Ada', familyName: 'Lovelace', password: oldPassword });
    const other = await signIn(site, '/api/registration/login', email, oldPassword);
    expect(other.status).toBe(200);

    expect(await request(site, email)).toEqual({ status: 200, body: { success: true, message: REQUESTED } });
    const token = await resetToken(site, email);
    // The SPA page of the link loads (the token in its query is redacted from the request log).
    expect((await fetch(`${site.baseUrl}/reset-password?token=${token}`)).status).toBe(200);

    const newPassword = 'a brand new long password';
    const done = await confirm(site, { token, password: newPassword, confirmPassword: newPassword });
    expect(done).toMatchObject({ status: 200, body: { success: true } });

    // The old session's refresh is refused at once, its access token as soon as the revocation is read.
    expect(await refresh(site, '/api/registration/refresh', other.cookie)).toBe(401);
    await readUntil(
      () => profileStatus(site, email, other.token!),
      (s) => s === 401,
      'old token refused',
    );
    expect((await signIn(site, '/api/registration/login', email, oldPassword)).status).toBe(401);
    const fresh = await signIn(site, '/api/registration/login', email, newPassword);
    expect(fresh.status).toBe(200);
    expect(await profileStatus(site, email, fresh.token!)).toBe(200);

    // Single use: the same link again changes nothing.
    const again = await confirm(site, { token, password: 'yet another long password' });
    expect(again).toEqual({
      status: 400,
      body: expect.objectContaining({ success: false, message: INVALID_LINK, field: 'token' }),
    });
    expect((await signIn(site, '/api/registration/login', email, newPassword)).status).toBe(200);
    expect(await confirm(site, { token: 'not-a-token-anyone-got', password: newPassword })).toMatchObject({
      status: 400,
      body: { message: INVALID_LINK },
    });

    await new Promise((resolve) => setTimeout(resolve, 500));
    // The page's request was logged, its token censored.
    expect(site.output()).toContain('/reset-password?token=[redacted]');
    expect(site.output()).not.toContain(token);
    expect(site.output()).not.toContain(newPassword);
  });

  it('expires an hour after it was asked for (database clock moved on)', async () => {
    const email = 'mary@example.org';
    const password = 'mary long password';
    await registerAuthor(site, { email, givenNames: 'Mary', familyName: 'Somerville', password });
    await request(site, email);
    const token = await resetToken(site, email);
    const { rows } = await db.pool.query<{ ttl: number }>(
      `SELECT extract(epoch FROM expires_at - created_at)::int AS ttl FROM identity.password_reset_tokens
       WHERE lower(email) = $1 AND used_at IS NULL`,
      [email],
    );
    expect(rows).toEqual([{ ttl: 3600 }]);
    // The link is 59 minutes old: it still works (checked without using it: a bad password is refused first).
    const age = async (minutes: number) =>
      db.pool.query(
        `UPDATE identity.password_reset_tokens SET created_at = now() - make_interval(mins => $2),
           expires_at = now() - make_interval(mins => $2) + interval '1 hour' WHERE lower(email) = $1`,
        [email, minutes],
      );
    await age(61);
    expect(await confirm(site, { token, password: 'a late long password' })).toMatchObject({
      status: 400,
      body: { success: false, message: INVALID_LINK },
    });
    expect((await signIn(site, '/api/registration/login', email, password)).status).toBe(200);

    // A new link, 59 minutes old, still works; asking again made the earlier one worthless anyway.
    await request(site, email);
    const second = await resetToken(site, email, 1);
    await db.pool.query(
      `UPDATE identity.password_reset_tokens SET created_at = now() - interval '59 minutes',
         expires_at = now() + interval '1 minute' WHERE lower(email) = $1 AND used_at IS NULL`,
      [email],
    );
    expect(await confirm(site, { token: second, password: 'an in-time long password' })).toMatchObject({
      status: 200,
    });
    expect((await signIn(site, '/api/registration/login', email, 'an in-time long password')).status).toBe(
      200,
    );
  });

  it('refuses bad passwords with the registration messages and changes nothing', async () => {
    const email = 'grace@example.org';
    const password = 'grace long password';
    await registerAuthor(site, { email, givenNames: 'Grace', familyName: 'Hopper', password });
    await request(site, email);
    const token = await resetToken(site, email);
    expect(await confirm(site, { token, password: 'elevenchars' })).toEqual({
      status: 400,
      body: expect.objectContaining({
        success: false,
        message: 'Password must be at least 12 characters',
        field: 'password',
      }),
    });
    expect(
      await confirm(site, { token, password: 'twelve chars ok', confirmPassword: 'twelve chars OK' }),
    ).toEqual({
      status: 400,
      body: expect.objectContaining({
        success: false,
        message: 'Passwords do not match',
        field: 'confirmPassword',
      }),
    });
    expect((await signIn(site, '/api/registration/login', email, password)).status).toBe(200);
    // The link was not used up by the refused attempts.
    expect(await confirm(site, { token, password: 'twelve chars ok' })).toMatchObject({ status: 200 });
  });

  it('answers known and unknown addresses alike, in the same time, and throttles per address', async () => {
    const known = ['k1@example.org', 'k2@example.org', 'k3@example.org', 'k4@example.org'];
    for (const email of known)
      await registerAuthor(site, {
        email,
        givenNames: 'K',
        familyName: 'Known',
        password: 'known long password',
      });
    const unknown = known.map((email) => email.replace('@', '-nobody@'));
    const timings = { known: [] as number[], unknown: [] as number[] };
    for (let i = 0; i < known.length; i++)
      for (const [kind, email] of [
        ['known', known[i]!],
        ['unknown', unknown[i]!],
      ] as const) {
        const started = performance.now();
        const answer = await request(site, email);
        timings[kind].push(performance.now() - started);
        expect(answer).toEqual({ status: 200, body: { success: true, message: REQUESTED } });
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    // The links are made after the answer: no lookup, insert or event is on the answer's path. The bound
    // leaves room for a loaded CI machine's noise (4 samples each) and still catches a password hash or
    // mail on the known path (hundreds of milliseconds).
    expect(Math.abs(median(timings.known) - median(timings.unknown))).toBeLessThan(60);
    await resetToken(site, known[0]!);
    expect(await mailsTo(site, unknown[0]!)).toEqual([]);

    // The fourth request for one address within the hour: 429, for a known and an unknown one alike.
    for (const email of [known[1]!, unknown[1]!]) {
      await request(site, email);
      await request(site, email);
      const refused = await request(site, email);
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({ success: false });
    }
  });

  it('a password change in the profile ends the other sessions and keeps the one that made it', async () => {
    const email = 'emmy@example.org';
    const password = 'emmy long password';
    await registerAuthor(site, { email, givenNames: 'Emmy', familyName: 'Noether', password });
    const other = await signIn(site, '/api/registration/login', email, password);
    const mine = await signIn(site, '/api/registration/login', email, password);
    const newPassword = 'emmy new long password';
    const changed = await siteJson(site, 'PUT', '/api/registration/update-profile', mine.token, {
      userEmail: email,
      given_names: 'Emmy',
      family_name: 'Noether',
      current_password: password,
      new_password: newPassword,
    });
    expect(changed).toMatchObject({ status: 200, body: { success: true } });
    expect(await refresh(site, '/api/registration/refresh', other.cookie)).toBe(401);
    await readUntil(
      () => profileStatus(site, email, other.token!),
      (s) => s === 401,
      'other token refused',
    );
    expect(await profileStatus(site, email, mine.token!)).toBe(200);
    expect(await refresh(site, '/api/registration/refresh', mine.cookie)).toBe(200);
  });

  it("resets the administrator's password: the admin login takes the new one, old sessions end", async () => {
    const before = await signIn(site, '/api/admin-auth/login', site.adminEmail, site.adminPassword);
    expect(before.status).toBe(200);
    await signInAdmin(site);
    expect(await request(site, site.adminEmail)).toMatchObject({ status: 200, body: { message: REQUESTED } });
    const token = await resetToken(site, site.adminEmail);
    const newPassword = 'the new administrator password';
    expect(await confirm(site, { token, password: newPassword, confirmPassword: newPassword })).toMatchObject(
      {
        status: 200,
      },
    );
    expect(await refresh(site, '/api/admin-auth/refresh', before.cookie)).toBe(401);
    await readUntil(
      async () => (await siteJson(site, 'GET', '/api/admin-auth/me', before.token)).status,
      (status) => status === 401,
      "the administrator's old token refused",
    );
    expect((await signIn(site, '/api/admin-auth/login', site.adminEmail, site.adminPassword)).status).toBe(
      401,
    );
    const after = await signIn(site, '/api/admin-auth/login', site.adminEmail, newPassword);
    expect(after.status).toBe(200);
    expect((await siteJson(site, 'GET', '/api/admin-auth/me', after.token)).status).toBe(200);
  });
});
