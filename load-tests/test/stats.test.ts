import { percentile, summarize, type ScenarioResult } from '../runner/stats';

const result = (latencies: number[], total: number, errors: number): ScenarioResult => ({
  scenario: 's',
  total,
  errors,
  durationSeconds: 10,
  latenciesMs: latencies,
  outcomes: {},
  notes: [],
});

describe('stats', () => {
  test('nearest-rank percentiles', () => {
    const values = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(values, 50)).toBe(50);
    expect(percentile(values, 95)).toBe(95);
    expect(percentile(values, 99)).toBe(99);
    expect(percentile(values, 100)).toBe(100);
    expect(percentile([7], 99)).toBe(7);
    expect(percentile([], 50)).toBeNaN();
  });

  test('a run within budget passes and reports throughput of successful requests', () => {
    const s = summarize(
      result(
        Array.from({ length: 1000 }, (_, i) => (i % 100) + 1),
        1005,
        5,
      ),
      { errorRate: 0.01, p95Ms: 150, p99Ms: 300 },
    );
    expect(s.failures).toEqual([]);
    expect(s.throughputPerSecond).toBe(100);
    expect(s.errorRate).toBeCloseTo(0.005);
    expect(s.p95).toBe(95);
  });

  test('each budget breach is named', () => {
    const slow = Array.from({ length: 100 }, (_, i) => (i < 90 ? 10 : 400));
    const s = summarize(result(slow, 100, 2), { errorRate: 0.01, p95Ms: 150, p99Ms: 300 });
    expect(s.failures).toEqual([
      'error rate 2.00 % >= 1.00 %',
      'p95 400.0 ms >= 150 ms',
      'p99 400.0 ms >= 300 ms',
    ]);
  });

  test('a run that measured nothing fails', () => {
    expect(summarize(result([], 0, 0), { errorRate: 0.01, p95Ms: 150, p99Ms: 300 }).failures).toContain(
      'nothing was measured',
    );
  });
});
