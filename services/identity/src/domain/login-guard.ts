import { TooManyRequestsError, UnauthorizedError } from '@journal/errors';
import type { LoginThrottle, ThrottleCounter } from '../repositories/login-throttle.port';
import { INVALID_CREDENTIALS } from './messages';

export const TOO_MANY_ATTEMPTS_MESSAGE = 'Too many failed login attempts. Please try again in 15 minutes.';

export interface AttemptKeys {
  kind: 'author' | 'admin';
  email: string;
  /** The client address (X-Forwarded-For only when it came through a TRUST_PROXY address). */
  ip: string | undefined;
}

/**
 * Limits (issue 9, NIST SP 800-63B 5.2.2): an account and address pair is stopped after 10 failures in
 * 15 minutes, which is what stops guessing; an address after 100 in 15 minutes (one host spraying many
 * accounts); an account after 100 in an hour from all addresses together (a botnet). The wide limits are
 * high so a stranger cannot lock a user (or a campus behind one address) out with a few wrong passwords.
 */
export const LOGIN_LIMITS = {
  pair: { limit: 10, windowSeconds: 15 * 60 },
  address: { limit: 100, windowSeconds: 15 * 60 },
  account: { limit: 100, windowSeconds: 60 * 60 },
} as const;

export function loginCounters(keys: AttemptKeys): { counters: ThrottleCounter[]; pairKey: string } {
  const account = `${keys.kind}:${keys.email.trim().toLowerCase()}`;
  const ip = keys.ip ?? 'unknown';
  const pairKey = `pair:${account}|${ip}`;
  return {
    pairKey,
    counters: [
      { key: pairKey, ...LOGIN_LIMITS.pair },
      { key: `ip:${ip}`, ...LOGIN_LIMITS.address },
      { key: `account:${account}`, ...LOGIN_LIMITS.account },
    ],
  };
}

/**
 * Brute-force guard around a credential check. The attempt is charged to its counters before the
 * password is verified (atomically, so 200 parallel guesses check at most 10 passwords); a wrong answer
 * keeps the charge as a failure; a right one takes it back and clears the pair's failures only.
 */
export class LoginGuard {
  constructor(private readonly throttle: LoginThrottle) {}

  /** Runs `check`; undefined means wrong credentials (401 with the one generic message). */
  async attempt<T>(
    keys: AttemptKeys,
    check: () => Promise<T | undefined>,
    failure = () => new UnauthorizedError(INVALID_CREDENTIALS),
  ): Promise<T> {
    const { counters, pairKey } = loginCounters(keys);
    const reservation = await this.throttle.reserve(counters);
    if (!reservation.granted)
      throw new TooManyRequestsError(TOO_MANY_ATTEMPTS_MESSAGE, reservation.retryAfterSeconds);
    let result: T | undefined;
    try {
      result = await check();
    } catch (error) {
      // Not an answer about the password (database down): the attempt does not count.
      await this.throttle.release(counters, []);
      throw error;
    }
    if (result === undefined) throw failure();
    await this.throttle.release(counters, [pairKey]);
    return result;
  }
}
