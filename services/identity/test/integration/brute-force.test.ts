import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { describeWith, DEFAULT_REDIS_URL } from '@journal/testing';
import { createRedisLoginThrottle } from '../../src/repositories/redis-login.throttle';
import type { IdentityServiceDeps } from '../../src';
import type { PasswordHasher } from '../../src/domain/password-hasher.port';
import {
  cheapHasher,
  freshIp,
  registerAndLogin,
  startIdentity,
  STRONG_PASSWORD,
  type IdentityHarness,
} from '../support/identity-harness';

const TOO_MANY = 'Too many failed login attempts. Please try again in 15 minutes.';
const ADMIN = { email: 'guard@journal.local', password: 'admin passphrase 456' };

/** Counts real password checks (verify and the cost-equal burn for unknown accounts). */
function countingHasher() {
  const inner = cheapHasher();
  const counter = { checks: 0 };
  const hasher: PasswordHasher = {
    hash: (password) => inner.hash(password),
    verify: async (hash, password) => {
      counter.checks += 1;
      return inner.verify(hash, password);
    },
    burn: async (password) => {
      counter.checks += 1;
      return inner.burn(password);
    },
  };
  return { hasher, counter };
}

function bruteForceSuite(makeOverrides: () => Partial<IdentityServiceDeps>) {
  let h: IdentityHarness;
  const { hasher, counter } = countingHasher();
  beforeAll(async () => {
    h = await startIdentity({ admin: ADMIN, hasher, ...makeOverrides() });
  });
  afterAll(async () => {
    await h.close();
  });
  const login = (email: string, password: string, ip: string) =>
    h.http().post('/api/registration/login').set('X-Forwarded-For', ip).send({ email, password });
  const adminLogin = (password: string, ip: string) =>
    h.http().post('/api/admin-auth/login').set('X-Forwarded-For', ip).send({ email: ADMIN.email, password });

  it('10 failures lock that account and address pair only: the right password then gets 429 there, 200 elsewhere', async () => {
    const author = await registerAndLogin(h);
    const ip = freshIp();
    for (let i = 0; i < 10; i += 1)
      expect((await login(author.email, `wrong password ${i}`, ip)).status).toBe(401);
    const blocked = await login(author.email, STRONG_PASSWORD, ip);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toMatchObject({ success: false, message: TOO_MANY });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(900);
    // The owner, from an address that has not failed, is not locked out by the attacker.
    expect((await login(author.email, STRONG_PASSWORD, freshIp())).status).toBe(200);
  });

  it('200 parallel wrong passwords for one account from one address check at most 10 passwords', async () => {
    const author = await registerAndLogin(h);
    const ip = freshIp();
    const before = counter.checks;
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) => login(author.email, `parallel guess ${i}`, ip)),
    );
    expect(counter.checks - before).toBeLessThanOrEqual(10);
    expect(answers.filter((r) => r.status === 401).length).toBeLessThanOrEqual(10);
    expect(answers.filter((r) => r.status === 429).length).toBeGreaterThanOrEqual(190);
  });

  it('49 wrong in parallel lock the pair: the right password that follows does not log in', async () => {
    const author = await registerAndLogin(h);
    const ip = freshIp();
    const before = counter.checks;
    await Promise.all(Array.from({ length: 49 }, (_, i) => login(author.email, `guess ${i}`, ip)));
    const right = await login(author.email, STRONG_PASSWORD, ip);
    expect(right.status).toBe(429);
    expect(right.body.token).toBeUndefined();
    expect(counter.checks - before).toBe(10);
  });

  it('49 wrong plus 1 right all in parallel check at most 10 passwords', async () => {
    const author = await registerAndLogin(h);
    const ip = freshIp();
    const before = counter.checks;
    const answers = await Promise.all([
      ...Array.from({ length: 49 }, (_, i) => login(author.email, `guess ${i}`, ip)),
      login(author.email, STRONG_PASSWORD, ip),
    ]);
    expect(counter.checks - before).toBeLessThanOrEqual(10);
    expect(answers.filter((r) => r.status !== 429).length).toBeLessThanOrEqual(10);
  });

  it('the main administrator still logs in from a clean address after 15 failures from elsewhere', async () => {
    for (let i = 0; i < 15; i += 1) expect((await adminLogin(`nope ${i}`, freshIp())).status).toBe(401);
    const ok = await adminLogin(ADMIN.password, freshIp());
    expect(ok.status).toBe(200);
    expect(ok.body.token).toEqual(expect.any(String));
  });

  it('the admin login is throttled per pair too', async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i += 1) expect((await adminLogin(`nope ${i}`, ip)).status).toBe(401);
    const blocked = await adminLogin(ADMIN.password, ip);
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe(TOO_MANY);
  });

  it('100 failures from one address over many accounts block that address, not its neighbours', async () => {
    const author = await registerAndLogin(h);
    const ip = freshIp();
    // A success on the address before the limit does not wipe the address's count.
    expect((await login(author.email, STRONG_PASSWORD, ip)).status).toBe(200);
    for (let i = 0; i < 100; i += 1)
      expect((await login(`nobody${i}.${randomUUID()}@example.com`, 'whatever password', ip)).status).toBe(
        401,
      );
    const blocked = await login(author.email, STRONG_PASSWORD, ip);
    expect(blocked.status).toBe(429);
    expect((await login(author.email, STRONG_PASSWORD, freshIp())).status).toBe(200);
  });

  it('100 failures on one account from many addresses in an hour lock the account everywhere', async () => {
    const author = await registerAndLogin(h);
    for (let i = 0; i < 100; i += 1)
      expect((await login(author.email, `botnet guess ${i}`, freshIp())).status).toBe(401);
    expect((await login(author.email, STRONG_PASSWORD, freshIp())).status).toBe(429);
  });

  it('a right password clears the pair: 9 failures, a success, 9 more still answer', async () => {
    const author = await registerAndLogin(h);
    const ip = freshIp();
    for (let i = 0; i < 9; i += 1) await login(author.email, 'wrong password', ip);
    expect((await login(author.email, STRONG_PASSWORD, ip)).status).toBe(200);
    for (let i = 0; i < 9; i += 1) expect((await login(author.email, 'wrong password', ip)).status).toBe(401);
    expect((await login(author.email, STRONG_PASSWORD, ip)).status).toBe(200);
  });
}

describe('X-Forwarded-For is believed only from TRUST_PROXY addresses', () => {
  let h: IdentityHarness;
  beforeAll(async () => {
    // The test client connects from loopback, which this TRUST_PROXY does not include.
    h = await startIdentity({ hasher: cheapHasher(), trustProxy: '10.0.0.0/8' });
  });
  afterAll(async () => {
    await h.close();
  });

  it('a client cannot escape the pair limit by sending a new X-Forwarded-For each time', async () => {
    const author = await registerAndLogin(h);
    for (let i = 0; i < 10; i += 1) {
      const res = await h
        .http()
        .post('/api/registration/login')
        .set('X-Forwarded-For', freshIp())
        .send({ email: author.email, password: `wrong ${i}` });
      expect(res.status).toBe(401);
    }
    const blocked = await h
      .http()
      .post('/api/registration/login')
      .set('X-Forwarded-For', freshIp())
      .send({ email: author.email, password: STRONG_PASSWORD });
    expect(blocked.status).toBe(429);
  });
});

describe('brute-force protection (memory store)', () => {
  bruteForceSuite(() => ({}));
});

describeWith('redis', 'brute-force protection (Redis store)', () => {
  const redis = new Redis(process.env.REDIS_URL || DEFAULT_REDIS_URL, {
    lazyConnect: true,
    maxRetriesPerRequest: 1,
  });
  const prefix = `test:identity:${randomUUID()}:`;
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  });

  describe('through the service', () => {
    bruteForceSuite(() => ({ redis, loginThrottle: createRedisLoginThrottle(redis, { prefix }) }));
  });

  it('counters are shared between instances, atomic across them, and expire with the window', async () => {
    const first = createRedisLoginThrottle(redis, { prefix });
    const second = createRedisLoginThrottle(redis, { prefix });
    const counter = { key: `ip:${randomUUID()}`, limit: 10, windowSeconds: 2 };
    const grants = await Promise.all(
      Array.from({ length: 40 }, (_, i) => (i % 2 ? first : second).reserve([counter])),
    );
    expect(grants.filter((g) => g.granted)).toHaveLength(10);
    const refused = await first.reserve([counter]);
    expect(refused.granted).toBe(false);
    if (!refused.granted) expect(refused.retryAfterSeconds).toBeLessThanOrEqual(2);
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    expect((await second.reserve([counter])).granted).toBe(true);
    await first.release([counter], [counter.key]);
    expect(await redis.exists(prefix + counter.key)).toBe(0);
  });
});
