import { RestartBackoff } from '../../../scripts/cluster/restart-backoff';

describe('RestartBackoff (start:cluster supervision)', () => {
  const options = { initialMs: 500, maxMs: 4_000, stableMs: 60_000 };

  it('doubles the delay for each crash after a short run, up to the cap', () => {
    const backoff = new RestartBackoff(options);
    const delays = Array.from({ length: 6 }, () => backoff.next(1_000).delayMs);
    expect(delays).toEqual([500, 1_000, 2_000, 4_000, 4_000, 4_000]);
  });

  it('starts over once the child ran for the stable time', () => {
    const backoff = new RestartBackoff(options);
    backoff.next(1_000);
    backoff.next(1_000);
    expect(backoff.next(60_000)).toEqual({ delayMs: 500, attempt: 1 });
    expect(backoff.next(10)).toEqual({ delayMs: 1_000, attempt: 2 });
  });
});
