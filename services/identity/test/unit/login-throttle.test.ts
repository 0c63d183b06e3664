import { TooManyRequestsError, UnauthorizedError } from '@journal/errors';
import { createMemoryLoginThrottle } from '../../src/repositories/memory-login.throttle';
import { LoginGuard, LOGIN_LIMITS, loginCounters } from '../../src/domain/login-guard';
import type { LoginThrottle, ThrottleCounter } from '../../src/repositories/login-throttle.port';

const counter = (key: string, limit: number, windowSeconds = 900): ThrottleCounter => ({
  key,
  limit,
  windowSeconds,
});

describe('memory login throttle', () => {
  it('charges all counters or none, and windows start at the first charge', async () => {
    let now = 1_000_000;
    const throttle = createMemoryLoginThrottle(() => now);
    const a = counter('a', 2);
    const b = counter('b', 5);
    expect(await throttle.reserve([a, b])).toEqual({ granted: true });
    now += 600_000;
    expect(await throttle.reserve([a, b])).toEqual({ granted: true });
    // `a` is at its limit: refused with the rest of a's window, and `b` is not charged.
    expect(await throttle.reserve([a, b])).toEqual({ granted: false, retryAfterSeconds: 300 });
    expect(await throttle.reserve([b])).toEqual({ granted: true }); // b: 3
    now += 300_000;
    expect(await throttle.reserve([a])).toEqual({ granted: true }); // a's window ended
  });

  it('release takes the charge back and clears the given keys', async () => {
    const throttle = createMemoryLoginThrottle();
    const pair = counter('pair', 2);
    const wide = counter('wide', 2);
    await throttle.reserve([pair, wide]);
    await throttle.reserve([pair, wide]);
    await throttle.release([pair, wide], ['pair']);
    expect(await throttle.reserve([pair, wide])).toEqual({ granted: true });
    expect((await throttle.reserve([wide])).granted).toBe(false);
  });
});

/** A fake store that records calls, to pin down what the guard asks of it. */
function fakeThrottle(grant = true) {
  const calls: string[] = [];
  const throttle: LoginThrottle = {
    reserve: async (counters) => {
      calls.push(`reserve:${counters.map((c) => c.key).join(',')}`);
      return grant ? { granted: true } : { granted: false, retryAfterSeconds: 120 };
    },
    release: async (counters, clear) => void calls.push(`release:${counters.length}:${clear.join(',')}`),
  };
  return { throttle, calls };
}

describe('login guard', () => {
  const keys = { kind: 'author' as const, email: ' Ada@Example.com ', ip: '10.0.0.1' };

  it('charges the pair, the address and the account, with their limits', () => {
    const { counters, pairKey } = loginCounters(keys);
    expect(pairKey).toBe('pair:author:ada@example.com|10.0.0.1');
    expect(counters).toEqual([
      { key: pairKey, limit: 10, windowSeconds: 900 },
      { key: 'ip:10.0.0.1', limit: 100, windowSeconds: 900 },
      { key: 'account:author:ada@example.com', limit: 100, windowSeconds: 3600 },
    ]);
    expect(LOGIN_LIMITS.account.windowSeconds).toBe(3600);
    expect(loginCounters({ ...keys, ip: undefined }).counters[1]!.key).toBe('ip:unknown');
  });

  it('a wrong answer keeps the charge (it is the failure)', async () => {
    const { throttle, calls } = fakeThrottle();
    await expect(new LoginGuard(throttle).attempt(keys, async () => undefined)).rejects.toThrow(
      UnauthorizedError,
    );
    expect(calls).toEqual([expect.stringMatching(/^reserve:/)]);
  });

  it('a right answer gives the charge back and clears the pair only', async () => {
    const { throttle, calls } = fakeThrottle();
    await expect(new LoginGuard(throttle).attempt(keys, async () => 'user')).resolves.toBe('user');
    expect(calls[1]).toBe(`release:3:${loginCounters(keys).pairKey}`);
  });

  it('an error while checking is not counted', async () => {
    const { throttle, calls } = fakeThrottle();
    const broken = async () => {
      throw new Error('database down');
    };
    await expect(new LoginGuard(throttle).attempt(keys, broken)).rejects.toThrow('database down');
    expect(calls[1]).toBe('release:3:');
  });

  it('refuses with 429 and Retry-After when a limit is reached, without checking', async () => {
    const { throttle } = fakeThrottle(false);
    const check = jest.fn(async () => 'user');
    const attempt = new LoginGuard(throttle).attempt(keys, check);
    await expect(attempt).rejects.toThrow(TooManyRequestsError);
    await expect(attempt).rejects.toMatchObject({
      retryAfterSeconds: 120,
      message: 'Too many failed login attempts. Please try again in 15 minutes.',
    });
    expect(check).not.toHaveBeenCalled();
  });
});
