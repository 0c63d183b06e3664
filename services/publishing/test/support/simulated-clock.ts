import type { DepositClock } from '../../src';

/**
 * A deposit clock for tests: a retry's backoff moves simulated time by its delay and really waits 1 ms,
 * so an outage of minutes (as the stand-ins measure it on this clock) passes in a few real milliseconds.
 */
export class SimulatedClock implements DepositClock {
  private t: number;
  constructor(start = Date.parse('2026-06-01T09:00:00.000Z')) {
    this.t = start;
  }
  now = () => new Date(this.t);
  waitMs = (delayMs: number) => {
    this.t += delayMs;
    return 1;
  };
  advance(ms: number) {
    this.t += ms;
  }
}
