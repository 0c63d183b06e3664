import Redis from 'ioredis';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { DEFAULT_REDIS_URL, describeWith } from '@journal/testing';
import {
  cheapHasher,
  freshIp,
  registerAndLogin,
  registration,
  startIdentity,
  STRONG_PASSWORD,
  type IdentityHarness,
} from '../support/identity-harness';

// Issue 26 item 7: registrations per client address, the ALTCHA challenge, confirmation mails per address.

const usersWith = async (h: IdentityHarness, email: string) =>
  Number(
    (await h.db.pool.query('SELECT count(*) FROM identity.users WHERE lower(email) = lower($1)', [email]))
      .rows[0].count,
  );

const register = (h: IdentityHarness, ip: string, body: Record<string, unknown>) =>
  h.http().post('/api/registration/register').set('X-Forwarded-For', ip).send(body);

async function registersUpToTheLimit(h: IdentityHarness, ip: string, already = 0) {
  for (let i = already; i < 20; i++) expect((await register(h, ip, registration())).status).toBe(201);
  const refused = registration();
  const res = await register(h, ip, refused);
  expect(res.status).toBe(429);
  expect(res.body).toMatchObject({
    success: false,
    message: 'Too many accounts were registered from your network. Please try again later.',
  });
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(3500);
  expect(retryAfter).toBeLessThanOrEqual(3600);
  expect(await usersWith(h, refused.email)).toBe(0);
}

describe('registrations per client address (memory counters)', () => {
  let h: IdentityHarness;
  beforeAll(async () => {
    h = await startIdentity({ hasher: cheapHasher(), registration: { perHour: 20 } });
  });
  afterAll(() => h.close());

  it('the 21st registration from one address within the hour is 429 with Retry-After and creates nothing', async () => {
    await registersUpToTheLimit(h, freshIp());
  });

  it('other addresses are not affected, and a refused form is not counted', async () => {
    const ip = freshIp();
    expect((await register(h, ip, { ...registration(), termsAccepted: false })).status).toBe(400);
    await registersUpToTheLimit(h, ip);
  });
});

describeWith('redis', 'registrations per client address across two identity instances (Redis)', () => {
  const prefix = `test-registrations-${Date.now()}-${Math.random().toString(36).slice(2)}`;
  let redis: Redis;
  let a: IdentityHarness;
  let b: IdentityHarness;
  beforeAll(async () => {
    redis = new Redis(process.env.REDIS_URL ?? DEFAULT_REDIS_URL);
    const shared = { hasher: cheapHasher(), registration: { perHour: 20 }, redis, redisPrefix: prefix };
    [a, b] = await Promise.all([startIdentity(shared), startIdentity(shared)]);
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
  });

  it('counts one address over both instances', async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i++) expect((await register(a, ip, registration())).status).toBe(201);
    await registersUpToTheLimit(b, ip, 10);
    expect((await register(a, ip, registration())).status).toBe(429);
  });
});

describe('registration with the ALTCHA challenge on', () => {
  let h: IdentityHarness;
  let off: IdentityHarness;
  beforeAll(async () => {
    [h, off] = await Promise.all([
      startIdentity({
        hasher: cheapHasher(),
        // Cheap proof of work for the test's own solver; the defaults are 5,000 and 10,000.
        registration: { perHour: 0, challenge: { hmacKey: 'k'.repeat(40), cost: 10, maxCounter: 300 } },
      }),
      startIdentity({ hasher: cheapHasher() }),
    ]);
  });
  afterAll(() => Promise.all([h.close(), off.close()]));

  const challenge = async () => {
    const res = await h.http().get('/api/registration/challenge');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    return res.body as Challenge;
  };
  const solved = async (c: Challenge) => {
    const solution = await solveChallenge({ challenge: c, deriveKey, timeout: 60_000 });
    expect(solution).not.toBeNull();
    return Buffer.from(JSON.stringify({ challenge: c, solution })).toString('base64');
  };

  it('is off by default: no challenge, and registration needs none', async () => {
    const res = await off.http().get('/api/registration/challenge');
    expect([res.status, res.body]).toEqual([200, { success: true, enabled: false }]);
    expect((await register(off, freshIp(), registration())).status).toBe(201);
  });

  it('refuses a registration without a valid solution and creates nothing', async () => {
    const c = await challenge();
    expect(c.parameters.algorithm).toBe('PBKDF2/SHA-256');
    const wrongCounter = Buffer.from(
      JSON.stringify({ challenge: c, solution: { counter: 1, derivedKey: '00'.repeat(32) } }),
    ).toString('base64');
    const forged = { ...c, parameters: { ...c.parameters, keyPrefix: '0' } };
    for (const altcha of [undefined, '', 'not base64 json', wrongCounter, await solved(forged)]) {
      const body = registration(altcha === undefined ? {} : { altcha });
      const res = await register(h, freshIp(), body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(
        'Please complete the verification that you are not a robot, then try again.',
      );
      expect(await usersWith(h, body.email)).toBe(0);
    }
  });

  it('registers with a solved challenge, once per solution', async () => {
    const altcha = await solved(await challenge());
    const first = registration({ altcha });
    expect((await register(h, freshIp(), first)).status).toBe(201);
    expect(await usersWith(h, first.email)).toBe(1);
    const replay = registration({ altcha });
    expect((await register(h, freshIp(), replay)).status).toBe(400);
    expect(await usersWith(h, replay.email)).toBe(0);
  });
});

describe('confirmation mails to one address, whichever accounts ask', () => {
  let h: IdentityHarness;
  beforeAll(async () => {
    h = await startIdentity({ hasher: cheapHasher() });
  });
  afterAll(() => h.close());

  it('10 accounts asking at once for one victim address: 3 links, 7 refusals (429), nothing else changes', async () => {
    const victim = `victim.${Date.now()}@example.org`;
    const accounts = [];
    for (let i = 0; i < 10; i++) accounts.push(await registerAndLogin(h));
    const answers = await Promise.all(
      accounts.map((author) =>
        h.http().put('/api/registration/update-profile').set('Authorization', `Bearer ${author.token}`).send({
          userEmail: author.email,
          given_names: 'Changed',
          family_name: 'Name',
          new_email: victim,
          current_password: STRONG_PASSWORD,
        }),
      ),
    );
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses).toEqual([200, 200, 200, 429, 429, 429, 429, 429, 429, 429]);
    for (const res of answers.filter((r) => r.status === 429)) {
      expect(res.body.message).toBe(
        'Too many confirmation emails were sent to this address recently. Please try again later.',
      );
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(3500);
    }
    const links = await h.db.pool.query(
      `SELECT user_id FROM identity.email_verification_tokens WHERE lower(email) = lower($1)`,
      [victim],
    );
    expect(links.rowCount).toBe(3);
    const outbox = await h.db.pool.query(
      `SELECT count(*)::int AS n FROM identity.outbox
       WHERE type = 'identity.user.email_change_requested.v1' AND payload->>'newEmail' = $1`,
      [victim],
    );
    expect(outbox.rows[0].n).toBe(3);
    // The refused accounts kept their names too: the whole change was refused.
    const changedIds = new Set(links.rows.map((row: { user_id: string }) => row.user_id));
    for (const author of accounts) {
      const { rows } = await h.db.pool.query('SELECT given_names FROM identity.users WHERE id = $1', [
        author.user.id,
      ]);
      expect(rows[0].given_names).toBe(changedIds.has(author.user.id) ? 'Changed' : 'Ada');
    }
  });
});
