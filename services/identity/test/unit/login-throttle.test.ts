import { TooManyRequestsError, UnauthorizedError } from '@journal/errors';
import { createMemoryLoginThrottle } from '../../src/adapters/memory-login.throttle';
import { accountKey, createLoginGuard, ipKey } from '../../src/domain/login-guard';
import type { LoginThrottle } from '../../src/domain/login-throttle.port';

describe('memory login throttle', () => {
  it('counts per key inside a 15 minute window from the first failure', async () => {
    let now = 1_000_000;
    const throttle = createMemoryLoginThrottle(900, () => now);
    await throttle.recordFailure(['a', 'b']);
    now += 600_000;
    await throttle.recordFailure(['a']);
    expect(await throttle.failures('a')).toEqual({ count: 2, retryAfterSeconds: 300 });
    expect((await throttle.failures('b')).count).toBe(1);
    now += 300_000;
    expect(await throttle.failures('a')).toEqual({ count: 0, retryAfterSeconds: 0 });
    await throttle.recordFailure(['a']);
    expect((await throttle.failures('a')).count).toBe(1);
    await throttle.clear('a');
    expect((await throttle.failures('a')).count).toBe(0);
  });
});

/** A fake store that records calls, to pin down what the guard asks of it. */
function fakeThrottle(counts: Record<string, number> = {}) {
  const calls: string[] = [];
  const throttle: LoginThrottle = {
    failures: async (key) => ({ count: counts[key] ?? 0, retryAfterSeconds: 120 }),
    recordFailure: async (keys) => void calls.push(`fail:${keys.join(',')}`),
    clear: async (key) => void calls.push(`clear:${key}`),
  };
  return { throttle, calls };
}

describe('login guard', () => {
  const keys = { account: accountKey('author', ' Ada@Example.com '), ip: ipKey('10.0.0.1') };

  it('normalises account keys', () => {
    expect(keys.account).toBe('account:author:ada@example.com');
    expect(ipKey(undefined)).toBe('ip:unknown');
  });

  it('a wrong answer records a failure for the account and the IP', async () => {
    const { throttle, calls } = fakeThrottle();
    await expect(createLoginGuard(throttle).attempt(keys, async () => undefined)).rejects.toThrow(
      UnauthorizedError,
    );
    expect(calls).toEqual([`fail:${keys.account},${keys.ip}`]);
  });

  it('a right answer clears the account only', async () => {
    const { throttle, calls } = fakeThrottle();
    await expect(createLoginGuard(throttle).attempt(keys, async () => 'user')).resolves.toBe('user');
    expect(calls).toEqual([`clear:${keys.account}`]);
  });

  it.each([
    ['account', { [keys.account]: 10 }],
    ['ip', { [keys.ip]: 10 }],
  ])(
    'refuses with 429 and Retry-After once the %s has 10 failures, without checking',
    async (_name, counts) => {
      const { throttle } = fakeThrottle(counts);
      const check = jest.fn(async () => 'user');
      const attempt = createLoginGuard(throttle).attempt(keys, check);
      await expect(attempt).rejects.toThrow(TooManyRequestsError);
      await expect(attempt).rejects.toMatchObject({
        retryAfterSeconds: 120,
        message: 'Too many failed login attempts. Please try again in 15 minutes.',
      });
      expect(check).not.toHaveBeenCalled();
    },
  );

  it('9 failures still get an answer', async () => {
    const { throttle } = fakeThrottle({ [keys.account]: 9, [keys.ip]: 9 });
    await expect(createLoginGuard(throttle).attempt(keys, async () => 'user')).resolves.toBe('user');
  });
});
