/** One counter a login attempt is charged to, with its own limit and window. */
export interface ThrottleCounter {
  key: string;
  limit: number;
  windowSeconds: number;
}

export type Reservation = { granted: true } | { granted: false; retryAfterSeconds: number };

/**
 * Failed-login counters (an account and address pair, an address, an account). Every attempt reserves
 * its place before the password is checked, atomically over all its counters, so parallel attempts can
 * never check more passwords than a limit allows.
 */
export interface LoginThrottle {
  /** Charges one attempt to every counter, unless one of them is already at its limit (nothing charged then). */
  reserve(counters: ThrottleCounter[]): Promise<Reservation>;
  /**
   * A reserved attempt turned out right: takes its charge back from every counter, and forgets the
   * failures of `clearKeys` (the pair that just proved the password).
   */
  release(counters: ThrottleCounter[], clearKeys: string[]): Promise<void>;
}
