// The status-pipeline bookkeeping: options, matching deliveries to changes, lost and duplicated counts,
// and the choice of the highest rate within the p99 goal.
import {
  achievedRate,
  ChangeTracker,
  clusterCpuPerChange,
  highestRateWithin,
  latencyFigures,
  meetsGoal,
  parsePids,
  parseRates,
  perChangeByRole,
  type RateResult,
} from '../runner/pipeline-stats';

describe('--rates and --consumer-pids', () => {
  test('parse comma-separated values', () => {
    expect(parseRates('100,200, 300')).toEqual([100, 200, 300]);
    expect(parseRates('12.5')).toEqual([12.5]);
    expect(parsePids('123, 456')).toEqual([123, 456]);
  });

  test('refuse what cannot be a sweep', () => {
    expect(() => parseRates('')).toThrow('at least one rate');
    expect(() => parseRates('100,abc')).toThrow('(0, 10000]');
    expect(() => parseRates('0')).toThrow('(0, 10000]');
    expect(() => parseRates('-5')).toThrow('(0, 10000]');
    expect(() => parseRates('100,100')).toThrow('twice');
    expect(() => parsePids('12,x')).toThrow('process ids');
    expect(() => parsePids('1.5')).toThrow('process ids');
  });
});

describe('change tracker', () => {
  const alice = new Set([0, 1]);
  const bob = new Set([2]);

  test('times each expected delivery once from its PUT', () => {
    const t = new ChangeTracker(1000);
    t.send('s1', 'under_review', 100, alice);
    t.send('s2', 'under_review', 110, bob);
    expect(t.receive(0, { id: 's1', status: 'under_review', updatedAt: 'T1' }, 130)).toBe('delivered');
    expect(t.receive(1, { id: 's1', status: 'under_review', updatedAt: 'T1' }, 150)).toBe('delivered');
    expect(t.allDelivered()).toBe(false);
    expect(t.receive(2, { id: 's2', status: 'under_review', updatedAt: 'T2' }, 115)).toBe('delivered');
    expect(t.allDelivered()).toBe(true);
    const r = t.result();
    expect(r).toMatchObject({ changes: 2, expected: 3, delivered: 3, lost: 0, duplicated: 0, overlapped: 0 });
    expect(r.latenciesMs).toEqual([30, 50, 5]);
  });

  test('counts the same change twice on one socket as duplicated, not twice on two sockets', () => {
    const t = new ChangeTracker(1000);
    t.send('s1', 'accepted', 0, alice);
    const notice = { id: 's1', status: 'accepted', updatedAt: 'T1' };
    expect(t.receive(0, notice, 10)).toBe('delivered');
    expect(t.receive(0, notice, 12)).toBe('duplicate');
    expect(t.receive(0, notice, 14)).toBe('duplicate');
    expect(t.receive(1, notice, 15)).toBe('delivered');
    expect(t.result()).toMatchObject({ delivered: 2, duplicated: 2, lost: 0 });
    expect(t.result().latenciesMs).toEqual([10, 15]);
  });

  test('expected deliveries that never come, or come too late, are lost', () => {
    const t = new ChangeTracker(100);
    t.send('s1', 'accepted', 0, alice);
    t.send('s2', 'accepted', 0, bob);
    expect(t.receive(0, { id: 's1', status: 'accepted', updatedAt: 'T1' }, 50)).toBe('delivered');
    expect(t.receive(2, { id: 's2', status: 'accepted', updatedAt: 'T2' }, 101)).toBe('late');
    expect(t.result()).toMatchObject({ expected: 3, delivered: 1, late: 1, lost: 2 });
  });

  test('a refused PUT expects nothing', () => {
    const t = new ChangeTracker(100);
    const change = t.send('s1', 'accepted', 0, alice);
    t.refuse(change);
    expect(t.allDelivered()).toBe(true);
    expect(t.result()).toMatchObject({ changes: 1, refused: 1, expected: 0, lost: 0 });
  });

  test('tells two changes of a submission to the same status apart by their time', () => {
    const t = new ChangeTracker(10_000);
    t.send('s1', 'accepted', 0, bob);
    t.send('s1', 'rejected', 1000, bob);
    t.send('s1', 'accepted', 2000, bob); // the same status one cycle later
    // The newest change to 'accepted' arrives first; the older one's notice, late but in time, after it.
    expect(t.receive(2, { id: 's1', status: 'accepted', updatedAt: 'T3' }, 2010)).toBe('delivered');
    expect(t.receive(2, { id: 's1', status: 'accepted', updatedAt: 'T1' }, 2020)).toBe('delivered');
    expect(t.receive(2, { id: 's1', status: 'rejected', updatedAt: 'T2' }, 2030)).toBe('delivered');
    expect(t.result().latenciesMs).toEqual([10, 2020, 1030]);
    expect(t.receive(2, { id: 's1', status: 'accepted', updatedAt: 'T3' }, 2040)).toBe('duplicate');
  });

  test('names deliveries of unknown changes and to sockets of another author', () => {
    const t = new ChangeTracker(1000);
    t.send('s1', 'accepted', 0, alice);
    expect(t.receive(0, { id: 'other', status: 'accepted', updatedAt: 'X' }, 5)).toBe('unmatched');
    expect(t.receive(0, { id: 's1', status: 'published', updatedAt: 'Y' }, 5)).toBe('unmatched');
    expect(t.receive(2, { id: 's1', status: 'accepted', updatedAt: 'T1' }, 5)).toBe('unexpected');
    expect(t.result()).toMatchObject({ unmatched: 2, unexpected: 1, delivered: 0, lost: 2 });
  });

  test('counts a change sent while its submission still awaits the previous one as overlapped', () => {
    const t = new ChangeTracker(1000);
    t.send('s1', 'accepted', 0, bob);
    t.send('s1', 'rejected', 10, bob); // nothing of the first arrived yet
    t.receive(2, { id: 's1', status: 'accepted', updatedAt: 'T1' }, 20);
    t.receive(2, { id: 's1', status: 'rejected', updatedAt: 'T2' }, 30);
    t.send('s1', 'published', 40, bob); // the previous one is complete
    t.send('s2', 'published', 41, bob); // another submission
    t.send('s1', 'submitted', 5000, bob); // the previous one is overdue by now
    expect(t.result().overlapped).toBe(1);
  });
});

const row = (rate: number, over: Partial<RateResult> = {}): RateResult => ({
  rateAsked: rate,
  rateAchieved: rate,
  changes: 100,
  cpuPerChangeMs: {},
  clusterCpuPerChangeMs: 0,
  backingCpuPerChangeMs: {},
  p50: 10,
  p95: 40,
  p99: 80,
  max: 90,
  lost: 0,
  duplicated: 0,
  putErrors: 0,
  putP99: 20,
  counts: {
    changes: 100,
    refused: 0,
    expected: 100,
    delivered: 100,
    lost: 0,
    late: 0,
    duplicated: 0,
    unmatched: 0,
    unexpected: 0,
    overlapped: 0,
    latenciesMs: [],
  },
  windowSeconds: 10,
  settled: true,
  loadAverage: 1,
  ...over,
});

describe('highest rate within the p99 goal', () => {
  test('is the highest asked rate meeting every condition', () => {
    const rows = [row(50), row(100, { p99: 100 }), row(200, { p99: 100.1 }), row(300, { p99: 400 })];
    expect(highestRateWithin(rows, 100)?.rateAsked).toBe(100);
    expect(highestRateWithin([...rows].reverse(), 100)?.rateAsked).toBe(100);
  });

  test('a rate with anything lost, duplicated or refused, or not kept, does not count', () => {
    expect(meetsGoal(row(400), 100)).toBe(true);
    expect(meetsGoal(row(400, { lost: 1 }), 100)).toBe(false);
    expect(meetsGoal(row(400, { duplicated: 1 }), 100)).toBe(false);
    expect(meetsGoal(row(400, { putErrors: 1 }), 100)).toBe(false);
    expect(meetsGoal(row(400, { rateAchieved: 370 }), 100)).toBe(false);
    expect(meetsGoal(row(400, { rateAchieved: 381 }), 100)).toBe(true);
    expect(meetsGoal(row(400, { p99: Number.NaN }), 100)).toBe(false);
  });

  test('is undefined when no rate meets it', () => {
    expect(highestRateWithin([row(50, { p99: 150 }), row(100, { lost: 3 })], 100)).toBeUndefined();
    expect(highestRateWithin([], 100)).toBeUndefined();
  });
});

describe('figures', () => {
  test('achieved rate spans first to last send', () => {
    expect(achievedRate(101, 0, 1000)).toBe(100);
    expect(achievedRate(11, 500, 1500)).toBe(10);
    expect(achievedRate(1, 0, 0)).toBeNaN();
  });

  test('latency percentiles of the deliveries', () => {
    const f = latencyFigures(Array.from({ length: 100 }, (_, i) => 100 - i));
    expect(f).toEqual({ p50: 50, p95: 95, p99: 99, max: 100 });
    expect(latencyFigures([]).p99).toBeNaN();
  });
});

describe('CPU per change over the whole cluster', () => {
  test('sums every role of the cluster, the load generator left out', () => {
    const perRole = {
      notification: 2.5,
      gateway: 1,
      admin: 0.75,
      submission: 1.25,
      review: 0.5,
      'load generator': 9,
    };
    expect(clusterCpuPerChange(perRole)).toBe(6);
    expect(clusterCpuPerChange({ 'load generator': 3 })).toBe(0);
  });

  test('is NaN when a role could not be measured (a process restarted in the window)', () => {
    expect(clusterCpuPerChange({ notification: 2, gateway: Number.NaN })).toBeNaN();
  });

  test('Postgres and Redis per change, by role', () => {
    expect(perChangeByRole({ postgres: 1500, redis: 250 }, 1000)).toEqual({ postgres: 1.5, redis: 0.25 });
    expect(perChangeByRole({ postgres: 10 }, 0).postgres).toBeNaN();
  });
});
