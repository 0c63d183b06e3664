import { freePort, runMigrations, type PoolClient } from '@journal/db';
import { MIGRATIONS_DIR, SCHEMA } from '@journal/identity';
import {
  createTestDatabase,
  describeWith,
  siteJson,
  startSite,
  type RunningSite,
  type TestDatabase,
} from '@journal/testing';

interface Health {
  success: boolean;
  status: string;
  failing?: { service: string; error: string }[];
}

/** One GET, or null while nothing listens on the port yet. */
async function probe(url: string): Promise<{ status: number; body: Health } | null> {
  try {
    const res = await fetch(url);
    return { status: res.status, body: (await res.json()) as Health };
  } catch {
    return null;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * `/api/health` is readiness over the whole site (embedded composition, real Postgres): the site is held
 * in the window where it already serves HTTP but identity has not stored the administrator yet (another
 * transaction locks `identity.admins` against writes, so the real start-up path waits on it), and every
 * answer of `/api/health` is recorded from the moment the process spawns.
 */
describeWith('postgres', 'site readiness through the gateway', () => {
  let db: TestDatabase;
  let lock: PoolClient | undefined;
  let starting: Promise<RunningSite> | undefined;
  afterAll(async () => {
    if (lock) {
      await lock.query('ROLLBACK').catch(() => undefined);
      lock.release();
    }
    await (await starting?.catch(() => undefined))?.stop();
    await db?.drop();
  });

  it('answers /api/health 503 until the administrator is stored, then 200; liveness at once; the administrator signs in right after the first 200', async () => {
    db = await createTestDatabase();
    // The site migrates on start too (a no-op then); done first so the table exists to be locked.
    await runMigrations({ databaseUrl: db.url, schema: SCHEMA, dir: MIGRATIONS_DIR });
    lock = await db.pool.connect();
    await lock.query('BEGIN');
    await lock.query('LOCK TABLE identity.admins IN EXCLUSIVE MODE'); // reads pass, the admin's INSERT waits

    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    const admin = { email: 'admin@journal.test', password: 'admin-password-for-tests' }; // startSite's
    starting = startSite({ databaseUrl: db.url, port, readyTimeoutMs: 120_000 });
    starting.catch(() => undefined); // awaited below; a failure must not be unhandled meanwhile

    const answers: number[] = [];
    let first: Awaited<ReturnType<typeof probe>> = null;
    const deadline = Date.now() + 90_000;
    while (!first && Date.now() < deadline) {
      first = await probe(`${baseUrl}/api/health`);
      if (!first) await sleep(25);
    }
    expect(first).not.toBeNull();
    answers.push(first!.status);
    // Serving HTTP, administrator not stored: not ready, and says what is missing.
    expect(first!.status).toBe(503);
    expect(first!.body).toMatchObject({ success: false, status: 'unavailable' });
    // Identity has not finished its start, which stores the administrator.
    expect(first!.body.failing).toContainEqual({ service: 'identity', error: 'not started yet' });
    // Liveness answers as soon as the process serves HTTP.
    const live = await probe(`${baseUrl}/api/health/live`);
    expect(live).toMatchObject({ status: 200, body: { success: true, status: 'ok' } });
    // What a client that trusted an early 200 would have met.
    expect((await siteJson({ baseUrl }, 'POST', '/api/admin-auth/login', undefined, admin)).status).toBe(401);
    // Held by the missing administrator, not by time.
    await sleep(1_000);
    expect((await probe(`${baseUrl}/api/health`))!.status).toBe(503);

    await lock.query('COMMIT');
    lock.release();
    lock = undefined;
    let ready: Awaited<ReturnType<typeof probe>> = null;
    while (Date.now() < deadline) {
      ready = await probe(`${baseUrl}/api/health`);
      answers.push(ready?.status ?? 0);
      if (ready?.status === 200) break;
      await sleep(10);
    }
    // Right after the first 200, the administrator signs in.
    const login = await siteJson<{ token?: string }>(
      { baseUrl },
      'POST',
      '/api/admin-auth/login',
      undefined,
      admin,
    );
    expect(login.status).toBe(200);
    expect(typeof login.body.token).toBe('string');
    // The 200 keeps the shape the SPA's connection test shows.
    expect(ready!.body).toEqual({ success: true, status: 'ok', time: expect.any(String) });
    expect(answers.slice(0, -1).every((status) => status === 503)).toBe(true);
    expect(answers.at(-1)).toBe(200);

    const site = await starting;
    expect((await probe(`${site.baseUrl}/api/health`))!.status).toBe(200);
  }, 180_000);
});
