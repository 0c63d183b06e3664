import { judgeRounds, percentile } from './paired-rounds';

describe('judgeRounds', () => {
  test('judges the median of the per-pair ratios, not the pooled sums', () => {
    // Three pairs 3 % apart, one pair whose "on" half met a slow spell of the machine (+60 %).
    const verdict = judgeRounds(
      [
        { off: 1.0, on: 1.03 },
        { off: 2.0, on: 2.06 },
        { off: 1.0, on: 1.6 },
        { off: 1.0, on: 1.03 },
      ],
      0.05,
    );
    expect(verdict.median).toBeCloseTo(0.03, 10);
    expect(verdict.pooled).toBeCloseTo(5.72 / 5 - 1, 10);
    expect(verdict.withinBudget).toBe(true);
  });

  test('over the budget when most pairs are', () => {
    const verdict = judgeRounds(
      [
        { off: 1, on: 1.08 },
        { off: 1, on: 1.07 },
        { off: 1, on: 1.01 },
      ],
      0.05,
    );
    expect(verdict.median).toBeCloseTo(0.07, 10);
    expect(verdict.lowerQuartile).toBeCloseTo(0.04, 10);
    expect(verdict.upperQuartile).toBeCloseTo(0.075, 10);
    expect(verdict.withinBudget).toBe(false);
  });

  test('refuses rounds that measured nothing', () => {
    expect(() => judgeRounds([], 0.05)).toThrow('no rounds');
    expect(() => judgeRounds([{ off: 0, on: 1 }], 0.05)).toThrow('used no CPU');
  });
});

describe('percentile', () => {
  test('nearest rank, without reordering the input', () => {
    const values = [5, 1, 4, 2, 3];
    expect(percentile(values, 95)).toBe(5);
    expect(percentile(values, 40)).toBe(2);
    expect(values).toEqual([5, 1, 4, 2, 3]);
    expect(percentile([], 50)).toBeNaN();
  });
});
