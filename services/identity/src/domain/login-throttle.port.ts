/**
 * Counts failed logins per key (an account or an IP) in a window. Keys are opaque strings chosen by the
 * caller (`account:author:<email>`, `ip:<address>`).
 */
export interface LoginThrottle {
  /** Failures recorded for `key` in the current window, and seconds until that window ends. */
  failures(key: string): Promise<{ count: number; retryAfterSeconds: number }>;
  recordFailure(keys: string[]): Promise<void>;
  /** Forgets the failures of `key` (a successful login clears its account key, never the IP key). */
  clear(key: string): Promise<void>;
}

export const LOGIN_THROTTLE_LIMIT = 10;
export const LOGIN_THROTTLE_WINDOW_SECONDS = 15 * 60;
export const TOO_MANY_ATTEMPTS_MESSAGE = 'Too many failed login attempts. Please try again in 15 minutes.';
