import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { isFinishedMailFile } from '@journal/mail';
import {
  createTestDatabase,
  describeWith,
  startSite,
  type RunningSite,
  type TestDatabase,
} from '@journal/testing';

/** Waits for the site's next `.eml` of `kind` addressed to `to`, and returns its verification link. */
async function verificationLink(site: RunningSite, to: string): Promise<string> {
  const mailDir = path.join(site.dataDir, 'mail');
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const files = await readdir(mailDir).catch(() => [] as string[]);
    for (const file of files.filter((name) => isFinishedMailFile(name) && name.includes('verify-email'))) {
      const mail = await simpleParser(await readFile(path.join(mailDir, file)));
      const recipient = Array.isArray(mail.to) ? mail.to[0] : mail.to;
      if (recipient?.value[0]?.address !== to) continue;
      const link = /https?:\/\/\S+verify-email\?token=[\w-]+/.exec(mail.text ?? '')?.[0];
      if (link) return link;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no verification mail to ${to}`);
}

async function call(site: RunningSite, method: string, route: string, body?: unknown, token?: string) {
  const res = await fetch(`${site.baseUrl}${route}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await res.json()) as ApiBody;
}

interface ApiBody {
  success?: boolean;
  token?: string;
  user: { email_verified: boolean };
  data: { email_changed?: boolean; token?: string };
}

describeWith('postgres', 'verification mail links, end to end through the site', () => {
  let db: TestDatabase;
  let site: RunningSite;
  beforeAll(async () => {
    db = await createTestDatabase();
    site = await startSite({ databaseUrl: db.url });
  });
  afterAll(async () => {
    await site?.stop();
    await db?.drop();
    if (site) await rm(site.dataDir, { recursive: true, force: true });
  });

  it('verifies the address from the registration mail, and again after an email change', async () => {
    const password = 'a long enough password';
    await call(site, 'POST', '/api/registration/register', {
      email: 'mary@example.org',
      givenNames: 'Mary',
      familyName: 'Somerville',
      password,
      termsAccepted: true,
    });
    const link = await verificationLink(site, 'mary@example.org');
    expect(
      link.startsWith(`http://localhost:${new URL(site.baseUrl).port}/api/registration/verify-email?token=`),
    ).toBe(true);

    const login = await call(site, 'POST', '/api/registration/login', {
      email: 'mary@example.org',
      password,
    });
    const before = await call(
      site,
      'GET',
      '/api/users/profile?email=mary@example.org',
      undefined,
      login.token,
    );
    expect(before.user.email_verified).toBe(false);

    const opened = await fetch(link.replace('localhost', '127.0.0.1'), { redirect: 'manual' });
    expect(opened.status).toBe(302);
    expect(opened.headers.get('location')).toBe('/login?verified=1');
    const after = await call(
      site,
      'GET',
      '/api/users/profile?email=mary@example.org',
      undefined,
      login.token,
    );
    expect(after.user.email_verified).toBe(true);
    // a used link does not work twice
    const reused = await fetch(link.replace('localhost', '127.0.0.1'), { redirect: 'manual' });
    expect(reused.headers.get('location')).toBe('/login?verified=0');

    const changed = await call(
      site,
      'PUT',
      '/api/registration/update-profile',
      {
        userEmail: 'mary@example.org',
        given_names: 'Mary',
        family_name: 'Somerville',
        new_email: 'mary.s@example.org',
        current_password: password,
      },
      login.token,
    );
    expect(changed).toMatchObject({ success: true, data: { email_changed: true } });
    const token = login.token;
    // Until the new address confirms, the account keeps the old one (still verified).
    const unchanged = await call(site, 'GET', '/api/users/profile?email=mary@example.org', undefined, token);
    expect(unchanged.user).toMatchObject({ email: 'mary@example.org', email_verified: true });
    const secondLink = await verificationLink(site, 'mary.s@example.org');
    expect(
      (await fetch(secondLink.replace('localhost', '127.0.0.1'), { redirect: 'manual' })).headers.get(
        'location',
      ),
    ).toBe('/login?verified=1');
    const verifiedAgain = await call(
      site,
      'GET',
      '/api/users/profile?email=mary.s@example.org',
      undefined,
      token,
    );
    expect(verifiedAgain.user).toMatchObject({ email: 'mary.s@example.org', email_verified: true });
  });
});
