import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { describeWith, DEFAULT_REDIS_URL } from '@journal/testing';
import { createRedisLoginThrottle } from '../../src/adapters/redis-login.throttle';
import type { IdentityServiceDeps } from '../../src';
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

function bruteForceSuite(makeOverrides: () => Partial<IdentityServiceDeps>) {
  let h: IdentityHarness;
  beforeAll(async () => {
    h = await startIdentity({ admin: ADMIN, hasher: cheapHasher(), ...makeOverrides() });
  });
  afterAll(async () => {
    await h.close();
  });
  const login = (email: string, password: string, ip: string) =>
    h.http().post('/api/registration/login').set('X-Forwarded-For', ip).send({ email, password });

  it('the 11th attempt on one account within the window gets 429, even with the right password, from any IP', async () => {
    const author = await registerAndLogin(h);
    for (let i = 0; i < 10; i += 1) {
      const res = await login(author.email, `wrong password ${i}`, freshIp());
      expect(res.status).toBe(401);
    }
    const blocked = await login(author.email, STRONG_PASSWORD, freshIp());
    expect(blocked.status).toBe(429);
    expect(blocked.body).toMatchObject({ success: false, message: TOO_MANY });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(900);
  });

  it('the 11th failed attempt from one IP, over many accounts, gets 429 and a later success does not reset the IP', async () => {
    const ip = freshIp();
    const author = await registerAndLogin(h);
    for (let i = 0; i < 9; i += 1)
      expect((await login(`nobody${i}.${randomUUID()}@example.com`, 'whatever password', ip)).status).toBe(
        401,
      );
    // A real author logs in from the same address: allowed (9 failures so far) ...
    expect((await login(author.email, STRONG_PASSWORD, ip)).status).toBe(200);
    // ... but the IP's count stays: one more failure makes 10, after which everything from it is refused.
    expect((await login(`another.${randomUUID()}@example.com`, 'whatever password', ip)).status).toBe(401);
    const blocked = await login(author.email, STRONG_PASSWORD, ip);
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe(TOO_MANY);
    // Another address is not affected.
    expect((await login(author.email, STRONG_PASSWORD, freshIp())).status).toBe(200);
  });

  it('a successful login clears the account counter', async () => {
    const author = await registerAndLogin(h);
    for (let i = 0; i < 9; i += 1) await login(author.email, 'wrong password', freshIp());
    expect((await login(author.email, STRONG_PASSWORD, freshIp())).status).toBe(200);
    for (let i = 0; i < 9; i += 1)
      expect((await login(author.email, 'wrong password', freshIp())).status).toBe(401);
    expect((await login(author.email, STRONG_PASSWORD, freshIp())).status).toBe(200);
  });

  it('applies to the admin login too', async () => {
    for (let i = 0; i < 10; i += 1) {
      const res = await h
        .http()
        .post('/api/admin-auth/login')
        .set('X-Forwarded-For', freshIp())
        .send({ email: ADMIN.email, password: `nope ${i}` });
      expect(res.status).toBe(401);
    }
    const blocked = await h
      .http()
      .post('/api/admin-auth/login')
      .set('X-Forwarded-For', freshIp())
      .send(ADMIN);
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe(TOO_MANY);
  });
}

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

  it('counters are shared between instances and expire with the window', async () => {
    const first = createRedisLoginThrottle(redis, { prefix, windowSeconds: 2 });
    const second = createRedisLoginThrottle(redis, { prefix, windowSeconds: 2 });
    const key = `ip:${randomUUID()}`;
    await first.recordFailure([key]);
    await second.recordFailure([key]);
    expect((await first.failures(key)).count).toBe(2);
    const state = await second.failures(key);
    expect(state.retryAfterSeconds).toBeGreaterThan(0);
    expect(state.retryAfterSeconds).toBeLessThanOrEqual(2);
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    expect((await first.failures(key)).count).toBe(0);
    await second.recordFailure([key]);
    await first.clear(key);
    expect((await second.failures(key)).count).toBe(0);
  });
});
