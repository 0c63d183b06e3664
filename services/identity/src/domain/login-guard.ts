import { TooManyRequestsError, UnauthorizedError } from '@journal/errors';
import { LOGIN_THROTTLE_LIMIT, TOO_MANY_ATTEMPTS_MESSAGE, type LoginThrottle } from './login-throttle.port';
import { INVALID_CREDENTIALS } from './messages';

export interface AttemptKeys {
  /** `author:<email>` or `admin:<email>`: the account being tried. */
  account: string;
  ip: string;
}

export const accountKey = (kind: 'author' | 'admin', email: string) =>
  `account:${kind}:${email.trim().toLowerCase()}`;
export const ipKey = (ip: string | undefined) => `ip:${ip ?? 'unknown'}`;

/**
 * Brute-force guard around a credential check: refuses with 429 once the account or the IP has 10
 * failures in the window; records a failure for both on a wrong answer; a success clears the account's
 * counter only (an attacker's IP keeps its count even if some account on it logs in).
 */
export function createLoginGuard(throttle: LoginThrottle) {
  async function assertNotBlocked(keys: AttemptKeys): Promise<void> {
    const [account, ip] = await Promise.all([throttle.failures(keys.account), throttle.failures(keys.ip)]);
    const blocked = [account, ip].filter((state) => state.count >= LOGIN_THROTTLE_LIMIT);
    if (blocked.length)
      throw new TooManyRequestsError(
        TOO_MANY_ATTEMPTS_MESSAGE,
        Math.max(...blocked.map((s) => s.retryAfterSeconds), 1),
      );
  }

  return {
    assertNotBlocked,
    recordFailure: (keys: AttemptKeys) => throttle.recordFailure([keys.account, keys.ip]),

    /** Runs `check`; undefined means wrong credentials (401 with the one generic message). */
    async attempt<T>(
      keys: AttemptKeys,
      check: () => Promise<T | undefined>,
      failure = () => new UnauthorizedError(INVALID_CREDENTIALS),
    ): Promise<T> {
      await assertNotBlocked(keys);
      const result = await check();
      if (result === undefined) {
        await throttle.recordFailure([keys.account, keys.ip]);
        throw failure();
      }
      await throttle.clear(keys.account);
      return result;
    },
  };
}

export type LoginGuard = ReturnType<typeof createLoginGuard>;
