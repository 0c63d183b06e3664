import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { PoolClient } from 'pg';
import {
  createTestDatabase,
  describeWith,
  startSite,
  type RunningSite,
  type TestDatabase,
} from '@journal/testing';

async function register(site: RunningSite, email: string): Promise<void> {
  const res = await fetch(`${site.baseUrl}/api/registration/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email,
      givenNames: 'Ada',
      familyName: 'Lovelace',
      password: 'a long enough password',
      termsAccepted: true,
      marketingAccepted: false,
    }),
  });
  expect(res.status).toBe(201);
}

async function waitUntil(check: () => Promise<boolean>, what: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

// The embedded composition (one process, in-process bus) on a test database: an event is handled although
// the process dies between publish and handling, and Ctrl-C lets the relay's last events be handled first.
describeWith('postgres', 'embedded default: at least once across SIGKILL and Ctrl-C', () => {
  let db: TestDatabase;
  let dataDir: string | undefined;
  let lock: PoolClient | undefined;

  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(async () => {
    await lock?.query('ROLLBACK').catch(() => undefined);
    lock?.release();
    await db?.drop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  const registeredEvent = async (email: string) =>
    (
      await db.pool.query<{ id: string; sent_at: Date | null }>(
        `SELECT id, sent_at FROM identity.outbox WHERE type = 'identity.user.registered.v1' AND payload->>'email' = $1`,
        [email],
      )
    ).rows[0];
  const mailsTo = async (email: string) =>
    (
      await db.pool.query<{ status: string }>(
        `SELECT status FROM notification.mails WHERE kind = 'verify-email' AND recipient = $1`,
        [email],
      )
    ).rows;
  const emlCount = async () =>
    (await readdir(path.join(dataDir!, 'mail')).catch(() => [] as string[])).filter((f) => f.endsWith('.eml'))
      .length;

  /** Holds notification's handling: its handleOnce insert waits on this lock. */
  async function holdNotification(): Promise<void> {
    lock = await db.pool.connect();
    await lock.query('BEGIN');
    await lock.query('LOCK TABLE notification.processed_events IN ACCESS EXCLUSIVE MODE');
  }
  async function releaseNotification(): Promise<void> {
    await lock?.query('ROLLBACK');
    lock?.release();
    lock = undefined;
  }

  it('handles an event after a SIGKILL between publish and handling, and drains the relay on Ctrl-C', async () => {
    const first = await startSite({ databaseUrl: db.url, readyTimeoutMs: 120_000 });
    dataDir = first.dataDir;
    const killed = 'killed.before.handling@example.org';
    try {
      await holdNotification();
      await register(first, killed);
      // Published to the in-process bus and waiting there: not marked sent while notification has not handled it.
      await waitUntil(async () => (await registeredEvent(killed)) !== undefined, 'the committed event');
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect((await registeredEvent(killed))!.sent_at).toBeNull();
      expect(await mailsTo(killed)).toEqual([]);
    } finally {
      first.process.kill('SIGKILL');
      await new Promise((resolve) => first.process.once('exit', resolve));
      await releaseNotification();
    }
    expect(await mailsTo(killed)).toEqual([]);
    expect((await registeredEvent(killed))!.sent_at).toBeNull();

    const second = await startSite({ databaseUrl: db.url, dataDir, readyTimeoutMs: 120_000 });
    const drained = 'drained.on.ctrl-c@example.org';
    let exitCode: number | null = null;
    try {
      await waitUntil(
        async () => (await mailsTo(killed))[0]?.status === 'sent',
        'the mail of the event published again',
      );
      expect(await mailsTo(killed)).toEqual([{ status: 'sent' }]);
      expect((await registeredEvent(killed))!.sent_at).not.toBeNull();

      await holdNotification();
      await register(second, drained);
      await waitUntil(async () => (await registeredEvent(drained)) !== undefined, 'the second event');
      const stopping = second.stop('SIGINT');
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await releaseNotification(); // the consumer finishes; only then do relay, consumers and Postgres stop
      exitCode = await stopping;
    } finally {
      await releaseNotification();
      await second.stop('SIGKILL');
    }
    expect(exitCode).toBe(0);
    expect((await registeredEvent(drained))!.sent_at).not.toBeNull();
    expect((await mailsTo(drained)).length).toBe(1);
    const sent = 1 + (await mailsTo(drained)).filter((m) => m.status === 'sent').length;
    process.stdout.write(
      `embedded at-least-once: events 2, handled ${1 + (await mailsTo(drained)).length}, mails sent ${sent}, .eml files ${await emlCount()}\n`,
    );
  }, 300_000);
});
