import { rm } from 'node:fs/promises';
import {
  createTestDatabase,
  describeWith,
  makeTxt,
  startSite,
  type RunningSite,
  type TestDatabase,
} from '@journal/testing';
import { header, startSmtpSink, type SmtpSink } from '../../services/notification/test/support/smtp-sink';

interface Mail {
  id: string;
  kind: string;
  recipient: string;
  status: string;
  attempts: number;
  reason: string | null;
}

/** An admin sees a submission's failed and dead mails with the SMTP answer and resends one (embedded site). */
describeWith('postgres', 'admin: mail delivery of a submission', () => {
  let db: TestDatabase;
  let smtp: SmtpSink;
  let site: RunningSite;
  let author: string;
  let admin: string;
  const authorEmail = 'barbara@example.org';

  async function json<T>(method: string, route: string, token?: string, body?: unknown) {
    const res = await fetch(`${site.baseUrl}${route}`, {
      method,
      headers: {
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    return { status: res.status, body: (await res.json()) as T };
  }
  async function eventually<T>(what: string, read: () => Promise<T>, ok: (value: T) => boolean): Promise<T> {
    const deadline = Date.now() + 30_000;
    for (;;) {
      const value = await read();
      if (ok(value)) return value;
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value)}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  beforeAll(async () => {
    db = await createTestDatabase();
    smtp = await startSmtpSink({ refuse: () => ({ code: 550, message: '5.1.1 Mailbox unavailable' }) });
    site = await startSite({ databaseUrl: db.url, env: { SMTP_URL: smtp.url } });
    const password = 'a long enough password';
    await json('POST', '/api/registration/register', undefined, {
      email: authorEmail,
      givenNames: 'Barbara',
      familyName: 'McClintock',
      password,
      termsAccepted: true,
    });
    author = (
      await json<{ token: string }>('POST', '/api/registration/login', undefined, {
        email: authorEmail,
        password,
      })
    ).body.token;
    admin = (
      await json<{ token: string }>('POST', '/api/admin-auth/login', undefined, {
        email: site.adminEmail,
        password: site.adminPassword,
      })
    ).body.token;
  }, 120_000);
  afterAll(async () => {
    await site?.stop();
    await smtp?.stop();
    await db?.drop();
    if (site) await rm(site.dataDir, { recursive: true, force: true });
  });

  it('lists the dead confirmation mail with the reason, resends it, and refuses a second resend', async () => {
    const form = new FormData();
    form.set('userEmail', authorEmail);
    form.set('journalName', 'Applied Science');
    form.set('journalIcon', '🔬');
    form.set('paperTitle', 'Mobile elements');
    form.set('paperFile', new Blob([new Uint8Array(makeTxt(1024))]), 'mobile elements.txt');
    const submitted = await fetch(`${site.baseUrl}/api/registration/submit-paper`, {
      method: 'POST',
      headers: { authorization: `Bearer ${author}` },
      body: form,
    });
    expect(submitted.status).toBe(201);
    const submissions = await eventually(
      'the submission in the admin list',
      async () =>
        (
          await json<{ data: { submissions: { id: string }[] } }>(
            'GET',
            `/api/admin/submissions?email=${encodeURIComponent(site.adminEmail)}`,
            admin,
          )
        ).body.data.submissions,
      (list) => list.length === 1,
    );
    const id = submissions[0]!.id;
    const route = `/api/admin/submissions/${id}/mails`;

    expect((await json('GET', route)).status).toBe(401);
    expect((await json('GET', route, author)).status).toBe(403);

    const listed = await eventually(
      'the dead mail',
      async () => (await json<{ data: Mail[] }>('GET', route, admin)).body.data,
      (mails) => mails.length === 1,
    );
    expect(listed[0]).toMatchObject({
      kind: 'submission-confirmation',
      recipient: authorEmail,
      status: 'dead',
      attempts: 1,
      reason: expect.stringMatching(/^550 .*Mailbox unavailable/),
    });

    smtp.setRefusal(null);
    const resent = await json<{ success: boolean; data: Mail }>(
      'POST',
      `/api/admin/mails/${listed[0]!.id}/resend`,
      admin,
    );
    expect(resent.status).toBe(200);
    expect(resent.body.data).toMatchObject({ status: 'queued', attempts: 0 });
    await eventually(
      'the resent mail',
      async () =>
        smtp.mails.filter((m) => header(m, 'x-journal-mail-kind') === 'submission-confirmation').length,
      (n) => n === 1,
    );
    const all = await eventually(
      'the row marked sent',
      async () => (await json<{ data: Mail[] }>('GET', `${route}?all=true`, admin)).body.data,
      (mails) => mails[0]?.status === 'sent',
    );
    expect(all).toHaveLength(1);
    expect((await json<{ data: Mail[] }>('GET', route, admin)).body.data).toEqual([]);

    const again = await json<{ success: boolean; message: string }>(
      'POST',
      `/api/admin/mails/${listed[0]!.id}/resend`,
      admin,
    );
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Only a failed or dead mail can be resent; this one is sent');
    expect((await json('POST', '/api/admin/mails/not-a-mail/resend', admin)).status).toBe(400);
  }, 120_000);
});
