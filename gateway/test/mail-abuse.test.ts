import { rm } from 'node:fs/promises';
import {
  createTestDatabase,
  describeWith,
  makeTxt,
  startSite,
  type RunningSite,
  type TestDatabase,
} from '@journal/testing';
import { mailsTo, verifyByMail } from './support/site-mailbox';

// Issue 26 item 7 through the whole site (embedded composition, mails written as .eml files).

const PASSWORD = 'a long enough password';
interface Answer {
  success?: boolean;
  message?: string;
  token?: string;
  exists?: boolean;
  user?: { email: string; given_names: string };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string): Promise<T> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(200);
  }
}

describeWith('postgres', 'mail to strangers (issue 26 item 7)', () => {
  let db: TestDatabase;
  let site: RunningSite;
  beforeAll(async () => {
    db = await createTestDatabase();
    // The npm start default; start-site.ts turns it off for the other test files.
    site = await startSite({ databaseUrl: db.url, env: { REGISTRATIONS_PER_HOUR: '20' } });
  }, 120_000);
  afterAll(async () => {
    await site?.stop();
    await db?.drop();
    if (site) await rm(site.dataDir, { recursive: true, force: true });
  });

  async function call(method: string, route: string, body?: unknown, token?: string, ip?: string) {
    const res = await fetch(`${site.baseUrl}${route}`, {
      method,
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        // The site trusts X-Forwarded-For from loopback (TRUST_PROXY), so each test is its own client.
        ...(ip ? { 'x-forwarded-for': ip } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, headers: res.headers, body: (await res.json()) as Answer };
  }
  const person = (email: string) => ({
    email,
    givenNames: 'Ada',
    familyName: 'Byron',
    password: PASSWORD,
    termsAccepted: true,
  });
  async function registerAndLogin(email: string, ip: string): Promise<string> {
    expect((await call('POST', '/api/registration/register', person(email), undefined, ip)).status).toBe(201);
    return (await call('POST', '/api/registration/login', { email, password: PASSWORD }, undefined, ip)).body
      .token!;
  }

  it('the 21st registration from one address within an hour: 429 with Retry-After, no account', async () => {
    const ip = '203.0.113.21';
    for (let i = 0; i < 20; i++)
      expect(
        (await call('POST', '/api/registration/register', person(`many${i}@example.org`), undefined, ip))
          .status,
      ).toBe(201);
    const refused = await call(
      'POST',
      '/api/registration/register',
      person('one-too-many@example.org'),
      undefined,
      ip,
    );
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(
      'Too many accounts were registered from your network. Please try again later.',
    );
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3500);
    const exists = await call('POST', '/api/registration/check-email', { email: 'one-too-many@example.org' });
    expect(exists.body.exists).toBe(false);
    // Another address still registers; the challenge is off by default.
    expect(
      (
        await call(
          'POST',
          '/api/registration/register',
          person('elsewhere@example.org'),
          undefined,
          '203.0.113.22',
        )
      ).status,
    ).toBe(201);
    expect((await call('GET', '/api/registration/challenge')).body).toEqual({
      success: true,
      enabled: false,
    });
  }, 60_000);

  it('10 accounts asking to move to one victim address: 3 confirmation mails reach it, the rest get 429', async () => {
    const victim = 'victim@example.org';
    const answers: number[] = [];
    for (let i = 0; i < 10; i++) {
      const email = `throwaway${i}@example.org`;
      const token = await registerAndLogin(email, `198.51.100.${i + 1}`);
      const res = await call(
        'PUT',
        '/api/registration/update-profile',
        {
          userEmail: email,
          given_names: 'Mallory',
          family_name: 'Byron',
          new_email: victim,
          current_password: PASSWORD,
        },
        token,
        `198.51.100.${i + 1}`,
      );
      answers.push(res.status);
      if (res.status === 429) {
        expect(res.body.message).toBe(
          'Too many confirmation emails were sent to this address recently. Please try again later.',
        );
        // Nothing changed: the names stay, and the account still has its own address.
        const profile = await call(
          'GET',
          `/api/users/profile?email=${encodeURIComponent(email)}`,
          undefined,
          token,
        );
        expect(profile.body.user).toMatchObject({ email, given_names: 'Ada' });
      }
    }
    expect(answers).toEqual([200, 200, 200, 429, 429, 429, 429, 429, 429, 429]);
    await until(
      () => mailsTo(site, victim),
      (mails) => mails.length >= 3,
      'three mails to the victim',
    );
    await sleep(1_500); // room for a fourth to show up
    const mails = await mailsTo(site, victim);
    expect(mails).toHaveLength(3);
    for (const mail of mails) expect(mail.file).toContain('verify-email');
  }, 120_000);

  it('co-author notices of an unverified author wait until the author verifies, then go once each', async () => {
    const email = 'eager.author@example.org';
    const token = await registerAndLogin(email, '192.0.2.10');
    const coAuthors = ['one', 'two', 'three'].map((name) => ({
      givenNames: name,
      familyName: 'Stranger',
      email: `${name}.stranger@example.org`,
    }));
    const submit = async (list: unknown[]) => {
      const form = new FormData();
      form.set('userEmail', email);
      form.set('journalName', 'Applied Science');
      form.set('paperTitle', 'Unsolicited mail');
      form.set('coAuthors', JSON.stringify(list));
      form.set('paperFile', new Blob([new Uint8Array(makeTxt(2048))]), 'paper.txt');
      const res = await fetch(`${site.baseUrl}/api/registration/submit-paper`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
      return { status: res.status, body: (await res.json()) as Answer };
    };

    const tooMany = await submit(
      Array.from({ length: 21 }, (_, i) => ({ ...coAuthors[0], email: `c${i}@example.org` })),
    );
    expect([tooMany.status, tooMany.body.message]).toEqual([400, 'Please list at most 20 co-authors']);

    expect((await submit(coAuthors)).status).toBe(201);
    // The author's own confirmation proves the event was handled; the strangers got nothing.
    await until(
      async () => (await mailsTo(site, email)).filter((m) => m.file.includes('submission-confirmation')),
      (mails) => mails.length === 1,
      "the author's confirmation",
    );
    await sleep(1_500);
    for (const c of coAuthors) expect(await mailsTo(site, c.email)).toHaveLength(0);
    for (let i = 0; i < 21; i++) expect(await mailsTo(site, `c${i}@example.org`)).toHaveLength(0);

    await verifyByMail(site, email);
    for (const c of coAuthors)
      await until(
        () => mailsTo(site, c.email),
        (mails) => mails.length >= 1,
        `the notice to ${c.email}`,
      );
    await sleep(1_500);
    for (const c of coAuthors) {
      const mails = await mailsTo(site, c.email);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.subject).toBe('Co-author notice: "Unsolicited mail" was submitted');
    }
  }, 120_000);
});
